/**
 * The messaging sandbox's books (platform/notifications): what the embedded alimtalk and e-mail
 * sandboxes accepted, as a provider's message log holds it. Journeys and the bench read it through
 * `GET /notification-sandbox/messages`. The message key is deliberately not unique: a message sent
 * twice is recorded twice, which is what the bench counts.
 */
import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { NotificationChannel } from '@partner-portal/contract/notifications-constants';

export const messagingSandboxMessages = pgTable(
  'messaging_sandbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').$type<NotificationChannel>().notNull(),
    /** The hub's message key (`n<notification>-<channel>-g<generation>`). */
    messageKey: text('message_key').notNull(),
    /** Alimtalk: the approved template's code. */
    templateCode: text('template_code'),
    /** The phone number (digits) or e-mail address; sandbox data only, never logged. */
    recipient: text('recipient').notNull(),
    /** E-mail: the subject. */
    subject: text('subject'),
    text: text('text').notNull(),
    /** Alimtalk: `sms` / `lms` when the number is not on KakaoTalk. */
    fallback: text('fallback').$type<'sms' | 'lms'>(),
    providerMessageId: text('provider_message_id').notNull(),
    /** What the sandbox answered, as the delivery log shows it. */
    answer: text('answer').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('messaging_sandbox_messages_key_idx').on(t.messageKey),
    index('messaging_sandbox_messages_recipient_idx').on(t.recipient, t.id),
  ],
);
