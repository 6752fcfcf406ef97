CREATE TABLE "plan_applications" (
	"application_no" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"items" jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"order_no" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_consultations" (
	"consultation_no" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"plan_code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plan_applications" ADD CONSTRAINT "plan_applications_partner_id_partners_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("partner_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_applications" ADD CONSTRAINT "plan_applications_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_consultations" ADD CONSTRAINT "plan_consultations_partner_id_partners_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("partner_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_consultations" ADD CONSTRAINT "plan_consultations_plan_code_plan_products_product_key_fk" FOREIGN KEY ("plan_code") REFERENCES "public"."plan_products"("product_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_applications_one_open" ON "plan_applications" USING btree ("partner_id") WHERE "plan_applications"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "plan_consultations_partner_plan" ON "plan_consultations" USING btree ("partner_id","plan_code");