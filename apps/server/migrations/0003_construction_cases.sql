CREATE TABLE "case_photos" (
	"photo_id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"case_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"is_cover" boolean DEFAULT false NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"pair_group" integer,
	"pair_role" text,
	"thumb_key" text NOT NULL,
	"medium_key" text NOT NULL,
	"large_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "construction_cases" (
	"case_id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"title" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"housing_type" text,
	"scope" text,
	"area_m2" numeric(7, 2),
	"cost_won" bigint,
	"duration_days" integer,
	"completed_on" date,
	"region_sido" text,
	"region_sigungu" text,
	"construction_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"style_tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "case_photos" ADD CONSTRAINT "case_photos_partner_id_partners_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("partner_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_photos" ADD CONSTRAINT "case_photos_case_id_construction_cases_case_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."construction_cases"("case_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "construction_cases" ADD CONSTRAINT "construction_cases_partner_id_partners_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("partner_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_photos_case_idx" ON "case_photos" USING btree ("case_id","position");--> statement-breakpoint
CREATE INDEX "case_photos_partner_idx" ON "case_photos" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "construction_cases_partner_updated_idx" ON "construction_cases" USING btree ("partner_id","updated_at","case_id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "construction_cases_partner_status_idx" ON "construction_cases" USING btree ("partner_id","status","updated_at") WHERE deleted_at is null;