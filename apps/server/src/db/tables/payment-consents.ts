/** The payment consents kept with orders and recurring arrangements (migration 0030). */
import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './auth.js';
import { orders } from './orders.js';
import { partners } from './partners.js';
import { termsDocuments } from './terms.js';

export const paymentConsents = pgTable(
  'payment_consents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.partnerId),
    memberNo: integer('member_no')
      .notNull()
      .references(() => members.memberNo),
    /** An order's consent on /payment, or the recurring arrangement's (order_no null). */
    subject: text('subject', { enum: ['order', 'arrangement'] }).notNull(),
    orderNo: text('order_no').references(() => orders.orderNo),
    documentId: integer('document_id')
      .notNull()
      .references(() => termsDocuments.documentId),
    termsType: text('terms_type').notNull(),
    termsVersion: integer('terms_version').notNull(),
    agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('payment_consents_order_idx').on(t.orderNo),
    index('payment_consents_partner_idx').on(t.partnerId, t.agreedAt),
  ],
);
