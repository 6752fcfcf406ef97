/**
 * Orders (spec §1, §7): a purchase of plans priced by the server and its payment, by card through the
 * payment window or by bank transfer, then its history, receipt and withdrawal.
 */
import { z } from 'zod';
import { idSchema } from './ids.js';
import {
  IDEMPOTENCY_HEADER,
  INSTALLMENT_MONTHS,
  ORDER_LIST_PAGE_SIZES,
  ORDER_STATUSES,
  PAYMENT_CONSENT_MESSAGES,
  PAYMENT_CONSENT_TYPES,
} from './orders-constants.js';
import { planItemsSchema } from './plans-api.js';
import { calendarDaySchema, regionViewSchema } from './validation.js';

/** Card instalment months: 0 (lump sum) or one of INSTALLMENT_MONTHS. */
export const installmentQuotaSchema = z
  .number()
  .int()
  .refine(
    (q) => q === 0 || (INSTALLMENT_MONTHS as readonly number[]).includes(q),
    '할부 개월 수를 확인해주세요.',
  )
  .meta({ enum: [0, ...INSTALLMENT_MONTHS], description: '할부 개월 수 (0: 일시불)' });
export const WITHDRAWAL_DAYS = 7;
/** Bank-transfer orders one partner may have awaiting their deposit at once. */
export const MAX_PENDING_TRANSFERS = 3;

export const PAYMENT_METHODS = ['card', 'bank_transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const IDEMPOTENCY_MESSAGE = '요청 키가 없습니다. 페이지를 새로고침한 뒤 다시 시도해주세요.';

/** An order is placed once per key: the same key again answers the same order (ARCHITECTURE, Payments). */
export const orderHeadersSchema = z.object({
  [IDEMPOTENCY_HEADER]: z
    .string({ error: IDEMPOTENCY_MESSAGE })
    .min(8, IDEMPOTENCY_MESSAGE)
    .max(100, IDEMPOTENCY_MESSAGE)
    .regex(/^[A-Za-z0-9_-]+$/, IDEMPOTENCY_MESSAGE)
    .describe(
      '주문 한 건에 하나씩 만드는 키 (8~100자, 영문·숫자·_·-): 같은 키로 다시 보내면 같은 주문을 답합니다',
    ),
});

/** One document the partner agreed to: its type and the version shown. */
export const consentedTermsSchema = z.object({
  type: z.enum(PAYMENT_CONSENT_TYPES, { error: PAYMENT_CONSENT_MESSAGES.missing }),
  version: z.number().int().min(1).max(10_000),
});

/**
 * The payment consent of /payment: ticked, with the version of each document shown
 * (PAYMENT_CONSENT_TYPES); kept with the order. A version no longer current is refused.
 */
export const paymentConsentSchema = z
  .object(
    {
      agreed: z.literal(true, { error: PAYMENT_CONSENT_MESSAGES.missing }),
      terms: z
        .array(consentedTermsSchema, { error: PAYMENT_CONSENT_MESSAGES.missing })
        .min(1, PAYMENT_CONSENT_MESSAGES.missing)
        .max(PAYMENT_CONSENT_TYPES.length * 2),
    },
    { error: PAYMENT_CONSENT_MESSAGES.missing },
  )
  .describe('결제 진행 동의: 결제 화면이 보여 준 약관의 종류와 버전');
export type PaymentConsent = z.infer<typeof paymentConsentSchema>;

/** What the client may send: products and choices, never amounts (prices come from the catalogue). */
export const orderRequestSchema = z.object({
  items: planItemsSchema,
  method: z.enum(PAYMENT_METHODS, { error: '결제 수단을 선택해주세요.' }),
  /** Card instalment months; 0 = lump sum. Instalments need at least 50,000 won. */
  quota: installmentQuotaSchema.default(0),
  /** The plan application this order pays (`invoice/get`); once paid it is no longer owed. */
  application_no: idSchema().optional(),
  consent: paymentConsentSchema,
});
export type OrderRequest = z.input<typeof orderRequestSchema>;

export const breakdownRequestSchema = orderRequestSchema.pick({ items: true });

/**
 * `POST order/update` (spec §7: query parameters): pays an unpaid order another way, e.g. by card
 * instead of the bank transfer first chosen, or with other instalments. Amounts never change.
 */
export const orderUpdateQuerySchema = z.object({
  orderNo: z.string().min(1).max(40),
  method: z.enum(PAYMENT_METHODS, { error: '결제 수단을 선택해주세요.' }),
  quota: z.coerce
    .number()
    .pipe(installmentQuotaSchema)
    .meta({ type: 'integer', enum: [0, ...INSTALLMENT_MONTHS] })
    .default(0),
});
export type OrderUpdate = z.infer<typeof orderUpdateQuerySchema>;

export const priceLineSchema = z
  .object({
    product_key: z.string(),
    name: z.string(),
    /** Ad products: the district bought; otherwise null. */
    region: regionViewSchema.nullable(),
    period_months: z.number().int(),
    supply_won: z.number().int(),
    vat_won: z.number().int(),
    total_won: z.number().int(),
  })
  .describe('One priced product of an order: supply amount, VAT and total in won.');
export type PriceLine = z.infer<typeof priceLineSchema>;

/**
 * When a line would run if paid now: no paid day is bought twice, so a plan (and district) already
 * held continues after its latest period, and another plan of the same lane replaces it at its end.
 * Days are Korean calendar days (YYYY-MM-DD), both ends included.
 */
export const linePeriodSchema = z
  .object({
    start: z.string(),
    end: z.string(),
    /** The lane's period running today (이용 중인 기간), or null. */
    held: z.object({ name: z.string(), start: z.string(), end: z.string() }).nullable(),
    /** The plan this one replaces at the end of its period (현재 플랜을 대체합니다), or null. */
    replaces: z.object({ subscription_no: z.number().int(), name: z.string(), end: z.string() }).nullable(),
  })
  .describe('The period a line would run, the period held today in its lane and the plan it replaces.');
export type LinePeriod = z.infer<typeof linePeriodSchema>;

export const quotedLineSchema = priceLineSchema.extend({ period: linePeriodSchema });
export type QuotedLine = z.infer<typeof quotedLineSchema>;

/** A line of an order: its period once paid (null while unpaid: it is set when the payment lands). */
export const orderLineSchema = priceLineSchema.extend({
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const priceBreakdownSchema = z
  .object({
    lines: z.array(quotedLineSchema),
    supply_won: z.number().int(),
    vat_won: z.number().int(),
    total_won: z.number().int(),
    /** Instalment months the card payment may choose (empty under 50,000 won). */
    installment_months: z.array(z.number().int()),
  })
  .describe('What the selected products cost, priced by the server, and the instalments allowed.');
export type PriceBreakdown = z.infer<typeof priceBreakdownSchema>;

/** What the payment window needs (`AUTHNICE.requestPay`) for a card order. */
export const cardWindowRequestSchema = z
  .object({
    script_url: z.string(),
    clientId: z.string(),
    method: z.literal('card'),
    orderId: z.string(),
    amount: z.number().int(),
    goodsName: z.string(),
    returnUrl: z.string(),
  })
  .describe('What the card payment window needs (AUTHNICE.requestPay).');
export type CardWindowRequest = z.infer<typeof cardWindowRequestSchema>;

export const bankTransferInstructionsSchema = z
  .object({
    bank_name: z.string(),
    account_number: z.string(),
    account_holder: z.string(),
    /** Spec §1: the depositor name should be the company name. */
    depositor_name: z.string(),
    amount_won: z.number().int(),
    /** ISO date-time. */
    deposit_deadline: z.string(),
  })
  .describe('Where and by when to transfer the amount of a bank-transfer order.');
export type BankTransferInstructions = z.infer<typeof bankTransferInstructionsSchema>;

export const orderViewSchema = z
  .object({
    order_no: z.string(),
    status: z.enum(ORDER_STATUSES),
    method: z.enum(PAYMENT_METHODS),
    goods_name: z.string(),
    lines: z.array(orderLineSchema),
    supply_won: z.number().int(),
    vat_won: z.number().int(),
    total_won: z.number().int(),
    refunded_won: z.number().int(),
    /** Card instalment months; 0 = lump sum. */
    quota: z.number().int(),
    /** ISO date-times. */
    created_at: z.string(),
    paid_at: z.string().nullable(),
    cancelled_at: z.string().nullable(),
    card: z.object({ card_name: z.string(), card_num: z.string(), approve_no: z.string() }).nullable(),
    receipt_url: z.string().nullable(),
    failure_message: z.string().nullable(),
    /** Until when, and how much, the partner may still withdraw (null when it cannot). */
    withdrawal: z
      .object({ until: z.string(), refundable_won: z.number().int(), rule: z.string() })
      .nullable(),
    /** An unpaid card order: what opens the payment window. */
    card_window: cardWindowRequestSchema.nullable(),
    /** A bank-transfer order awaiting deposit: where to transfer. */
    bank_transfer: bankTransferInstructionsSchema.nullable(),
    /** A refund staff still owe (a bank transfer paid back by hand): its expected day (Seoul), spec §9's 3 business days. */
    refund_due_on: z.string().nullable().optional(),
    /** A recurring-payment order: every charge attempt, in order, with the gateway's answer. */
    attempts: z
      .array(
        z.object({
          order_id: z.string(),
          state: z.enum(['created', 'pending', 'succeeded', 'failed', 'unknown', 'reconciled']),
          amount_won: z.number().int(),
          result_code: z.string().nullable(),
          result_message: z.string().nullable(),
          /** ISO date-time the attempt was sent. */
          at: z.string(),
        }),
      )
      .optional(),
  })
  .describe('One order with its priced lines, payment state and what the partner can do next.');
export type OrderView = z.infer<typeof orderViewSchema>;

export const orderListQuerySchema = z.object({
  from: calendarDaySchema().optional(),
  to: calendarDaySchema().optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce
    .number()
    .int()
    .refine(
      (n) => (ORDER_LIST_PAGE_SIZES as readonly number[]).includes(n),
      '페이지 크기가 올바르지 않습니다.',
    )
    .meta({ enum: [...ORDER_LIST_PAGE_SIZES] })
    .default(20),
});

/** An order in the history list: the order view without its lines and next steps. */
export const orderListItemSchema = orderViewSchema
  .omit({ lines: true, card_window: true, bank_transfer: true, withdrawal: true })
  .describe('One order of the payment history.');
export type OrderListItem = z.infer<typeof orderListItemSchema>;

export const orderExportQuerySchema = orderListQuerySchema.omit({ page: true, size: true });

export const orderExportSchema = z
  .object({
    items: z.array(orderListItemSchema),
    /** Orders matching the filter; more than `items` when the download was cut at ORDER_EXPORT_MAX. */
    total: z.number().int(),
  })
  .describe("Every order of the payment history's filter, newest first, for a download.");
export type OrderExport = z.infer<typeof orderExportSchema>;

export const orderListSchema = z
  .object({
    items: z.array(orderListItemSchema),
    /** Orders matching the filter, over all pages. */
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  })
  .describe("One page of the partner's payment history.");
export type OrderList = z.infer<typeof orderListSchema>;
