/**
 * The notification hub (features/notifications/README.md). A notification is written to the outbox
 * in the same transaction as the event that causes it; the dispatcher turns it into one delivery per
 * channel the recipient chose, and each delivery is sent exactly once. The outbox row is also the
 * partner's inbox item.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type {
  DeliveryStatus,
  NotificationChannel,
  NotificationKind,
} from '@partner-portal/contract/notifications-constants';
import { partners } from './partners.js';
import { createdAt } from './columns.js';

export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    notificationId: serial('notification_id').primaryKey(),
    /** The partner told; null for a staff notification (`audience` = staff). */
    partnerId: integer('partner_id').references(() => partners.partnerId),
    audience: text('audience', { enum: ['partner', 'staff'] }).notNull(),
    kind: text('kind').$type<NotificationKind>().notNull(),
    /** Filled from the kind's template when queued: what the inbox shows. Never card or personal numbers. */
    title: text('title').notNull(),
    text: text('text').notNull(),
    /** The portal path it is about, or null. */
    link: text('link'),
    /** The template's variables (`#{변수}` → value), kept for the alimtalk channel. */
    payload: jsonb('payload').$type<Record<string, string>>().notNull(),
    dedupeKey: text('dedupe_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When the dispatcher created its deliveries; null while it waits. */
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notification_outbox_undispatched_idx')
      .on(t.notificationId)
      .where(sql`${t.dispatchedAt} is null`),
    index('notification_outbox_inbox_idx').on(t.partnerId, t.notificationId),
  ],
);

/**
 * One channel's delivery of a notification. `generation` grows with each staff resend, so the key
 * the provider sees (`messageKey`) is new for a resend and the same for a retry.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    deliveryId: bigserial('delivery_id', { mode: 'number' }).primaryKey(),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notificationOutbox.notificationId),
    channel: text('channel').$type<NotificationChannel>().notNull(),
    status: text('status').$type<DeliveryStatus>().notNull(),
    /** Masked at write time: 010-****-5678, h***@example.com, or "브라우저 2대". */
    recipientMasked: text('recipient_masked'),
    /** Not sent before: quiet hours, the marketing night rule, or the back-off after a failure. */
    notBefore: timestamp('not_before', { withTimezone: true }).notNull(),
    /** While `sending`: when another instance may take it over (the sender crashed). */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    generation: smallint('generation').notNull().default(0),
    /** The provider's answer, or why it was not sent. */
    answer: text('answer'),
    /** `sms` / `lms` when alimtalk failed over to a text message. */
    fallback: text('fallback'),
    providerMessageId: text('provider_message_id'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    unique('notification_deliveries_once').on(t.notificationId, t.channel),
    index('notification_deliveries_due_idx')
      .on(t.notBefore)
      .where(sql`${t.status} in ('pending', 'held', 'sending')`),
    index('notification_deliveries_recent_idx').on(t.deliveryId),
  ],
);

/** A partner's 알림 설정; no row means the catalogue's defaults and no consents. */
export const notificationPreferences = pgTable('notification_preferences', {
  partnerId: integer('partner_id')
    .primaryKey()
    .references(() => partners.partnerId),
  /** Kind → channels on; kinds absent take their defaults. */
  channels: jsonb('channels').$type<Partial<Record<NotificationKind, NotificationChannel[]>>>().notNull(),
  /** Seoul wall times `HH:mm`; both null when the partner set none. */
  quietStart: text('quiet_start'),
  quietEnd: text('quiet_end'),
  marketingAgreedAt: timestamp('marketing_agreed_at', { withTimezone: true }),
  marketingVersion: smallint('marketing_version'),
  nightAgreedAt: timestamp('night_agreed_at', { withTimezone: true }),
  nightVersion: smallint('night_version'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** A browser's push subscription (Web Push); a 404 or 410 from its push service removes it. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    subscriptionId: serial('subscription_id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.partnerId),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('push_subscriptions_partner_idx').on(t.partnerId)],
);
