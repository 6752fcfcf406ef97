-- The embedded messaging sandbox's log of accepted alimtalk/SMS and e-mail messages
-- (db/tables/messaging-sandbox.ts). No unique key on message_key: a duplicate send shows as two rows.
CREATE TABLE "messaging_sandbox_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"message_key" text NOT NULL,
	"template_code" text,
	"recipient" text NOT NULL,
	"subject" text,
	"text" text NOT NULL,
	"fallback" text,
	"provider_message_id" text NOT NULL,
	"answer" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "messaging_sandbox_messages_key_idx" ON "messaging_sandbox_messages" USING btree ("message_key");--> statement-breakpoint
CREATE INDEX "messaging_sandbox_messages_recipient_idx" ON "messaging_sandbox_messages" USING btree ("recipient","id");
