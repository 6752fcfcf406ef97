/** Staff actions (audit trail of deposits and refunds). */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './auth.js';
import { orders } from './orders.js';

/** What staff did to an order (deposit confirmed, refund issued): who, when, how much, why. Kept like the orders. */
export const staffActions = pgTable(
  'staff_actions',
  {
    actionId: serial('action_id').primaryKey(),
    staffMemberNo: integer('staff_member_no')
      .notNull()
      .references(() => members.memberNo),
    action: text('action', {
      enum: ['confirm_deposit', 'refund', 'retry_renewal', 'end_renewal'],
    }).notNull(),
    orderNo: text('order_no')
      .notNull()
      .references(() => orders.orderNo),
    amountWon: integer('amount_won').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('staff_actions_order_idx').on(t.orderNo)],
);
