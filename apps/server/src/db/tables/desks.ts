/** The staff desks' state of consultation requests and partnership inquiries (features/request-desks). */
import type { DeskRequestStatus } from '@partner-portal/contract/request-desks-constants';
import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './auth.js';
import { inquiries } from './inquiries.js';
import { planConsultations } from './plans.js';

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
