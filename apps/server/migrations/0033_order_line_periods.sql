-- When each paid line runs (Korean days, both ends included): set when its payment lands (card
-- approval, deposit confirmation or renewal charge), after any period of its lane the partner
-- already holds, so that no paid day is bought twice. Null while the order is unpaid.
ALTER TABLE "order_lines" ADD COLUMN "period_start" date;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "period_end" date;
