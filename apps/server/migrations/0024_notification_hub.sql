-- The notification hub: the outbox becomes the inbox, one delivery per channel, preferences, push.
ALTER TABLE "notification_outbox" ALTER COLUMN "partner_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "audience" text DEFAULT 'partner' NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_outbox" ALTER COLUMN "audience" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_outbox" ALTER COLUMN "title" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_outbox" RENAME COLUMN "sent_at" TO "dispatched_at";--> statement-breakpoint
ALTER TABLE "notification_outbox" DROP COLUMN "attempts";--> statement-breakpoint
ALTER TABLE "notification_outbox" DROP COLUMN "last_error";--> statement-breakpoint
DROP INDEX "notification_outbox_unsent_idx";--> statement-breakpoint
-- Rows of the first outbox were sent already: they keep their text, under the hub's kind names.
UPDATE "notification_outbox" SET "kind" = CASE "kind"
  WHEN 'before_execution' THEN 'billing.upcoming'
  WHEN 'charge_failed' THEN 'billing.failed'
  WHEN 'unpaid' THEN 'billing.unpaid'
  WHEN 'card_refused' THEN 'billing.card_refused'
  WHEN 'price_change' THEN 'billing.price_change'
  WHEN 'ad_sold_out' THEN 'billing.ad_sold_out'
  ELSE "kind" END,
  "title" = '정기결제 안내', "payload" = '{}'::jsonb, "dispatched_at" = coalesce("dispatched_at", now());--> statement-breakpoint
CREATE INDEX "notification_outbox_undispatched_idx" ON "notification_outbox" USING btree ("notification_id") WHERE "dispatched_at" is null;--> statement-breakpoint
CREATE INDEX "notification_outbox_inbox_idx" ON "notification_outbox" USING btree ("partner_id", "notification_id");--> statement-breakpoint
CREATE TABLE "notification_deliveries" (
	"delivery_id" bigserial PRIMARY KEY NOT NULL,
	"notification_id" integer NOT NULL REFERENCES "notification_outbox"("notification_id"),
	"channel" text NOT NULL,
	"status" text NOT NULL,
	"recipient_masked" text,
	"not_before" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"generation" smallint DEFAULT 0 NOT NULL,
	"answer" text,
	"fallback" text,
	"provider_message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "notification_deliveries_once" UNIQUE("notification_id", "channel")
);--> statement-breakpoint
CREATE INDEX "notification_deliveries_due_idx" ON "notification_deliveries" USING btree ("not_before") WHERE "status" in ('pending', 'held', 'sending');--> statement-breakpoint
CREATE INDEX "notification_deliveries_recent_idx" ON "notification_deliveries" USING btree ("delivery_id");--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"partner_id" integer PRIMARY KEY NOT NULL REFERENCES "partners"("partner_id"),
	"channels" jsonb NOT NULL,
	"quiet_start" text,
	"quiet_end" text,
	"marketing_agreed_at" timestamp with time zone,
	"marketing_version" smallint,
	"night_agreed_at" timestamp with time zone,
	"night_version" smallint,
	"updated_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"subscription_id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL REFERENCES "partners"("partner_id"),
	"endpoint" text NOT NULL UNIQUE,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "push_subscriptions_partner_idx" ON "push_subscriptions" USING btree ("partner_id");--> statement-breakpoint
-- Every new notification wakes the dispatchers of all instances once its transaction commits
-- (NOTIFY is delivered at commit, never for a rolled-back event).
CREATE FUNCTION "notification_outbox_wake"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('notification_outbox', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "notification_outbox_wake" AFTER INSERT ON "notification_outbox"
  FOR EACH STATEMENT EXECUTE FUNCTION "notification_outbox_wake"();
