/** Staff accounts (roles, two-factor), their enrolment links, recovery codes, automation tokens and the audit log. */
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { members } from './auth.js';
import { createdAt } from './columns.js';

/**
 * A staff member (a `members` row with `role = 'staff'`): the roles they hold and their second factor.
 * The TOTP secret is sealed with the field key and never leaves the server after enrolment;
 * `totp_last_step` is the last time step accepted, so a code is never accepted twice.
 */
export const staffAccounts = pgTable('staff_accounts', {
  memberNo: integer('member_no')
    .primaryKey()
    .references(() => members.memberNo),
  roles: text('roles').array().$type<('admin' | 'operations' | 'content')[]>().notNull(),
  totpSecretSealed: text('totp_secret_sealed'),
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  /** Set when the account finished an enrolment (password, authenticator, recovery codes). */
  enrolledAt: timestamp('enrolled_at', { withTimezone: true }),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdBy: integer('created_by').references(() => members.memberNo),
  createdAt: createdAt(),
});

/**
 * A one-time enrolment link (`/staff/enrol?token=…`), kept only as a hash: 24 hours, single use. The
 * authenticator secret is generated when the link is first opened and sealed here until confirmed.
 */
export const staffEnrolments = pgTable(
  'staff_enrolments',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberNo: integer('member_no')
      .notNull()
      .references(() => members.memberNo),
    totpSecretSealed: text('totp_secret_sealed'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('staff_enrolments_member_idx').on(t.memberNo)],
);

/** Ten one-time recovery codes per enrolment, kept as hashes; `used_at` spends one. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    codeId: serial('code_id').primaryKey(),
    memberNo: integer('member_no')
      .notNull()
      .references(() => members.memberNo),
    codeHash: text('code_hash').notNull().unique(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('staff_recovery_codes_member_idx').on(t.memberNo)],
);

/**
 * Tokens an admin issues for automation (the command line in scripts, CI): they act as one staff
 * member with at most the roles named here, are shown once, kept as hashes and can be revoked.
 */
export const staffAutomationTokens = pgTable(
  'staff_automation_tokens',
  {
    tokenId: serial('token_id').primaryKey(),
    memberNo: integer('member_no')
      .notNull()
      .references(() => members.memberNo),
    tokenHash: text('token_hash').notNull().unique(),
    label: text('label').notNull(),
    roles: text('roles').array().$type<('admin' | 'operations' | 'content')[]>().notNull(),
    createdBy: integer('created_by').references(() => members.memberNo),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('staff_automation_tokens_member_idx').on(t.memberNo)],
);

/**
 * What staff did, append-only: a trigger (migration 0013) refuses UPDATE, DELETE and TRUNCATE. Who
 * (`actor_member_no`, or only `actor_label` when a sign-in names no account), the action, the record
 * acted on, its state before and after, when, and from which address and user agent.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    auditId: bigserial('audit_id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    actorMemberNo: integer('actor_member_no').references(() => members.memberNo),
    actorLabel: text('actor_label').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_idx').on(t.actorMemberNo, t.at),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);
