/** Withdrawn accounts kept for the re-join check, and the daily destruction run's claim (issue #40 §3). */
import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './auth.js';
import { partners } from './partners.js';

/** Only keyed hashes (HMAC) of the CEO's DI and the business number; destroyed after 5 years. */
export const withdrawnAccounts = pgTable(
  'withdrawn_accounts',
  {
    withdrawalNo: serial('withdrawal_no').primaryKey(),
    memberNo: integer('member_no')
      .notNull()
      .references(() => members.memberNo),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.partnerId),
    identityHash: text('identity_hash'),
    bizNoHash: text('biz_no_hash').notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }).notNull(),
    rejoinedMemberNo: integer('rejoined_member_no').references(() => members.memberNo),
    rejoinedAt: timestamp('rejoined_at', { withTimezone: true }),
  },
  (t) => [
    index('withdrawn_accounts_identity_idx').on(t.identityHash),
    index('withdrawn_accounts_biz_no_idx').on(t.bizNoHash),
  ],
);

/** One row per Seoul day: the instance that inserts it runs that day's destruction. */
export const retentionRuns = pgTable('retention_runs', {
  runDate: date('run_date', { mode: 'string' }).primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});
