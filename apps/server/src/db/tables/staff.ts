/** Staff actions (audit trail of deposits and refunds). */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './auth.js';
import { orders } from './orders.js';

/**
 * What staff did: to an order (deposit confirmed, refund issued: who, when, how much, why) or to a
 * piece of content (`target` names it, e.g. `notices:12`). Kept like the orders.
 */
export const staffActions = pgTable(
  'staff_actions',
  {
    actionId: serial('action_id').primaryKey(),
    staffMemberNo: integer('staff_member_no')
      .notNull()
      .references(() => members.memberNo),
    action: text('action', {
      enum: [
        'confirm_deposit',
        'refund',
        'retry_renewal',
        'end_renewal',
        'content_create',
        'content_update',
        'content_publish',
        'content_unpublish',
        'content_delete',
        'partner_suspend',
        'partner_resume',
      ],
    }).notNull(),
    /** The order acted on; null for a content action. */
    orderNo: text('order_no').references(() => orders.orderNo),
    /** Null for a content action. */
    amountWon: integer('amount_won'),
    /** The content acted on (`<kind>:<id>`); null for an order action. */
    target: text('target'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('staff_actions_order_idx').on(t.orderNo)],
);
