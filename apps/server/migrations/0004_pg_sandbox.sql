CREATE TABLE "pg_sandbox_billing_keys" (
	"bid" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"tid" text NOT NULL,
	"scenario" text NOT NULL,
	"card_code" text NOT NULL,
	"card_name" text NOT NULL,
	"card_num" text NOT NULL,
	"card_type" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pg_sandbox_cancels" (
	"cancelled_tid" text PRIMARY KEY NOT NULL,
	"tid" text NOT NULL,
	"order_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"cancelled_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pg_sandbox_payments" (
	"tid" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"bid" text,
	"scenario" text NOT NULL,
	"status" text NOT NULL,
	"result_code" text NOT NULL,
	"result_msg" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_amt" bigint NOT NULL,
	"goods_name" text NOT NULL,
	"card_code" text NOT NULL,
	"card_name" text NOT NULL,
	"card_num" text NOT NULL,
	"card_type" text NOT NULL,
	"card_quota" smallint NOT NULL,
	"approve_no" text,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pg_sandbox_webhooks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tid" text NOT NULL,
	"url" text NOT NULL,
	"body" jsonb NOT NULL,
	"deliver_at" timestamp with time zone NOT NULL,
	"attempted_at" timestamp with time zone,
	"response_status" smallint,
	"delivered" boolean
);
--> statement-breakpoint
ALTER TABLE "pg_sandbox_cancels" ADD CONSTRAINT "pg_sandbox_cancels_tid_pg_sandbox_payments_tid_fk" FOREIGN KEY ("tid") REFERENCES "public"."pg_sandbox_payments"("tid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pg_sandbox_billing_keys_order_id_key" ON "pg_sandbox_billing_keys" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pg_sandbox_cancels_order_id_key" ON "pg_sandbox_cancels" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "pg_sandbox_cancels_tid_idx" ON "pg_sandbox_cancels" USING btree ("tid","cancelled_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pg_sandbox_payments_order_id_key" ON "pg_sandbox_payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "pg_sandbox_webhooks_due_idx" ON "pg_sandbox_webhooks" USING btree ("deliver_at") WHERE attempted_at is null;