CREATE TABLE "identity_requests" (
	"request_no" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"member_no" integer,
	"binding_hash" text NOT NULL,
	"token_version_id" text NOT NULL,
	"keys_encrypted" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"verification_token_hash" text,
	"name" text,
	"mobile" text,
	"di" text,
	"age_group" text,
	"failure_code" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	CONSTRAINT "identity_requests_token_version_id_unique" UNIQUE("token_version_id"),
	CONSTRAINT "identity_requests_verification_token_hash_unique" UNIQUE("verification_token_hash")
);
--> statement-breakpoint
ALTER TABLE "identity_requests" ADD CONSTRAINT "identity_requests_member_no_members_member_no_fk" FOREIGN KEY ("member_no") REFERENCES "public"."members"("member_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_requests_created_idx" ON "identity_requests" USING btree ("created_at");