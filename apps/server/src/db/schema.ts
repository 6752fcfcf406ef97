/** Database schema (PostgreSQL dialect, shared by PGlite and PostgreSQL). Times are UTC `timestamptz`. */

import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The provider's staff who look after partners (no screens; assigned to partners). */
export const managers = pgTable('managers', {
  managerId: serial('manager_id').primaryKey(),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  email: text('email'),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

export const members = pgTable('members', {
  memberNo: serial('member_no').primaryKey(),
  memberId: text('member_id').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  name: text('name').notNull(),
  role: text('role', { enum: ['partner', 'staff'] }).notNull().default('partner'),
  status: text('status', { enum: ['active', 'suspended', 'withdrawn'] }).notNull().default('active'),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: createdAt(),
});

export const partners = pgTable(
  'partners',
  {
    partnerId: serial('partner_id').primaryKey(),
    memberNo: integer('member_no')
      .notNull()
      .unique()
      .references(() => members.memberNo),
    partnerName: text('partner_name').notNull(),
    ceoName: text('ceo_name').notNull(),
    phoneNo: text('phone_no').notNull(),
    /** Digits only, 10 characters. */
    bizNo: text('biz_no').notNull(),
    taxBillEmail: text('tax_bill_email').notNull(),
    logo: text('logo'),
    partnerGrade: text('partner_grade').notNull().default('NORMAL'),
    managerId: integer('manager_id').references(() => managers.managerId),
    joinChannel: smallint('join_channel').notNull(),
    /** The referrer's member number (sign-up through /h/{hunter}). */
    hunterNo: integer('hunter_no').references(() => members.memberNo),
    agreementMarketing: boolean('agreement_marketing').notNull().default(false),
    paymentAgreement: boolean('payment_agreement').notNull().default(false),
    periodicPayment: boolean('periodic_payment').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('partners_biz_no_key').on(t.bizNo), index('partners_manager_idx').on(t.managerId)],
);

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

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    account: text('account').notNull(),
    succeeded: boolean('succeeded').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_attempts_account_idx').on(t.account, t.attemptedAt)],
);

export const accountLocks = pgTable('account_locks', {
  account: text('account').primaryKey(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
});

/** Hits of per-address limits; the address is stored as a keyed hash, never in clear. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bucket: text('bucket').notNull(),
    keyHash: text('key_hash').notNull(),
    hitAt: timestamp('hit_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_key_idx').on(t.bucket, t.keyHash, t.hitAt)],
);

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

export const inquiries = pgTable('partnership_inquiries', {
  inquiryNo: serial('inquiry_no').primaryKey(),
  companyName: text('company_name').notNull(),
  contactName: text('contact_name').notNull(),
  phoneNo: text('phone_no').notNull(),
  email: text('email'),
  region: text('region').notNull(),
  message: text('message').notNull(),
  status: text('status', { enum: ['new', 'contacted', 'closed'] }).notNull().default('new'),
  createdAt: createdAt(),
});

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

