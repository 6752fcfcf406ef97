/** Members, sessions and refresh tokens, login throttling and rate limits. */
import { index, integer, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

export const members = pgTable('members', {
  memberNo: serial('member_no').primaryKey(),
  memberId: text('member_id').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  name: text('name').notNull(),
  role: text('role', { enum: ['partner', 'staff'] })
    .notNull()
    .default('partner'),
  status: text('status', { enum: ['active', 'suspended', 'withdrawn'] })
    .notNull()
    .default('active'),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: createdAt(),
});

/** A login session: one refresh-token family (RFC 9700 reuse detection revokes the whole family). */
export const sessions = pgTable(
  'sessions',
  {
    sessionId: uuid('session_id').primaryKey(),
    memberNo: integer('member_no')
      .notNull()
      .references(() => members.memberNo),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason'),
    /** The last authenticated request that was not a background poll (written at most once a minute). */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
  },
  (t) => [index('sessions_member_idx').on(t.memberNo)],
);

/** Refresh tokens are kept only as SHA-256 hashes; `used_at` marks a rotated token. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.sessionId),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/**
 * Login back-off: failures per (account, keyed hash of the client address), and one account-wide
 * row whose source is `*`. Counted and checked in one statement (login-throttle.ts).
 */
export const loginBackoffs = pgTable(
  'login_backoffs',
  {
    account: text('account').notNull(),
    source: text('source').notNull(),
    failures: integer('failures').notNull(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull(),
    /** No attempt is checked before this time; null while the failures are within the free ones. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ name: 'login_backoffs_pk', columns: [t.account, t.source] })],
);

/**
 * Hits of per-address limits, one counter per fixed window: counted and read in one statement so
 * parallel requests cannot all pass on the same count. The address is stored as a keyed hash.
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    bucket: text('bucket').notNull(),
    keyHash: text('key_hash').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [primaryKey({ name: 'rate_limit_windows_pk', columns: [t.bucket, t.keyHash, t.windowStart] })],
);

/**
 * Browsers a partner has signed in from: a hash of (member, the browser's random id cookie). A sign-in
 * from a browser not here tells the partner (security.new_sign_in). No address, no user agent.
 */
export const knownBrowsers = pgTable(
  'known_browsers',
  {
    memberNo: integer('member_no')
      .notNull()
      .references(() => members.memberNo),
    browserHash: text('browser_hash').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'known_browsers_pk', columns: [t.memberNo, t.browserHash] })],
);
