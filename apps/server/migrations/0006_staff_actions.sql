CREATE TABLE "staff_actions" (
	"action_id" serial PRIMARY KEY NOT NULL,
	"staff_member_no" integer NOT NULL,
	"action" text NOT NULL,
	"order_no" text NOT NULL,
	"amount_won" integer NOT NULL,
	"note" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_actions" ADD CONSTRAINT "staff_actions_staff_member_no_members_member_no_fk" FOREIGN KEY ("staff_member_no") REFERENCES "public"."members"("member_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_actions" ADD CONSTRAINT "staff_actions_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_actions_order_idx" ON "staff_actions" USING btree ("order_no");