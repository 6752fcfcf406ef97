/** Partners, their assigned managers and per-product managers. */
import {
  boolean,
  index,
  integer,
  jsonb,
  primaryKey,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { members } from './auth.js';

/** The provider's staff who look after partners (no screens; assigned to partners). */
export const managers = pgTable('managers', {
  managerId: serial('manager_id').primaryKey(),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  email: text('email'),
  active: boolean('active').notNull().default(true),
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
    /** The address as the postcode search answers it (5-digit 우편번호, 도로명, 지번) and the typed 상세 주소. */
    postcode: text('postcode'),
    roadAddress: text('road_address'),
    jibunAddress: text('jibun_address'),
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
    serviceRegions: jsonb('service_regions')
      .$type<{ sido: string; sigungu: string }[]>()
      .notNull()
      .default([]),
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
