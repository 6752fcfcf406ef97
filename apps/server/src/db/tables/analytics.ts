/** Click events (spec §3 analytics payload). */
import { bigserial, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { members } from './auth.js';

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberNo: integer('member_no')
      .notNull()
      .references(() => members.memberNo),
    eventName: text('event_name').notNull(),
    typeName: text('type_name').notNull(),
    typeCode: text('type_code').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('analytics_events_member_idx').on(t.memberNo, t.createdAt)],
);
