CREATE TABLE "partner_product_managers" (
	"partner_id" integer NOT NULL,
	"product" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	CONSTRAINT "partner_product_managers_partner_id_product_pk" PRIMARY KEY("partner_id","product")
);
--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "business_type" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "business_item" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "postcode" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "address_detail" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "company_phone" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "introduction" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "ceo_identity_di" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "founded_year" integer;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "staff_count" integer;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "licenses" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "warranty_months" integer;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "insurance_company" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "homepage_url" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "construction_types" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "service_regions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "budget_min" integer;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "budget_max" integer;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "min_area" integer;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "bank_code" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "account_holder" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "account_number_encrypted" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "account_last4" text;--> statement-breakpoint
ALTER TABLE "partner_product_managers" ADD CONSTRAINT "partner_product_managers_partner_id_partners_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("partner_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partners_ceo_identity_di_key" ON "partners" USING btree ("ceo_identity_di");