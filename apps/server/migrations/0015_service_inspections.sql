CREATE TABLE "service_inspections" (
	"inspection_no" serial PRIMARY KEY NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"announce_from" timestamp with time zone NOT NULL,
	"message" text NOT NULL,
	"image_url" text,
	"allow_reads" boolean DEFAULT true NOT NULL,
	"created_by_member_no" integer,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"closed_by" text,
	CONSTRAINT "service_inspections_window_check" CHECK ("end_at" > "start_at" AND "announce_from" <= "start_at")
);
--> statement-breakpoint
ALTER TABLE "service_inspections" ADD CONSTRAINT "service_inspections_created_by_member_no_members_member_no_fk" FOREIGN KEY ("created_by_member_no") REFERENCES "public"."members"("member_no") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "service_inspections_end_idx" ON "service_inspections" USING btree ("end_at");
