-- The lead inbox (issue #39): what a renovation quote needs, the partner's answers and the response
-- clock on the lead; its timeline, notes, relay number; sent quotes and their items.
ALTER TABLE "estimates"
	ADD COLUMN "product_key" text,
	ADD COLUMN "space_type" text DEFAULT '아파트' NOT NULL,
	ADD COLUMN "area_m2" numeric(9, 2) DEFAULT 0 NOT NULL,
	ADD COLUMN "rooms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	ADD COLUMN "desired_start" date,
	ADD COLUMN "description" text DEFAULT '' NOT NULL,
	ADD COLUMN "photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	ADD COLUMN "customer_name_enc" text,
	ADD COLUMN "customer_phone_enc" text,
	ADD COLUMN "status" text DEFAULT 'new' NOT NULL,
	ADD COLUMN "status_reason" text,
	ADD COLUMN "status_changed_at" timestamp with time zone,
	ADD COLUMN "due_at" timestamp with time zone,
	ADD COLUMN "first_response_at" timestamp with time zone,
	ADD COLUMN "first_response_minutes" integer,
	ADD COLUMN "viewed_at" timestamp with time zone,
	ADD COLUMN "accepted_at" timestamp with time zone,
	ADD COLUMN "reminded_at" timestamp with time zone,
	ADD COLUMN "next_contact_on" date,
	ADD COLUMN "next_contact_reminded_on" date;
--> statement-breakpoint
-- Leads recorded before the clock existed: due 4 hours after receipt, already settled as expired.
UPDATE "estimates" SET "due_at" = "received_at" + interval '4 hours', "status" = 'expired',
	"status_changed_at" = "received_at" + interval '7 days';
--> statement-breakpoint
ALTER TABLE "estimates" ALTER COLUMN "due_at" SET NOT NULL;
--> statement-breakpoint
DROP INDEX "estimates_partner_received_idx";
--> statement-breakpoint
CREATE INDEX "estimates_partner_received_idx" ON "estimates" ("partner_id", "received_at" DESC, "estimate_no" DESC);
--> statement-breakpoint
CREATE INDEX "estimates_partner_status_idx" ON "estimates" ("partner_id", "status", "received_at" DESC, "estimate_no" DESC);
--> statement-breakpoint
CREATE INDEX "estimates_unanswered_due_idx" ON "estimates" ("due_at") WHERE "status" = 'new';
--> statement-breakpoint
-- The staff desk: every partner's leads newest first, and the returns of a window of months.
CREATE INDEX "estimates_received_idx" ON "estimates" ("received_at" DESC, "estimate_no" DESC);
--> statement-breakpoint
CREATE TABLE "lead_events" (
	"event_id" bigserial PRIMARY KEY NOT NULL,
	"estimate_no" integer NOT NULL REFERENCES "estimates"("estimate_no"),
	"at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"status" text,
	"reason" text,
	"text" text
);
--> statement-breakpoint
CREATE INDEX "lead_events_lead_idx" ON "lead_events" ("estimate_no", "event_id");
--> statement-breakpoint
CREATE TABLE "lead_notes" (
	"note_no" serial PRIMARY KEY NOT NULL,
	"estimate_no" integer NOT NULL REFERENCES "estimates"("estimate_no"),
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "lead_notes_lead_idx" ON "lead_notes" ("estimate_no");
--> statement-breakpoint
CREATE TABLE "lead_relays" (
	"estimate_no" integer PRIMARY KEY NOT NULL REFERENCES "estimates"("estimate_no"),
	"relay_number" text NOT NULL,
	"provider_ref" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"quote_no" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL REFERENCES "partners"("partner_id"),
	"estimate_no" integer NOT NULL REFERENCES "estimates"("estimate_no"),
	"version" integer NOT NULL,
	"superseded_by" integer,
	"labour_won" integer NOT NULL,
	"material_won" integer NOT NULL,
	"supply_won" integer NOT NULL,
	"vat_won" integer NOT NULL,
	"total_won" integer NOT NULL,
	"valid_until" date NOT NULL,
	"payment_schedule" jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone,
	"last_opened_at" timestamp with time zone,
	"open_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_lead_version" ON "quotes" ("estimate_no", "version");
--> statement-breakpoint
CREATE INDEX "quotes_partner_idx" ON "quotes" ("partner_id", "quote_no" DESC);
--> statement-breakpoint
CREATE TABLE "quote_items" (
	"quote_no" integer NOT NULL REFERENCES "quotes"("quote_no"),
	"line_no" integer NOT NULL,
	"trade" text NOT NULL,
	"name" text NOT NULL,
	"material" text NOT NULL,
	"quantity" numeric(12, 2) NOT NULL,
	"unit" text NOT NULL,
	"labour_unit_won" integer NOT NULL,
	"material_unit_won" integer NOT NULL,
	"labour_won" integer NOT NULL,
	"material_won" integer NOT NULL,
	CONSTRAINT "quote_items_pk" PRIMARY KEY("quote_no","line_no")
);
--> statement-breakpoint
-- A new lead reaches its partner's open inboxes on every instance once its insert commits (the
-- lead stream, features/leads/lead-stream.ts): `<partner id>:<lead no>`.
CREATE FUNCTION "lead_received_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('lead_received', NEW.partner_id || ':' || NEW.estimate_no);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "lead_received_notify" AFTER INSERT ON "estimates"
  FOR EACH ROW EXECUTE FUNCTION "lead_received_notify"();
