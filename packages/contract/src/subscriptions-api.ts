/**
 * Recurring card payment (spec §3 card payload, §7 periodic payment calls, §9 at most five cards):
 * registered cards, the arrangement with its agreement, and what renews when for how much.
 */
import { z } from 'zod';
import { idSchema, idParamSchema } from './ids.js';
import { MAX_REGULAR_PAYMENT_CARDS } from './constants.js';
import { installmentQuotaSchema } from './orders-api.js';
import { planCodeSchema } from './plans-api.js';
import { BILLING_ATTEMPT_OUTCOMES, BILLING_RUN_STATUSES } from './subscriptions-constants.js';
import { regionViewSchema } from './validation.js';

/** A price change is announced at least this many days before its first charge. */
export const PRICE_CHANGE_NOTICE_DAYS = 30;

export const REGISTRATION_TYPES = ['personal', 'corporate'] as const;

/** Retry rounds after a soft decline, in days after the renewal day. */
export const BILLING_RETRY_DAYS = [1, 3, 5, 7] as const;
/** Charges run from this hour (Asia/Seoul); card companies do maintenance around midnight. */
export const BILLING_START_HOUR = 6;

const alias = z
  .string()
  .trim()
  .min(1, '카드 별칭을 입력해주세요.')
  .max(20, '카드 별칭은 20자 이내로 입력해주세요.');

/** Spec §3 card registration payload. Card data goes to the gateway only and is never stored. */
export const cardRegistrationSchema = z
  .object({
    alias,
    registration_type: z.enum(REGISTRATION_TYPES, { error: '개인카드 또는 법인카드를 선택해주세요.' }),
    /** `YYMMDD` for a personal card, the 10-digit business number for a corporate card. */
    birth: z.string().regex(/^(\d{6}|\d{10})$/, '생년월일 6자리 또는 사업자등록번호 10자리를 입력해주세요.'),
    card_number: z
      .string()
      .transform((value) => value.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^\d{14,16}$/, '카드번호를 확인해주세요.')),
    /** `MM/YYYY`. */
    expiry: z.string().regex(/^(0[1-9]|1[0-2])\/\d{4}$/, '유효기간을 MM/YYYY 형식으로 입력해주세요.'),
    pwd_2digit: z.string().regex(/^\d{2}$/, '카드 비밀번호 앞 2자리를 입력해주세요.'),
    /** 0: single payment; otherwise instalment months for each charge. */
    quota: installmentQuotaSchema.default(0),
  })
  .refine(
    (card) => (card.registration_type === 'personal' ? card.birth.length === 6 : card.birth.length === 10),
    {
      message: '개인카드는 생년월일 6자리, 법인카드는 사업자등록번호 10자리를 입력해주세요.',
      path: ['birth'],
    },
  );
export type CardRegistration = z.input<typeof cardRegistrationSchema>;

/** Register the arrangement: a first card and the agreement to the recurring-payment terms. */
export const arrangementRequestSchema = z.object({
  card: cardRegistrationSchema,
  agree_terms: z.literal(true, { error: '정기결제 이용약관에 동의해주세요.' }),
  /** The terms version shown to the partner; the newest when omitted. */
  terms_version: idSchema().optional(),
  alert_before_execution: z.boolean().default(true),
  /** Subscriptions to renew; all the partner's running plans when omitted. */
  subscription_nos: z.array(idSchema()).max(50).optional(),
});
export type ArrangementRequest = z.input<typeof arrangementRequestSchema>;

export const cardUpdateSchema = z
  .object({ card_id: idSchema(), active: z.boolean().optional(), alias: alias.optional() })
  .refine((u) => u.active !== undefined || u.alias !== undefined, { message: '바꿀 내용을 입력해주세요.' });
export type CardUpdate = z.input<typeof cardUpdateSchema>;

export const cardDeleteQuerySchema = z
  .object({ alias: z.string().max(20).optional(), card_id: idParamSchema().optional() })
  .refine((q) => q.alias !== undefined || q.card_id !== undefined, {
    message: '삭제할 카드를 지정해주세요.',
  });

export const cardOrderSchema = z.object({
  /** The partner's card ids in the new order (first is tried first). */
  card_list: z.array(idSchema()).min(1, '카드 순서를 지정해주세요.').max(MAX_REGULAR_PAYMENT_CARDS),
});
export type CardOrder = z.infer<typeof cardOrderSchema>;

export const subscriptionViewSchema = z
  .object({
    subscription_no: z.number().int(),
    order_no: z.string(),
    product_key: z.string(),
    name: z.string(),
    code: planCodeSchema,
    ad_code: z.string().nullable(),
    /** Ad plans: the district; otherwise null. */
    region: regionViewSchema.nullable(),
    /** `YYYY-MM-DD`, Korean dates. */
    period_start: z.string(),
    period_end: z.string(),
    status: z.enum(['active', 'scheduled', 'cancelled', 'expired']),
  })
  .describe('A plan the partner holds: its product, district and period.');
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;

export const billingCardSchema = z.object({
  card_id: z.number().int(),
  alias: z.string(),
  /** Masked by the gateway. */
  card_number: z.string(),
  issuer: z.string().nullable(),
  card_type: z.enum(['credit', 'check']).nullable(),
  registration_type: z.enum(REGISTRATION_TYPES),
  quota: z.number().int(),
  active: z.boolean(),
  position: z.number().int(),
  /** The card was refused for good (lost, stolen, closed): billing skips it. */
  refused: z.boolean(),
  created_at: z.string(),
});
export type BillingCard = z.infer<typeof billingCardSchema>;

export const renewalSchema = z.object({
  subscription_no: z.number().int(),
  product_key: z.string(),
  name: z.string(),
  status: z.enum(['active', 'past_due', 'unpaid', 'cancelled']),
  period_end: z.string(),
  renews: z.boolean(),
  /** Korean day of the next charge, null when nothing renews. */
  next_execution_date: z.string().nullable(),
  next_amount_won: z.number().int().nullable(),
  /** While past due: the last failed charge and when the next one is tried; null otherwise. */
  last_failure: z
    .object({
      card_alias: z.string().nullable(),
      card_number: z.string().nullable(),
      reason: z.string(),
      failed_at: z.string(),
      /** ISO date-time of the next try, null when no try is left. */
      next_attempt_at: z.string().nullable(),
    })
    .nullable(),
  /** An announced new price for this plan's renewals; without agreement the plan stops renewing. */
  price_change: z
    .object({
      change_id: z.number().int(),
      effective_from: z.string(),
      new_amount_won: z.number().int(),
      agreed: z.boolean(),
    })
    .nullable(),
});
export type Renewal = z.infer<typeof renewalSchema>;

export const arrangementSchema = z
  .object({
    registered: z.boolean(),
    terms_version: z.number().int().nullable(),
    agreed_at: z.string().nullable(),
    alert_before_execution: z.boolean(),
    cards: z.array(billingCardSchema),
    renewals: z.array(renewalSchema),
  })
  .describe('정기결제: 등록 카드, 갱신되는 요금제, 다음 결제일과 금액');
export type Arrangement = z.infer<typeof arrangementSchema>;

/** `PATCH /authapi/periodic/payment`: the notice before each charge on or off. */
export const arrangementUpdateSchema = z.object({ alert_before_execution: z.boolean() });
export type ArrangementUpdate = z.infer<typeof arrangementUpdateSchema>;

/** One billing run: a renewing plan's period, what it cost and every charge tried for it. */
export const billingRunSchema = z.object({
  invoice_no: z.number().int(),
  subscription_no: z.number().int(),
  name: z.string(),
  period_start: z.string(),
  period_end: z.string(),
  amount_won: z.number().int(),
  status: z.enum(BILLING_RUN_STATUSES),
  /** The order in payment history (and its receipt) once a charge was tried. */
  order_no: z.string().nullable(),
  attempts: z.array(
    z.object({
      attempted_at: z.string(),
      card_alias: z.string().nullable(),
      card_number: z.string().nullable(),
      outcome: z.enum(BILLING_ATTEMPT_OUTCOMES),
      /** The card company's reason for a refusal, in Korean. */
      message: z.string().nullable(),
    }),
  ),
});
export type BillingRun = z.infer<typeof billingRunSchema>;

export const billingHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(10),
});
export const billingHistorySchema = z
  .object({
    items: z.array(billingRunSchema),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  })
  .describe('정기결제 실행 내역 (최근 순)');
export type BillingHistory = z.infer<typeof billingHistorySchema>;

export const priceAgreementSchema = z.object({ change_id: idSchema() });
export type PriceAgreement = z.infer<typeof priceAgreementSchema>;
