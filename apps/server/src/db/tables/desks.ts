/** Settings admins edit (settings.ts), and the staff desks' state of consultation requests and partnership inquiries. */
import type { BankAccount } from '@partner-portal/contract/portal-settings-api';
import type { DeskRequestStatus } from '@partner-portal/contract/request-desks-api';
import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './auth.js';
import { inquiries } from './inquiries.js';
import { planConsultations } from './plans.js';

/** What each setting holds: the key is the row's key. */
export interface PortalSettings {
  bank_account: BankAccount;
}

export const portalSettings = pgTable('portal_settings', {
  key: text('key').$type<keyof PortalSettings>().primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => members.memberNo),
});

/** One request on a desk: exactly one of the two sources is set; it goes when its source does. */
export const deskRequests = pgTable('desk_requests', {
  requestId: serial('request_id').primaryKey(),
  consultationNo: integer('consultation_no')
    .unique()
    .references(() => planConsultations.consultationNo, { onDelete: 'cascade' }),
  inquiryNo: integer('inquiry_no')
    .unique()
    .references(() => inquiries.inquiryNo, { onDelete: 'cascade' }),
  status: text('status').$type<DeskRequestStatus>().notNull().default('new'),
  assigneeMemberNo: integer('assignee_member_no').references(() => members.memberNo),
  note: text('note').notNull().default(''),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
