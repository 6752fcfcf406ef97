CREATE TABLE "plan_price_agreements" (
	"change_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"agreed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_price_changes" (
	"change_id" serial PRIMARY KEY NOT NULL,
	"product_key" text NOT NULL,
	"new_price_won" integer NOT NULL,
	"effective_from" date NOT NULL,
	"announced_at" timestamp with time zone NOT NULL,
	"announced_by" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plan_price_agreements" ADD CONSTRAINT "plan_price_agreements_change_id_plan_price_changes_change_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."plan_price_changes"("change_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_price_agreements" ADD CONSTRAINT "plan_price_agreements_partner_id_partners_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("partner_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_price_changes" ADD CONSTRAINT "plan_price_changes_product_key_plan_products_product_key_fk" FOREIGN KEY ("product_key") REFERENCES "public"."plan_products"("product_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_price_changes" ADD CONSTRAINT "plan_price_changes_announced_by_members_member_no_fk" FOREIGN KEY ("announced_by") REFERENCES "public"."members"("member_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_price_agreements_change_partner" ON "plan_price_agreements" USING btree ("change_id","partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_price_changes_product_day" ON "plan_price_changes" USING btree ("product_key","effective_from");