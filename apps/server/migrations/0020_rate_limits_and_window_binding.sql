DROP TABLE "rate_limit_hits";--> statement-breakpoint
CREATE TABLE "rate_limit_windows" (
	"bucket" text NOT NULL,
	"key_hash" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "rate_limit_windows_pk" PRIMARY KEY("bucket","key_hash","window_start")
);
--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "return_key" text;
