CREATE TABLE "ad_slot_holds" (
	"hold_id" serial PRIMARY KEY NOT NULL,
	"pool" text NOT NULL,
	"region_sido" text NOT NULL,
	"region_sigungu" text NOT NULL,
	"month" date NOT NULL,
	"slot_no" integer NOT NULL,
	"order_no" text NOT NULL,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"line_id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"product_key" text NOT NULL,
	"name" text NOT NULL,
	"region_sido" text,
	"region_sigungu" text,
	"period_months" integer NOT NULL,
	"supply_won" integer NOT NULL,
	"vat_won" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"order_no" text PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"status" text NOT NULL,
	"method" text NOT NULL,
	"goods_name" text NOT NULL,
	"supply_won" integer NOT NULL,
	"vat_won" integer NOT NULL,
	"total_won" integer NOT NULL,
	"refunded_won" integer DEFAULT 0 NOT NULL,
	"quota" integer DEFAULT 0 NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"tid" text,
	"card_name" text,
	"card_num" text,
	"approve_no" text,
	"receipt_url" text,
	"failure_message" text,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"attempt_id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"pg_order_id" text NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"amount_won" integer NOT NULL,
	"tid" text,
	"result_code" text,
	"result_message" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_attempts_pg_order_id_unique" UNIQUE("pg_order_id")
);
--> statement-breakpoint
CREATE TABLE "plan_products" (
	"product_key" text PRIMARY KEY NOT NULL,
	"code" smallint NOT NULL,
	"name" text NOT NULL,
	"tier_order" integer NOT NULL,
	"price_won" integer NOT NULL,
	"period_months" integer DEFAULT 1 NOT NULL,
	"recommend" boolean DEFAULT false NOT NULL,
	"budget_cap" bigint,
	"customer_budget" text,
	"construction_area" text,
	"active_construction_type" text,
	"construction_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"ad_code" text,
	"slots_per_district" integer,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"subscription_no" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"product_key" text NOT NULL,
	"region_sido" text,
	"region_sigungu" text,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ad_slot_holds" ADD CONSTRAINT "ad_slot_holds_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_key_plan_products_product_key_fk" FOREIGN KEY ("product_key") REFERENCES "public"."plan_products"("product_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_partner_id_partners_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("partner_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_partner_id_partners_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("partner_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_product_key_plan_products_product_key_fk" FOREIGN KEY ("product_key") REFERENCES "public"."plan_products"("product_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ad_slot_holds_slot_key" ON "ad_slot_holds" USING btree ("pool","region_sido","region_sigungu","month","slot_no");--> statement-breakpoint
CREATE INDEX "ad_slot_holds_order_idx" ON "ad_slot_holds" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_partner_idempotency_key" ON "orders" USING btree ("partner_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_partner_created_idx" ON "orders" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");--> statement-breakpoint
CREATE INDEX "payment_attempts_order_idx" ON "payment_attempts" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "payment_attempts_state_idx" ON "payment_attempts" USING btree ("state");--> statement-breakpoint
CREATE INDEX "subscriptions_partner_idx" ON "subscriptions" USING btree ("partner_id","period_end");