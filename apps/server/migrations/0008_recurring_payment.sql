CREATE TABLE "billing_attempts" (
	"attempt_id" integer PRIMARY KEY NOT NULL,
	"invoice_no" integer NOT NULL,
	"card_id" integer NOT NULL,
	"charged_on" date NOT NULL,
	"counted" boolean DEFAULT true NOT NULL,
	"outcome" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_cards" (
	"card_id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"billing_key" text NOT NULL,
	"alias" text NOT NULL,
	"masked_number" text NOT NULL,
	"issuer_code" text,
	"issuer_name" text,
	"card_type" text,
	"registration_type" text NOT NULL,
	"quota" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer NOT NULL,
	"hard_declined_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone,
	"key_expired_at" timestamp with time zone,
	CONSTRAINT "billing_cards_billing_key_unique" UNIQUE("billing_key")
);
--> statement-breakpoint
CREATE TABLE "billing_invoices" (
	"invoice_no" serial PRIMARY KEY NOT NULL,
	"subscription_no" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"amount_won" integer NOT NULL,
	"order_no" text NOT NULL,
	"status" text NOT NULL,
	"rounds" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"in_flight_attempt_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "recurring_arrangements" (
	"partner_id" integer PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"terms_document_id" integer NOT NULL,
	"terms_version" integer NOT NULL,
	"agreed_at" timestamp with time zone NOT NULL,
	"alert_before_execution" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"stopped_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "renews" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "anchor_date" date;--> statement-breakpoint
ALTER TABLE "billing_attempts" ADD CONSTRAINT "billing_attempts_attempt_id_payment_attempts_attempt_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("attempt_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_attempts" ADD CONSTRAINT "billing_attempts_invoice_no_billing_invoices_invoice_no_fk" FOREIGN KEY ("invoice_no") REFERENCES "public"."billing_invoices"("invoice_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_attempts" ADD CONSTRAINT "billing_attempts_card_id_billing_cards_card_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."billing_cards"("card_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_cards" ADD CONSTRAINT "billing_cards_partner_id_partners_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("partner_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_subscription_no_subscriptions_subscription_no_fk" FOREIGN KEY ("subscription_no") REFERENCES "public"."subscriptions"("subscription_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_partner_id_partners_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("partner_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_arrangements" ADD CONSTRAINT "recurring_arrangements_partner_id_partners_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("partner_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_arrangements" ADD CONSTRAINT "recurring_arrangements_terms_document_id_terms_documents_document_id_fk" FOREIGN KEY ("terms_document_id") REFERENCES "public"."terms_documents"("document_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_attempts_card_day" ON "billing_attempts" USING btree ("invoice_no","card_id","charged_on") WHERE "billing_attempts"."counted";--> statement-breakpoint
CREATE UNIQUE INDEX "billing_cards_partner_alias" ON "billing_cards" USING btree ("partner_id","alias") WHERE "billing_cards"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "billing_cards_partner_idx" ON "billing_cards" USING btree ("partner_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_invoices_subscription_period" ON "billing_invoices" USING btree ("subscription_no","period_start");--> statement-breakpoint
CREATE INDEX "billing_invoices_due_idx" ON "billing_invoices" USING btree ("status","next_attempt_at");