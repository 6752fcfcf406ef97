/** Database schema (PostgreSQL dialect, shared by PGlite and PostgreSQL). Times are UTC `timestamptz`. */

import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  primaryKey,
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
    // MyPage tab0: business information.
    businessType: text('business_type'),
    businessItem: text('business_item'),
    postcode: text('postcode'),
    address: text('address'),
    addressDetail: text('address_detail'),
    companyPhone: text('company_phone'),
    introduction: text('introduction'),
    /** DI of the verified CEO: one verified person owns at most one partner account. */
    ceoIdentityDi: text('ceo_identity_di'),
    // tab1: additional information.
    foundedYear: integer('founded_year'),
    staffCount: integer('staff_count'),
    licenses: jsonb('licenses').$type<string[]>().notNull().default([]),
    warrantyMonths: integer('warranty_months'),
    insuranceCompany: text('insurance_company'),
    homepageUrl: text('homepage_url'),
    // tab2: preference.
    constructionTypes: jsonb('construction_types').$type<string[]>().notNull().default([]),
    serviceRegions: jsonb('service_regions').$type<{ sido: string; sigungu: string }[]>().notNull().default([]),
    budgetMin: integer('budget_min'),
    budgetMax: integer('budget_max'),
    minArea: integer('min_area'),
    // tab4: settlement. The account number is kept encrypted; only its last four digits in clear.
    bankCode: text('bank_code'),
    accountHolder: text('account_holder'),
    accountNumberEncrypted: text('account_number_encrypted'),
    accountLast4: text('account_last4'),
    paymentAgreement: boolean('payment_agreement').notNull().default(false),
    periodicPayment: boolean('periodic_payment').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('partners_biz_no_key').on(t.bizNo),
    uniqueIndex('partners_ceo_identity_di_key').on(t.ceoIdentityDi),
    index('partners_manager_idx').on(t.managerId),
  ],
);

/** tab3: the partner's responsible person per marketplace product (`{product}_manager_name/phone`). */
export const partnerProductManagers = pgTable(
  'partner_product_managers',
  {
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.partnerId),
    product: text('product').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.product] })],
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


/**
 * One identity verification (NICE flow): created when the window opens, completed by the provider's
 * return, consumed once by sign-up or a CEO phone change. Only what the business needs is kept:
 * name, mobile number, DI and whether the person is a minor (no CI, no birth date).
 */
export const identityRequests = pgTable(
  'identity_requests',
  {
    requestNo: text('request_no').primaryKey(),
    purpose: text('purpose', { enum: ['signup', 'phone-change'] }).notNull(),
    memberNo: integer('member_no').references(() => members.memberNo),
    /** SHA-256 of the browser-binding cookie: the result is only usable in the browser that asked. */
    bindingHash: text('binding_hash').notNull(),
    tokenVersionId: text('token_version_id').notNull().unique(),
    keysEncrypted: text('keys_encrypted').notNull(),
    status: text('status', { enum: ['pending', 'verified', 'failed', 'used'] }).notNull().default('pending'),
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

/** A construction case of a partner's portfolio. Deleting is soft: `deleted_at` hides it everywhere. */
export const constructionCases = pgTable(
  'construction_cases',
  {
    caseId: serial('case_id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.partnerId),
    title: text('title').notNull(),
    status: text('status', { enum: ['draft', 'published', 'hidden'] }).notNull().default('draft'),
    housingType: text('housing_type'),
    scope: text('scope', { enum: ['full', 'partial'] }),
    areaM2: numeric('area_m2', { precision: 7, scale: 2, mode: 'number' }),
    costWon: bigint('cost_won', { mode: 'number' }),
    durationDays: integer('duration_days'),
    completedOn: date('completed_on', { mode: 'string' }),
    regionSido: text('region_sido'),
    regionSigungu: text('region_sigungu'),
    constructionTypes: jsonb('construction_types').$type<string[]>().notNull().default([]),
    styleTags: jsonb('style_tags').$type<string[]>().notNull().default([]),
    description: text('description').notNull().default(''),
    viewCount: integer('view_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // The list: one partner's live cases, newest change first (and the other sorts by partner).
    index('construction_cases_partner_updated_idx').on(t.partnerId, t.updatedAt, t.caseId).where(sql`deleted_at is null`),
    index('construction_cases_partner_status_idx').on(t.partnerId, t.status, t.updatedAt).where(sql`deleted_at is null`),
  ],
);

/**
 * A case photo, stored as WebP in three sizes. Uploaded photos are staged (`case_id` null) until a
 * case takes them; staged photos nobody took are purged after a day.
 */
export const casePhotos = pgTable(
  'case_photos',
  {
    photoId: serial('photo_id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.partnerId),
    caseId: integer('case_id').references(() => constructionCases.caseId),
    position: integer('position').notNull().default(0),
    isCover: boolean('is_cover').notNull().default(false),
    caption: text('caption').notNull().default(''),
    pairGroup: integer('pair_group'),
    pairRole: text('pair_role', { enum: ['before', 'after'] }),
    thumbKey: text('thumb_key').notNull(),
    mediumKey: text('medium_key').notNull(),
    largeKey: text('large_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('case_photos_case_idx').on(t.caseId, t.position), index('case_photos_partner_idx').on(t.partnerId)],
);

/*
 * The NicePay sandbox (payments/gateway/sandbox): what a real PG would hold, kept in the database so
 * it survives restarts and is shared by every instance. Card numbers are never stored: a payment or a
 * billing key keeps the masked number and the test scenario its card chose.
 */
export const pgSandboxPayments = pgTable(
  'pg_sandbox_payments',
  {
    tid: text('tid').primaryKey(),
    orderId: text('order_id').notNull(),
    /** Set when the payment was charged on a billing key. */
    bid: text('bid'),
    scenario: text('scenario').notNull(),
    status: text('status', { enum: ['ready', 'paid', 'failed', 'cancelled', 'partialCancelled', 'expired'] }).notNull(),
    resultCode: text('result_code').notNull(),
    resultMsg: text('result_msg').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAmt: bigint('balance_amt', { mode: 'number' }).notNull(),
    goodsName: text('goods_name').notNull(),
    cardCode: text('card_code').notNull(),
    cardName: text('card_name').notNull(),
    cardNum: text('card_num').notNull(),
    cardType: text('card_type', { enum: ['credit', 'check'] }).notNull(),
    cardQuota: smallint('card_quota').notNull(),
    approveNo: text('approve_no'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('pg_sandbox_payments_order_id_key').on(t.orderId)],
);

/** One full, partial or network cancel; each has its own order id, as NicePay requires. */
export const pgSandboxCancels = pgTable(
  'pg_sandbox_cancels',
  {
    cancelledTid: text('cancelled_tid').primaryKey(),
    tid: text('tid')
      .notNull()
      .references(() => pgSandboxPayments.tid),
    orderId: text('order_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('pg_sandbox_cancels_order_id_key').on(t.orderId), index('pg_sandbox_cancels_tid_idx').on(t.tid, t.cancelledAt)],
);

export const pgSandboxBillingKeys = pgTable(
  'pg_sandbox_billing_keys',
  {
    bid: text('bid').primaryKey(),
    orderId: text('order_id').notNull(),
    tid: text('tid').notNull(),
    scenario: text('scenario').notNull(),
    cardCode: text('card_code').notNull(),
    cardName: text('card_name').notNull(),
    cardNum: text('card_num').notNull(),
    cardType: text('card_type', { enum: ['credit', 'check'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('pg_sandbox_billing_keys_order_id_key').on(t.orderId)],
);

/** Webhooks waiting to be sent; NicePay sends each once and never retries, so an attempt is final. */
export const pgSandboxWebhooks = pgTable(
  'pg_sandbox_webhooks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tid: text('tid').notNull(),
    url: text('url').notNull(),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    deliverAt: timestamp('deliver_at', { withTimezone: true }).notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }),
    /** 0 when nothing answered. */
    responseStatus: smallint('response_status'),
    /** NicePay counts a delivery only when the answer is 200 with the body `OK`. */
    delivered: boolean('delivered'),
  },
  (t) => [index('pg_sandbox_webhooks_due_idx').on(t.deliverAt).where(sql`attempted_at is null`)],
);

/** The plan catalogue (spec §1/§3), seeded from `content/plans.json`; staff edit it later. */
export const planProducts = pgTable('plan_products', {
  productKey: text('product_key').primaryKey(),
  code: smallint('code').notNull(),
  name: text('name').notNull(),
  tierOrder: integer('tier_order').notNull(),
  priceWon: integer('price_won').notNull(),
  periodMonths: integer('period_months').notNull().default(1),
  recommend: boolean('recommend').notNull().default(false),
  budgetCap: bigint('budget_cap', { mode: 'number' }),
  customerBudget: text('customer_budget'),
  constructionArea: text('construction_area'),
  activeConstructionType: text('active_construction_type'),
  constructionTypes: jsonb('construction_types').$type<string[]>().notNull().default([]),
  description: text('description').notNull().default(''),
  adCode: text('ad_code'),
  slotsPerDistrict: integer('slots_per_district'),
  active: boolean('active').notNull().default(true),
});

/**
 * An order: priced by the server from the catalogue, numbered and committed before any gateway call.
 * Records are never deleted (spec terms: payment records are kept 5 years); states change instead.
 */
export const orders = pgTable(
  'orders',
  {
    orderNo: text('order_no').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.partnerId),
    status: text('status', {
      enum: ['created', 'pending', 'paid', 'failed', 'unknown', 'awaiting_deposit', 'cancelled', 'refunded', 'expired'],
    }).notNull(),
    method: text('method', { enum: ['card', 'bank_transfer'] }).notNull(),
    goodsName: text('goods_name').notNull(),
    supplyWon: integer('supply_won').notNull(),
    vatWon: integer('vat_won').notNull(),
    totalWon: integer('total_won').notNull(),
    refundedWon: integer('refunded_won').notNull().default(0),
    quota: integer('quota').notNull().default(0),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the request: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    tid: text('tid'),
    cardName: text('card_name'),
    cardNum: text('card_num'),
    approveNo: text('approve_no'),
    receiptUrl: text('receipt_url'),
    failureMessage: text('failure_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('orders_partner_idempotency_key').on(t.partnerId, t.idempotencyKey),
    index('orders_partner_created_idx').on(t.partnerId, t.createdAt),
    index('orders_status_idx').on(t.status),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    lineId: serial('line_id').primaryKey(),
    orderNo: text('order_no')
      .notNull()
      .references(() => orders.orderNo),
    productKey: text('product_key')
      .notNull()
      .references(() => planProducts.productKey),
    name: text('name').notNull(),
    regionSido: text('region_sido'),
    regionSigungu: text('region_sigungu'),
    periodMonths: integer('period_months').notNull(),
    supplyWon: integer('supply_won').notNull(),
    vatWon: integer('vat_won').notNull(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderNo)],
);

/** Every call to the gateway about an order: written before the call, settled after (or by reconciliation). */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    attemptId: serial('attempt_id').primaryKey(),
    orderNo: text('order_no')
      .notNull()
      .references(() => orders.orderNo),
    /** The orderId the gateway sees: unique per attempt. */
    pgOrderId: text('pg_order_id').notNull().unique(),
    kind: text('kind', { enum: ['window', 'cancel', 'net_cancel'] }).notNull(),
    state: text('state', { enum: ['created', 'pending', 'succeeded', 'failed', 'unknown', 'reconciled'] }).notNull(),
    amountWon: integer('amount_won').notNull(),
    tid: text('tid'),
    resultCode: text('result_code'),
    resultMessage: text('result_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('payment_attempts_order_idx').on(t.orderNo), index('payment_attempts_state_idx').on(t.state)],
);

/** What staff did to an order (deposit confirmed, refund issued): who, when, how much, why. Kept like the orders. */
export const staffActions = pgTable(
  'staff_actions',
  {
    actionId: serial('action_id').primaryKey(),
    staffMemberNo: integer('staff_member_no')
      .notNull()
      .references(() => members.memberNo),
    action: text('action', { enum: ['confirm_deposit', 'refund'] }).notNull(),
    orderNo: text('order_no')
      .notNull()
      .references(() => orders.orderNo),
    amountWon: integer('amount_won').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('staff_actions_order_idx').on(t.orderNo)],
);

/** A plan in use: one row per purchased line, with its period. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    subscriptionNo: serial('subscription_no').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.partnerId),
    orderNo: text('order_no')
      .notNull()
      .references(() => orders.orderNo),
    productKey: text('product_key')
      .notNull()
      .references(() => planProducts.productKey),
    regionSido: text('region_sido'),
    regionSigungu: text('region_sigungu'),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['active', 'cancelled'] }).notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('subscriptions_partner_idx').on(t.partnerId, t.periodEnd)],
);

/**
 * Top-exposure slots: one row per (district, product, month, slot). The unique index makes two
 * partners racing for the last slot of a month unable to both get it; a hold expires unless paid.
 */
export const adSlotHolds = pgTable(
  'ad_slot_holds',
  {
    holdId: serial('hold_id').primaryKey(),
    /** Slot pool: ZP products share the standard slots of a district, ZPP products its premium slots. */
    pool: text('pool', { enum: ['standard', 'premium'] }).notNull(),
    regionSido: text('region_sido').notNull(),
    regionSigungu: text('region_sigungu').notNull(),
    /** First day of the month the slot covers. */
    month: date('month', { mode: 'string' }).notNull(),
    slotNo: integer('slot_no').notNull(),
    orderNo: text('order_no')
      .notNull()
      .references(() => orders.orderNo),
    status: text('status', { enum: ['held', 'confirmed'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('ad_slot_holds_slot_key').on(t.pool, t.regionSido, t.regionSigungu, t.month, t.slotNo),
    index('ad_slot_holds_order_idx').on(t.orderNo),
  ],
);

/**
 * A partner's application for plans (`POST /plan-api/join`): what `/payment` then asks to be paid.
 * One open application per partner; a new one replaces it. Rows are kept as the partner's sales history.
 */
export const planApplications = pgTable(
  'plan_applications',
  {
    applicationNo: serial('application_no').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.partnerId),
    /** `[{product_key, region}]` as validated by the contract's plan items. */
    items: jsonb('items')
      .$type<{ product_key: string; region: { sido: string; sigungu: string } | null }[]>()
      .notNull(),
    status: text('status', { enum: ['open', 'replaced'] })
      .notNull()
      .default('open'),
    /** The latest order made to pay it; the application is owed until that order goes through. */
    orderNo: text('order_no').references(() => orders.orderNo),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('plan_applications_one_open')
      .on(t.partnerId)
      .where(sql`${t.status} = 'open'`),
  ],
);

/** Plan consulting requests (spec §3): one per partner and product; a consultant calls back. */
export const planConsultations = pgTable(
  'plan_consultations',
  {
    consultationNo: serial('consultation_no').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.partnerId),
    planCode: text('plan_code')
      .notNull()
      .references(() => planProducts.productKey),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('plan_consultations_partner_plan').on(t.partnerId, t.planCode)],
);
