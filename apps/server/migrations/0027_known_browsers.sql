-- Browsers each member has signed in from (a hash of member and browser id): a new one is news.
CREATE TABLE "known_browsers" (
	"member_no" integer NOT NULL REFERENCES "members"("member_no"),
	"browser_hash" text NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "known_browsers_pk" PRIMARY KEY("member_no","browser_hash")
);
