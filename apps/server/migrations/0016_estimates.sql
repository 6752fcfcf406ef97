CREATE TABLE "estimates" (
	"estimate_no" serial PRIMARY KEY NOT NULL,
	"lead_id" text NOT NULL,
	"partner_id" integer NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"region_sido" text NOT NULL,
	"region_sigungu" text NOT NULL,
	"construction_type" text NOT NULL,
	"budget_min_won" integer,
	"budget_max_won" integer,
	"customer_name_masked" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_partner_id_partners_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("partner_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "estimates_lead_id" ON "estimates" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "estimates_partner_received_idx" ON "estimates" USING btree ("partner_id","received_at");
