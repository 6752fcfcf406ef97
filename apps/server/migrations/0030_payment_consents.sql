-- The payment consent given on /payment (or at the recurring-payment registration): one row per
-- document agreed, with the exact version, when, and from which address and browser. Kept with the
-- order it was given for, or with the partner's recurring arrangement (order_no null).
CREATE TABLE "payment_consents" (
	"id" bigserial PRIMARY KEY,
	"partner_id" integer NOT NULL REFERENCES "partners"("partner_id"),
	"member_no" integer NOT NULL REFERENCES "members"("member_no"),
	"subject" text NOT NULL CHECK ("subject" IN ('order', 'arrangement')),
	"order_no" text REFERENCES "orders"("order_no"),
	"document_id" integer NOT NULL REFERENCES "terms_documents"("document_id"),
	"terms_type" text NOT NULL,
	"terms_version" integer NOT NULL,
	"agreed_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text,
	CONSTRAINT "payment_consents_subject_order" CHECK (("subject" = 'order') = ("order_no" IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX "payment_consents_order_idx" ON "payment_consents" ("order_no");
--> statement-breakpoint
CREATE INDEX "payment_consents_partner_idx" ON "payment_consents" ("partner_id", "agreed_at");
