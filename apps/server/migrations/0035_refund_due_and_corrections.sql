-- Refunds owe a due date (spec §9: refund within 3 business days), and a partner's required
-- information that staff asked to correct is followed for 30 days (§9: suspension after 30 days uncorrected).
CREATE TABLE "refunds" (
	"refund_id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL REFERENCES "orders" ("order_no"),
	"partner_id" integer NOT NULL REFERENCES "partners" ("partner_id"),
	"amount_won" integer NOT NULL,
	"reason" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"due_on" date NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
-- Refunds recorded before this table: one row per refunded order, already settled. Their due date
-- counts 3 weekdays in SQL (the holiday calendar is the server's); nothing waits on these dates.
INSERT INTO "refunds" ("order_no", "partner_id", "amount_won", "reason", "requested_at", "due_on", "settled_at")
SELECT "order_no", "partner_id", "refunded_won", '환불', coalesce("cancelled_at", "created_at"),
	(coalesce("cancelled_at", "created_at") AT TIME ZONE 'Asia/Seoul')::date + CASE extract(isodow FROM coalesce("cancelled_at", "created_at") AT TIME ZONE 'Asia/Seoul')::int
		WHEN 1 THEN 3 WHEN 2 THEN 3 WHEN 3 THEN 5 WHEN 4 THEN 5 WHEN 5 THEN 5 WHEN 6 THEN 4 ELSE 3 END,
	coalesce("cancelled_at", "created_at")
FROM "orders" WHERE "refunded_won" > 0;
--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" ("order_no");
--> statement-breakpoint
CREATE INDEX "refunds_open_due_idx" ON "refunds" ("due_on") WHERE "settled_at" IS NULL;
--> statement-breakpoint
CREATE TABLE "correction_requests" (
	"request_id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL REFERENCES "partners" ("partner_id"),
	"item_code" text NOT NULL,
	"note" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"deadline_on" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"noticed_on" date,
	"closed_at" timestamp with time zone,
	"closed_reason" text
);
--> statement-breakpoint
-- One open request per partner and item.
CREATE UNIQUE INDEX "correction_requests_open_key" ON "correction_requests" ("partner_id", "item_code") WHERE "status" = 'open';
--> statement-breakpoint
CREATE INDEX "correction_requests_open_deadline_idx" ON "correction_requests" ("deadline_on") WHERE "status" = 'open';
