CREATE TABLE "emergency_notices" (
	"emergency_no" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"link_url" text,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"publish_at" timestamp with time zone,
	"unpublished" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"event_no" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"image_url" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"in_service" boolean DEFAULT true NOT NULL,
	"cta_label" text,
	"cta_url" text,
	"publish_at" timestamp with time zone,
	"unpublished" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"faq_no" serial PRIMARY KEY NOT NULL,
	"category_no" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"publish_at" timestamp with time zone,
	"unpublished" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notice_views" (
	"notice_no" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"view_day" date NOT NULL,
	CONSTRAINT "notice_views_notice_no_partner_id_view_day_pk" PRIMARY KEY("notice_no","partner_id","view_day")
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"notice_no" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"publish_at" timestamp with time zone,
	"unpublished" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"promotion_no" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"image_url" text,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"target_grades" text[] DEFAULT '{}' NOT NULL,
	"target_audience" text DEFAULT 'all' NOT NULL,
	"cta_label" text,
	"cta_url" text,
	"publish_at" timestamp with time zone,
	"unpublished" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_actions" ALTER COLUMN "order_no" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_actions" ALTER COLUMN "amount_won" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_actions" ADD COLUMN "target" text;--> statement-breakpoint
ALTER TABLE "notice_views" ADD CONSTRAINT "notice_views_notice_no_notices_notice_no_fk" FOREIGN KEY ("notice_no") REFERENCES "public"."notices"("notice_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_views" ADD CONSTRAINT "notice_views_partner_id_partners_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("partner_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "faqs_category_idx" ON "faqs" USING btree ("category_no","sort_order");--> statement-breakpoint
CREATE INDEX "notices_publish_idx" ON "notices" USING btree ("publish_at");