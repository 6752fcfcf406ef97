/** The embedded tax-invoice provider's own table (platform/tax-invoice/tax-invoice-sandbox.ts). */
import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** What the embedded sandbox provider issued, by document key (the provider refuses a key twice). */
export const taxSandboxIssues = pgTable('tax_invoice_sandbox', {
  documentKey: text('document_key').primaryKey(),
  serial: serial('serial').notNull(),
  kind: text('kind').notNull(),
  approvalNo: text('approval_no').notNull(),
  recipientNumber: text('recipient_number').notNull(),
  totalWon: integer('total_won').notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
});
