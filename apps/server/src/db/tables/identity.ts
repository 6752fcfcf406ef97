/** Identity-verification requests (NICE or its sandbox). */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './auth.js';
import { IDENTITY_PURPOSES } from '@partner-portal/contract/identity-constants';

/**
 * One identity verification (NICE flow): created when the window opens, completed by the provider's
 * return, consumed once by sign-up, a CEO phone change, find-ID or a password reset. Only what the business needs is kept:
 * name, mobile number, DI and whether the person is a minor (no CI, no birth date).
 */
export const identityRequests = pgTable(
  'identity_requests',
  {
    requestNo: text('request_no').primaryKey(),
    purpose: text('purpose', { enum: IDENTITY_PURPOSES }).notNull(),
    memberNo: integer('member_no').references(() => members.memberNo),
    /** SHA-256 of the browser-binding cookie: the result is only usable in the browser that asked. */
    bindingHash: text('binding_hash').notNull(),
    tokenVersionId: text('token_version_id').notNull().unique(),
    keysEncrypted: text('keys_encrypted').notNull(),
    status: text('status', { enum: ['pending', 'verified', 'failed', 'used'] })
      .notNull()
      .default('pending'),
    verificationTokenHash: text('verification_token_hash').unique(),
    name: text('name'),
    mobile: text('mobile'),
    di: text('di'),
    ageGroup: text('age_group', { enum: ['child', 'minor', 'adult'] }),
    failureCode: text('failure_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('identity_requests_created_idx').on(t.createdAt)],
);
