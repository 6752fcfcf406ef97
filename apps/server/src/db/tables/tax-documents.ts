/** Tax documents (issue #40 §1): one row per payment document and per refund document. */
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { TAX_DOCUMENT_KINDS, TAX_DOCUMENT_STATUSES } from '@partner-portal/contract/tax-documents-constants';
import { createdAt } from './columns.js';
import { orders } from './orders.js';
import { partners } from './partners.js';

/** The recipient as MyPage held it when the document was queued (a later edit does not rewrite it). */
export interface TaxRecipient {
  /** Digits only: the 사업자등록번호, or for a 현금영수증 the number it is issued to. */
  number: string;
  name: string;
  ceo: string;
  businessType: string;
  businessItem: string;
  address: string;
  email: string | null;
}

/** One row per payment document and per refund document; never deleted (kept with the payment records). */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    documentId: serial('document_id').primaryKey(),
    /** Ours, sent to the provider as its document key: derived from the order, so a retry can never issue twice. */
    documentKey: text('document_key').notNull().unique(),
    orderNo: text('order_no')
      .notNull()
      .references(() => orders.orderNo),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.partnerId),
    kind: text('kind', { enum: TAX_DOCUMENT_KINDS }).notNull(),
    status: text('status', { enum: TAX_DOCUMENT_STATUSES }).notNull().default('queued'),
    /** The document an amendment or a cancellation corrects. */
    originalId: integer('original_id'),
    goodsName: text('goods_name').notNull(),
    supplyWon: integer('supply_won').notNull(),
    vatWon: integer('vat_won').notNull(),
    totalWon: integer('total_won').notNull(),
    writeDate: date('write_date', { mode: 'string' }).notNull(),
    recipient: jsonb('recipient').$type<TaxRecipient>().notNull(),
    approvalNo: text('approval_no'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** A failure worth another try (the provider did not answer) is retried from then; null: staff decide. */
    retryAt: timestamp('retry_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // One payment gets a tax invoice or a cash receipt, never both; and one correction of it.
    uniqueIndex('tax_documents_one_per_payment')
      .on(t.orderNo)
      .where(sql`kind in ('tax_invoice', 'cash_receipt')`),
    uniqueIndex('tax_documents_one_correction')
      .on(t.orderNo)
      .where(sql`kind in ('amended_tax_invoice', 'cash_receipt_cancel')`),
    index('tax_documents_partner_month_idx').on(t.partnerId, t.writeDate),
    index('tax_documents_open_idx')
      .on(t.status)
      .where(sql`status <> 'issued'`),
  ],
);
