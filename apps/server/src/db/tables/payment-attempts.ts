/**
 * The payment-attempt ledger: every call to the card gateway, one-off payments and renewals alike,
 * committed before the call and settled after it (or by reconciliation), so nothing is charged twice.
 */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders.js';

/** Every call to the gateway about an order: written before the call, settled after (or by reconciliation). */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    attemptId: serial('attempt_id').primaryKey(),
    orderNo: text('order_no')
      .notNull()
      .references(() => orders.orderNo),
    /** The orderId the gateway sees: unique per attempt. */
    pgOrderId: text('pg_order_id').notNull().unique(),
    kind: text('kind', { enum: ['window', 'cancel', 'net_cancel', 'billing'] }).notNull(),
    state: text('state', {
      enum: ['created', 'pending', 'succeeded', 'failed', 'unknown', 'reconciled'],
    }).notNull(),
    amountWon: integer('amount_won').notNull(),
    tid: text('tid'),
    resultCode: text('result_code'),
    resultMessage: text('result_message'),
    /** Window attempts: the random key in their return URL; a return without it is not this window's. */
    returnKey: text('return_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('payment_attempts_order_idx').on(t.orderNo), index('payment_attempts_state_idx').on(t.state)],
);
