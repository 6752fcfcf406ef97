DROP TABLE "login_attempts";--> statement-breakpoint
DROP TABLE "account_locks";--> statement-breakpoint
CREATE TABLE "login_backoffs" (
	"account" text NOT NULL,
	"source" text NOT NULL,
	"failures" integer NOT NULL,
	"last_attempt_at" timestamp with time zone NOT NULL,
	"next_attempt_at" timestamp with time zone,
	CONSTRAINT "login_backoffs_pk" PRIMARY KEY("account","source")
);
