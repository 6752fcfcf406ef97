-- Terms versions take effect on a date (issue #40 §2): staff schedule a version ahead with what
-- changed and whether it is against the partner; until effective_from it is neither current nor
-- required. Versions loaded from the terms folder (all existing rows) carry no date: in force since
-- they were published. A scheduled version can be called off before its date (cancelled_at).
ALTER TABLE "terms_documents"
	ADD COLUMN "effective_from" timestamp with time zone,
	ADD COLUMN "change_summary" text,
	ADD COLUMN "disadvantageous" boolean DEFAULT false NOT NULL,
	ADD COLUMN "scheduled_by" text,
	ADD COLUMN "cancelled_at" timestamp with time zone,
	ADD COLUMN "cancelled_by" text;
--> statement-breakpoint
CREATE INDEX "terms_documents_effective_from_idx" ON "terms_documents" USING btree ("effective_from")
	WHERE "effective_from" IS NOT NULL;
