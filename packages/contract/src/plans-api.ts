/**
 * Plans and one-off payments (spec §1, §3, §7): the plan catalogue (plan group), orders priced by the
 * server, card payment through the payment window, bank transfer, history and plans in use.
 */
import { z } from 'zod';
import { idSchema } from './ids.js';
import { isValidRegion, WHOLE_REGION } from './reference-data.js';
import { calendarDaySchema, regionViewSchema } from './validation.js';
import {
  IDEMPOTENCY_HEADER,
  INSTALLMENT_MONTHS,
  ORDER_LIST_PAGE_SIZES,
  ORDER_STATUSES,
  PLAN_CODES,
} from './plans-constants.js';

export {
  PLAN_PATHS,
  ORDER_PATHS,
  PLAN_CODES,
  PLAN_CODE_LABELS,
  INSTALLMENT_MIN_WON,
  INSTALLMENT_MONTHS,
  DEPOSIT_HOLD_HOURS,
  IDEMPOTENCY_HEADER,
  orderConstructionTypes,
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  ORDER_LIST_PAGE_SIZES,
  ORDER_EXPORT_MAX,
  type PlanCode,
  type OrderStatus,
} from './plans-constants.js';

export const interestFreeSchema = z
  .object({
    cards: z.array(
      z.object({
        card_code: z.string().describe('카드사 코드'),
        card_name: z.string().describe('카드사 이름'),
        events: z.array(
          z.object({
            min_amount_won: z.number().int().describe('적용 최소 결제 금액'),
            max_amount_won: z.number().int().describe('적용 최대 결제 금액'),
            months: z.array(z.number().int()).describe('무이자가 적용되는 할부 개월 수'),
            ends_on: z.string().nullable().describe('이벤트 마지막 날 (Asia/Seoul, YYYY-MM-DD)'),
          }),
        ),
      }),
    ),
    checked_at: z.string().describe('결제사에서 확인한 시각 (ISO 8601)'),
  })
  .describe('카드사 무이자 할부 이벤트');
export type InterestFree = z.infer<typeof interestFreeSchema>;

export const planCodeSchema = z
  .literal([PLAN_CODES.monthly, PLAN_CODES.partial, PLAN_CODES.ad])
  .describe('Plan code: 0 monthly flat plan, 1 partial-construction plan, 2 top-exposure ad plan.');
export const VAT_RATE = 0.1;

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

/** VAT of a supply amount, in whole won. */
export const vatOf = (supplyWon: number) => Math.floor(supplyWon * VAT_RATE);

export const planProductSchema = z
  .object({
    product_key: z.string(),
    code: planCodeSchema,
    name: z.string(),
    tier_order: z.number().int(),
    /** Price of one period in won, VAT excluded. */
    price_won: z.number().int(),
    vat_won: z.number().int(),
    period_months: z.number().int(),
    recommend: z.boolean(),
    /** Plan category fields of spec §3. */
    budgetCap: z.number().int().nullable(),
    customerBudget: z.string().nullable(),
    constructionArea: z.string().nullable(),
    activeConstructionType: z.string().nullable(),
    constructionTypes: z.array(z.string()),
    description: z.string(),
    /** Ad products only: ZPP001–ZPP003 / ZP001–ZP003 and the slots a district has. */
    ad_code: z.string().nullable(),
    slots_per_district: z.number().int().nullable(),
  })
  .describe('One product of the plan catalogue, priced per period.');
export type PlanProduct = z.infer<typeof planProductSchema>;

export const planCatalogueSchema = z
  .object({
    groups: z.array(
      z.object({ code: planCodeSchema, label: z.string(), products: z.array(planProductSchema) }),
    ),
  })
  .describe('The plan catalogue: the products of each plan code.');
export type PlanCatalogue = z.infer<typeof planCatalogueSchema>;

export const regionInputSchema = z
  .object({ sido: z.string().max(20), sigungu: z.string().max(20) })
  .refine(
    (r) => r.sigungu !== WHOLE_REGION && isValidRegion(r.sido, r.sigungu),
    '광고 지역의 시/도와 시/군/구를 선택해주세요.',
  );

export const orderItemInputSchema = z.object({
  product_key: z.string().min(1).max(40),
  /** Required for ad products (top exposure is bought per district). */
  region: regionInputSchema.nullable().default(null),
});

/** The items of a plan application or an order: products and, for ad products, their district. */
export const planItemsSchema = z
  .array(orderItemInputSchema)
  .min(1, '상품을 선택해주세요.')
  .max(10, '한 번에 10개 상품까지 결제할 수 있습니다.');
export type PlanItem = z.output<typeof orderItemInputSchema>;

/**
 * `POST /plan-api/join`: the partner applies for plans. The application is what `/payment` then asks
 * to be paid (`invoice/get`); a new application replaces an open one.
 */
export const planJoinRequestSchema = z.object({ items: planItemsSchema });
export type PlanJoinRequest = z.input<typeof planJoinRequestSchema>;
export const planJoinResultSchema = z
  .object({
    application_no: z.number().int(),
    /** Where the partner goes next: the payment screen. */
    next_path: z.string(),
  })
  .describe('The recorded plan application and the screen that pays it.');
export type PlanJoinResult = z.infer<typeof planJoinResultSchema>;

/** What `/payment` asks to be paid: the open plan application, or null when nothing is owed. */
export const invoiceSchema = z
  .object({
    application_no: z.number().int(),
    /** The applied products (PlanItem): for ad products, their district. */
    items: z.array(z.object({ product_key: z.string(), region: regionViewSchema.nullable() })),
    /** ISO date-time. */
    applied_at: z.string(),
  })
  .describe('The open plan application to pay (the data is null when nothing is owed).');
export type Invoice = z.infer<typeof invoiceSchema>;

/** Spec §3 "Plan consulting request": planCode (a product key of the catalogue) and partnerId. */
export const planConsultRequestSchema = z.object({
  planCode: z.string().min(1, '상담받을 요금제를 선택해주세요.').max(40),
  partnerId: idSchema(),
});
export type PlanConsultRequest = z.input<typeof planConsultRequestSchema>;
export const planConsultResultSchema = z
  .object({
    consultation_no: z.number().int(),
    /** ISO date-time. */
    requested_at: z.string(),
  })
  .describe('The recorded plan consulting request.');
export type PlanConsultResult = z.infer<typeof planConsultResultSchema>;

export const PAYMENT_METHODS = ['card', 'bank_transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** What the client may send: products and choices, never amounts (prices come from the catalogue). */
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

export const orderRequestSchema = z.object({
  items: planItemsSchema,
  method: z.enum(PAYMENT_METHODS, { error: '결제 수단을 선택해주세요.' }),
  /** Card instalment months; 0 = lump sum. Instalments need at least 50,000 won. */
  quota: installmentQuotaSchema.default(0),
  /** The plan application this order pays (`invoice/get`); once paid it is no longer owed. */
  application_no: idSchema().optional(),
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

export const priceBreakdownSchema = z
  .object({
    lines: z.array(priceLineSchema),
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
    lines: z.array(priceLineSchema),
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

export const adAvailabilityQuerySchema = z.object({ sido: z.string().max(20), sigungu: z.string().max(20) });
/** Slots of one ad product in a district: `remaining` counts every month the product would cover. */
export const adProductSlotsSchema = z
  .object({
    product_key: z.string(),
    ad_code: z.string(),
    slots: z.number().int(),
    remaining: z.number().int(),
  })
  .describe('Top-exposure slots of one ad product in a district, and how many remain.');
export type AdProductSlots = z.infer<typeof adProductSlotsSchema>;

export const adAvailabilitySchema = z
  .object({ region: regionViewSchema, products: z.array(adProductSlotsSchema) })
  .describe('Remaining top-exposure slots of each ad product in one district.');
export type AdAvailability = z.infer<typeof adAvailabilitySchema>;

export const adDistrictsQuerySchema = z.object({ sido: z.string().max(20) });
export const adDistrictsSchema = z
  .object({
    sido: z.string(),
    districts: z.array(z.object({ sigungu: z.string(), products: z.array(adProductSlotsSchema) })),
  })
  .describe('Every district of one 시/도 with the remaining top-exposure slots of each ad product.');
export type AdDistricts = z.infer<typeof adDistrictsSchema>;
