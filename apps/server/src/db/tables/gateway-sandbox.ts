/** The payment sandbox's own books (NicePay-compatible simulator). */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/*
 * The NicePay sandbox (platform/gateway/sandbox): what a real PG would hold, kept in the database so
 * it survives restarts and is shared by every instance. Card numbers are never stored: a payment or a
 * billing key keeps the masked number and the test scenario its card chose.
 */
export const pgSandboxPayments = pgTable(
  'pg_sandbox_payments',
  {
    tid: text('tid').primaryKey(),
    orderId: text('order_id').notNull(),
    /** Set when the payment was charged on a billing key. */
    bid: text('bid'),
    scenario: text('scenario').notNull(),
    status: text('status', {
      enum: ['ready', 'paid', 'failed', 'cancelled', 'partialCancelled', 'expired'],
    }).notNull(),
    resultCode: text('result_code').notNull(),
    resultMsg: text('result_msg').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAmt: bigint('balance_amt', { mode: 'number' }).notNull(),
    goodsName: text('goods_name').notNull(),
    cardCode: text('card_code').notNull(),
    cardName: text('card_name').notNull(),
    cardNum: text('card_num').notNull(),
    cardType: text('card_type', { enum: ['credit', 'check'] }).notNull(),
    cardQuota: smallint('card_quota').notNull(),
    approveNo: text('approve_no'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('pg_sandbox_payments_order_id_key').on(t.orderId)],
);

/** One full, partial or network cancel; each has its own order id, as NicePay requires. */
export const pgSandboxCancels = pgTable(
  'pg_sandbox_cancels',
  {
    cancelledTid: text('cancelled_tid').primaryKey(),
    tid: text('tid')
      .notNull()
      .references(() => pgSandboxPayments.tid),
    orderId: text('order_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('pg_sandbox_cancels_order_id_key').on(t.orderId),
    index('pg_sandbox_cancels_tid_idx').on(t.tid, t.cancelledAt),
  ],
);

export const pgSandboxBillingKeys = pgTable(
  'pg_sandbox_billing_keys',
  {
    bid: text('bid').primaryKey(),
    orderId: text('order_id').notNull(),
    tid: text('tid').notNull(),
    scenario: text('scenario').notNull(),
    cardCode: text('card_code').notNull(),
    cardName: text('card_name').notNull(),
    cardNum: text('card_num').notNull(),
    cardType: text('card_type', { enum: ['credit', 'check'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('pg_sandbox_billing_keys_order_id_key').on(t.orderId)],
);

/** Webhooks waiting to be sent; NicePay sends each once and never retries, so an attempt is final. */
export const pgSandboxWebhooks = pgTable(
  'pg_sandbox_webhooks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tid: text('tid').notNull(),
    url: text('url').notNull(),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    deliverAt: timestamp('deliver_at', { withTimezone: true }).notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }),
    /** 0 when nothing answered. */
    responseStatus: smallint('response_status'),
    /** NicePay counts a delivery only when the answer is 200 with the body `OK`. */
    delivered: boolean('delivered'),
  },
  (t) => [
    index('pg_sandbox_webhooks_due_idx')
      .on(t.deliverAt)
      .where(sql`attempted_at is null`),
  ],
);
