-- Notices staff mark important, and events, are announced to every partner once, when they go live.
ALTER TABLE "notices" ADD COLUMN "important" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "announced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "announced_at" timestamp with time zone;--> statement-breakpoint
-- Events live before the hub are old news: only what goes live from now on is announced.
UPDATE "events" SET "announced_at" = "publish_at" WHERE "publish_at" <= now();
