CREATE TABLE "audit_log" (
	"audit_id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_member_no" integer,
	"actor_label" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"before" jsonb,
	"after" jsonb,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "staff_accounts" (
	"member_no" integer PRIMARY KEY NOT NULL,
	"roles" text[] NOT NULL,
	"totp_secret_sealed" text,
	"totp_last_step" bigint,
	"enrolled_at" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_automation_tokens" (
	"token_id" serial PRIMARY KEY NOT NULL,
	"member_no" integer NOT NULL,
	"token_hash" text NOT NULL,
	"label" text NOT NULL,
	"roles" text[] NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "staff_automation_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "staff_enrolments" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_no" integer NOT NULL,
	"totp_secret_sealed" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_recovery_codes" (
	"code_id" serial PRIMARY KEY NOT NULL,
	"member_no" integer NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "staff_recovery_codes_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_member_no_members_member_no_fk" FOREIGN KEY ("actor_member_no") REFERENCES "public"."members"("member_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD CONSTRAINT "staff_accounts_member_no_members_member_no_fk" FOREIGN KEY ("member_no") REFERENCES "public"."members"("member_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD CONSTRAINT "staff_accounts_created_by_members_member_no_fk" FOREIGN KEY ("created_by") REFERENCES "public"."members"("member_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_automation_tokens" ADD CONSTRAINT "staff_automation_tokens_member_no_members_member_no_fk" FOREIGN KEY ("member_no") REFERENCES "public"."members"("member_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_automation_tokens" ADD CONSTRAINT "staff_automation_tokens_created_by_members_member_no_fk" FOREIGN KEY ("created_by") REFERENCES "public"."members"("member_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_enrolments" ADD CONSTRAINT "staff_enrolments_member_no_members_member_no_fk" FOREIGN KEY ("member_no") REFERENCES "public"."members"("member_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_recovery_codes" ADD CONSTRAINT "staff_recovery_codes_member_no_members_member_no_fk" FOREIGN KEY ("member_no") REFERENCES "public"."members"("member_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_member_no","at");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "staff_automation_tokens_member_idx" ON "staff_automation_tokens" USING btree ("member_no");--> statement-breakpoint
CREATE INDEX "staff_enrolments_member_idx" ON "staff_enrolments" USING btree ("member_no");--> statement-breakpoint
CREATE INDEX "staff_recovery_codes_member_idx" ON "staff_recovery_codes" USING btree ("member_no");--> statement-breakpoint
-- Staff who existed before roles keep what they could do (operations and content) and must enrol a
-- second factor before they can sign in again (`npm run staff-admin -- enrolment-link <member_id>`).
INSERT INTO "staff_accounts" ("member_no", "roles")
SELECT "member_no", ARRAY['operations', 'content']::text[] FROM "members" WHERE "role" = 'staff';
--> statement-breakpoint
-- The staff_actions rows become the first rows of the audit log.
INSERT INTO "audit_log" ("at", "actor_member_no", "actor_label", "action", "target_type", "target_id", "after")
SELECT a."created_at", a."staff_member_no", m."member_id", a."action",
  CASE WHEN a."order_no" IS NOT NULL THEN 'order' ELSE split_part(a."target", ':', 1) END,
  COALESCE(a."order_no", split_part(a."target", ':', 2)),
  jsonb_strip_nulls(jsonb_build_object('amount_won', a."amount_won", 'note', a."note"))
FROM "staff_actions" a JOIN "members" m ON m."member_no" = a."staff_member_no"
ORDER BY a."action_id";
--> statement-breakpoint
DROP TABLE "staff_actions";
--> statement-breakpoint
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_change" BEFORE UPDATE OR DELETE ON "audit_log"
FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
