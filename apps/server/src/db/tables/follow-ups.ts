/** What staff owe partners by a date: refunds (3 business days) and corrections of required information (30 days). */
import { REQUIRED_INFO_CODES } from '@partner-portal/contract/profile-checklist';
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { orders } from './orders.js';
import { partners } from './partners.js';

/**
 * One refund of an order. A card refund is settled when the gateway cancels it; a bank transfer's is
 * paid back by staff outside the system and stays open until staff record the transfer.
 */
export const refunds = pgTable(
  'refunds',
  {
    refundId: serial('refund_id').primaryKey(),
    orderNo: text('order_no')
      .notNull()
      .references(() => orders.orderNo),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.partnerId),
    amountWon: integer('amount_won').notNull(),
    reason: text('reason').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    /** Seoul day: 3 working days after the request (spec §9). */
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderNo),
    index('refunds_open_due_idx')
      .on(t.dueOn)
      .where(sql`${t.settledAt} is null`),
  ],
);

/** Staff asked the partner to correct an item of its required information; open until corrected, withdrawn or enforced. */
export const correctionRequests = pgTable(
  'correction_requests',
  {
    requestId: serial('request_id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.partnerId),
    itemCode: text('item_code', { enum: REQUIRED_INFO_CODES }).notNull(),
    note: text('note').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    /** Seoul day the partner is suspended if still open: 30 days after the request (spec §9). */
    deadlineOn: date('deadline_on', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['open', 'withdrawn', 'enforced'] })
      .notNull()
      .default('open'),
    /** The Seoul day the notice before the deadline was queued. */
    noticedOn: date('noticed_on', { mode: 'string' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedReason: text('closed_reason'),
  },
  (t) => [
    uniqueIndex('correction_requests_open_key')
      .on(t.partnerId, t.itemCode)
      .where(sql`${t.status} = 'open'`),
    index('correction_requests_open_deadline_idx')
      .on(t.deadlineOn)
      .where(sql`${t.status} = 'open'`),
  ],
);
