/** Legal texts by type and version, and who agreed to which. */
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { members } from './auth.js';

export const termsDocuments = pgTable(
  'terms_documents',
  {
    documentId: serial('document_id').primaryKey(),
    type: text('type').notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    body: text('body').notNull(),
    requiredForSignup: boolean('required_for_signup').notNull().default(false),
    createdAt: createdAt(),
    /** When a staff-scheduled version takes effect; null: in force since it was published. */
    effectiveFrom: timestamp('effective_from', { withTimezone: true }),
    /** What changed, in Korean, as the banner and the notice show it (staff-scheduled versions). */
    changeSummary: text('change_summary'),
    /** A change against the partner (불리한 변경): in the paid terms, announced 30 days ahead. */
    disadvantageous: boolean('disadvantageous').notNull().default(false),
    scheduledBy: text('scheduled_by'),
    /** A scheduled version called off before its date: never current, never shown. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by'),
  },
  (t) => [uniqueIndex('terms_documents_type_version_key').on(t.type, t.version)],
);

export const termsAgreements = pgTable(
  'terms_agreements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberNo: integer('member_no')
      .notNull()
      .references(() => members.memberNo),
    documentId: integer('document_id')
      .notNull()
      .references(() => termsDocuments.documentId),
    channel: text('channel').notNull(),
    agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('terms_agreements_member_idx').on(t.memberNo)],
);
