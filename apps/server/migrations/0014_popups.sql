CREATE TABLE "popups" (
	"popup_no" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"image" jsonb,
	"buttons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"placement" text NOT NULL,
	"audience" text DEFAULT 'all' NOT NULL,
	"audience_grades" text[] DEFAULT '{}' NOT NULL,
	"visible" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"priority" integer DEFAULT 100 NOT NULL,
	"offers_hide_today" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "popups" ADD CONSTRAINT "popups_created_by_members_member_no_fk" FOREIGN KEY ("created_by") REFERENCES "public"."members"("member_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popups" ADD CONSTRAINT "popups_updated_by_members_member_no_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."members"("member_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "popups_window_idx" ON "popups" USING btree ("placement","starts_at");--> statement-breakpoint
ALTER TABLE "popups" ADD CONSTRAINT "popups_kind_check" CHECK ("kind" in ('image', 'text', 'notice', 'plan_join', 'chat'));--> statement-breakpoint
ALTER TABLE "popups" ADD CONSTRAINT "popups_placement_check" CHECK ("placement" in ('intro', 'main', 'payment'));--> statement-breakpoint
ALTER TABLE "popups" ADD CONSTRAINT "popups_audience_check" CHECK ("audience" in ('all', 'ad', 'grades', 'no_renewal'));--> statement-breakpoint
ALTER TABLE "popups" ADD CONSTRAINT "popups_window_check" CHECK ("ends_at" is null or "ends_at" > "starts_at");
