-- Issue #40 §4: settings admins edit (the bank-transfer account, until now a constant in code) and
-- the staff desks' state of consultation requests and partnership inquiries (one row per request).
CREATE TABLE "portal_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer REFERENCES "members"("member_no")
);
--> statement-breakpoint
INSERT INTO "portal_settings" ("key", "value") VALUES ('bank_account',
	'{"bank_name": "KB국민은행", "account_number": "469801-01-284731", "account_holder": "주식회사 리모델링마켓"}'::jsonb);
--> statement-breakpoint
CREATE TABLE "desk_requests" (
	"request_id" serial PRIMARY KEY NOT NULL,
	"consultation_no" integer UNIQUE REFERENCES "plan_consultations"("consultation_no") ON DELETE CASCADE,
	"inquiry_no" integer UNIQUE REFERENCES "partnership_inquiries"("inquiry_no") ON DELETE CASCADE,
	"status" text DEFAULT 'new' NOT NULL,
	"assignee_member_no" integer REFERENCES "members"("member_no"),
	"note" text DEFAULT '' NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "desk_requests_one_source" CHECK (("consultation_no" IS NULL) <> ("inquiry_no" IS NULL))
);
--> statement-breakpoint
-- Open first, oldest first: the desks' order.
CREATE INDEX "desk_requests_queue_idx" ON "desk_requests" (("status" = 'done'), "received_at", "request_id");
--> statement-breakpoint
INSERT INTO "desk_requests" ("consultation_no", "received_at", "updated_at")
	SELECT "consultation_no", "created_at", "created_at" FROM "plan_consultations";
--> statement-breakpoint
INSERT INTO "desk_requests" ("inquiry_no", "status", "received_at", "updated_at")
	SELECT "inquiry_no",
		CASE "status" WHEN 'contacted' THEN 'in_progress' WHEN 'closed' THEN 'done' ELSE 'new' END,
		"created_at", "created_at"
	FROM "partnership_inquiries";
--> statement-breakpoint
-- The desk keeps the state now.
ALTER TABLE "partnership_inquiries" DROP COLUMN "status";
