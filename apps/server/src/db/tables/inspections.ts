/**
 * Service inspections scheduled by staff: a window during which partner writes are refused (and
 * reads too unless `allow_reads`), announced to partners from `announce_from`. Ending one early moves
 * `end_at` to that moment; calling one off sets `cancelled_at`. Either way `closed_by` says who.
 */
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './auth.js';
import { createdAt } from './columns.js';

export const serviceInspections = pgTable(
  'service_inspections',
  {
    inspectionNo: serial('inspection_no').primaryKey(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    announceFrom: timestamp('announce_from', { withTimezone: true }).notNull(),
    message: text('message').notNull(),
    imageUrl: text('image_url'),
    allowReads: boolean('allow_reads').notNull().default(true),
    createdByMemberNo: integer('created_by_member_no').references(() => members.memberNo),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: text('closed_by'),
  },
  (t) => [index('service_inspections_end_idx').on(t.endAt)],
);
