-- Withdrawal, retention and idle logout (issue #40 §3).
-- The last authenticated activity of a session: a refresh after 60 idle minutes is refused.
ALTER TABLE "sessions" ADD COLUMN "last_active_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "sessions" SET "last_active_at" = "created_at";
--> statement-breakpoint
-- A withdrawn account: the anonymised member and partner, and the keyed hashes (HMAC) of the CEO's DI
-- and business number for the re-join check, kept 5 years (spec §9). The new account of a re-join links here.
CREATE TABLE "withdrawn_accounts" (
	"withdrawal_no" serial PRIMARY KEY NOT NULL,
	"member_no" integer NOT NULL REFERENCES "members"("member_no"),
	"partner_id" integer NOT NULL REFERENCES "partners"("partner_id"),
	"identity_hash" text,
	"biz_no_hash" text NOT NULL,
	"withdrawn_at" timestamp with time zone NOT NULL,
	"rejoined_member_no" integer REFERENCES "members"("member_no"),
	"rejoined_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "withdrawn_accounts_identity_idx" ON "withdrawn_accounts" ("identity_hash");
--> statement-breakpoint
CREATE INDEX "withdrawn_accounts_biz_no_idx" ON "withdrawn_accounts" ("biz_no_hash");
--> statement-breakpoint
-- The daily destruction run: one row per Seoul day, claimed by the instance that runs it.
CREATE TABLE "retention_runs" (
	"run_date" date PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
