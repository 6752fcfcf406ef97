/**
 * The notification outbox: a message to a partner is written in the same transaction as the event
 * that causes it, and sent later by the sender job. The dedupe key is unique, so an event replayed
 * (a second billing run, a job run twice) queues nothing more.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { partners } from './partners.js';

export const NOTIFICATION_KINDS = [
  'before_execution',
  'charge_failed',
  'unpaid',
  'card_refused',
  'price_change',
  'ad_sold_out',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    notificationId: serial('notification_id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.partnerId),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    /** The Korean text a person reads; never card numbers or personal numbers. */
    text: text('text').notNull(),
    /** Facts for a template-based channel (alimtalk variables): numbers, dates, plan names. */
    payload: jsonb('payload').$type<Record<string, string | number | null>>().notNull(),
    dedupeKey: text('dedupe_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [
    index('notification_outbox_unsent_idx')
      .on(t.notificationId)
      .where(sql`${t.sentAt} is null`),
  ],
);
