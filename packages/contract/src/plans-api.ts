/**
 * Plans and one-off payments (spec §1, §3, §7): the plan catalogue (plan group), orders priced by the
 * server, card payment through the payment window, bank transfer, history and plans in use.
 */
import { z } from 'zod';
import { isValidRegion, WHOLE_REGION } from './reference-data.js';

export const PLAN_PATHS = {
  list: '/list',
  join: '/join',
  /** Spec §7 "plan consulting request (planCode, partnerId)": path not shown, ours. */
  consulting: '/consulting',
  adAvailability: '/ad/availability',
  /** Every district of one 시/도 with its remaining top-exposure slots (the region picker). */
  adDistricts: '/ad/districts',
} as const;

export const ORDER_PATHS = {
  invoice: '/authapi/partner/invoice/get',
  breakdown: '/authapi/partner/payment/breakdown/get',
  create: '/authapi/partner/order/create',
  update: '/authapi/partner/order/update',
  get: '/authapi/partner/order/get',
  list: '/authapi/partner/order/list',
  cancel: '/authapi/partner/order/cancelPartnerOrder',
  inUse: '/authapi/partner/subscription/inUse/get',
  /** Where the payment window posts its result (a browser form POST, not an API call). */
  cardReturn: '/payments/card/return',
  /** Where NicePay (or the sandbox) POSTs payment events; verified by signature and amount. */
  webhook: '/payments/nicepay/webhook',
} as const;

/** Plan codes of spec §1: 0 monthly flat plan, 1 partial-construction plan, 2 top-exposure ad plan. */
export const PLAN_CODES = { monthly: 0, partial: 1, ad: 2 } as const;
export type PlanCode = (typeof PLAN_CODES)[keyof typeof PLAN_CODES];
export const PLAN_CODE_LABELS: Record<PlanCode, string> = { 0: '월정액 플랜', 1: '부분시공 플랜', 2: '상단노출 광고' };

export const VAT_RATE = 0.1;
export const INSTALLMENT_MIN_WON = 50_000;
export const INSTALLMENT_MONTHS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export const WITHDRAWAL_DAYS = 7;
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** VAT of a supply amount, in whole won. */
export const vatOf = (supplyWon: number) => Math.floor(supplyWon * VAT_RATE);

/** Spec §3: in a plan category's construction-type list, the third type moves to first. */
export function orderConstructionTypes(types: readonly string[]): string[] {
  if (types.length < 3) return [...types];
  return [types[2]!, types[0]!, types[1]!, ...types.slice(3)];
}

export interface PlanProduct {
  product_key: string;
  code: PlanCode;
  name: string;
  tier_order: number;
  /** Price of one period in won, VAT excluded. */
  price_won: number;
  vat_won: number;
  period_months: number;
  recommend: boolean;
  /** Plan category fields of spec §3. */
  budgetCap: number | null;
  customerBudget: string | null;
  constructionArea: string | null;
  activeConstructionType: string | null;
  constructionTypes: string[];
  description: string;
  /** Ad products only: ZPP001–ZPP003 / ZP001–ZP003 and the slots a district has. */
  ad_code: string | null;
  slots_per_district: number | null;
}

export interface PlanCatalogue {
  groups: { code: PlanCode; label: string; products: PlanProduct[] }[];
}

export const regionInputSchema = z
  .object({ sido: z.string().max(20), sigungu: z.string().max(20) })
  .refine((r) => r.sigungu !== WHOLE_REGION && isValidRegion(r.sido, r.sigungu), '광고 지역의 시/도와 시/군/구를 선택해주세요.');

export const orderItemInputSchema = z.object({
  product_key: z.string().min(1).max(40),
  /** Required for ad products (top exposure is bought per district). */
  region: regionInputSchema.nullable().default(null),
});

/** The items of a plan application or an order: products and, for ad products, their district. */
export const planItemsSchema = z.array(orderItemInputSchema).min(1, '상품을 선택해주세요.').max(10, '한 번에 10개 상품까지 결제할 수 있습니다.');
export type PlanItem = z.output<typeof orderItemInputSchema>;

/**
 * `POST /plan-api/join`: the partner applies for plans. The application is what `/payment` then asks
 * to be paid (`invoice/get`); a new application replaces an open one.
 */
export const planJoinRequestSchema = z.object({ items: planItemsSchema });
export type PlanJoinRequest = z.input<typeof planJoinRequestSchema>;
export interface PlanJoinResult {
  application_no: number;
  /** Where the partner goes next: the payment screen. */
  next_path: string;
}

/** What `/payment` asks to be paid: the open plan application, or null when nothing is owed. */
export interface Invoice {
  application_no: number;
  items: PlanItem[];
  applied_at: string;
}

/** Spec §3 "Plan consulting request": planCode (a product key of the catalogue) and partnerId. */
export const planConsultRequestSchema = z.object({
  planCode: z.string().min(1, '상담받을 요금제를 선택해주세요.').max(40),
  partnerId: z.number().int().positive(),
});
export type PlanConsultRequest = z.input<typeof planConsultRequestSchema>;
export interface PlanConsultResult {
  consultation_no: number;
  requested_at: string;
}

export const PAYMENT_METHODS = ['card', 'bank_transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** What the client may send: products and choices, never amounts (prices come from the catalogue). */
export const orderRequestSchema = z.object({
  items: planItemsSchema,
  method: z.enum(PAYMENT_METHODS, { error: '결제 수단을 선택해주세요.' }),
  /** Card instalment months; 0 = lump sum. Instalments need at least 50,000 won. */
  quota: z.number().int().min(0).max(12).default(0),
  /** The plan application this order pays (`invoice/get`); once paid it is no longer owed. */
  application_no: z.number().int().positive().optional(),
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
  quota: z.coerce.number().int().min(0).max(12).default(0),
});
export type OrderUpdate = z.infer<typeof orderUpdateQuerySchema>;

export interface PriceLine {
  product_key: string;
  name: string;
  region: { sido: string; sigungu: string } | null;
  period_months: number;
  supply_won: number;
  vat_won: number;
  total_won: number;
}

export interface PriceBreakdown {
  lines: PriceLine[];
  supply_won: number;
  vat_won: number;
  total_won: number;
  /** Instalment months the card payment may choose (empty under 50,000 won). */
  installment_months: number[];
}

export const ORDER_STATUSES = ['created', 'pending', 'paid', 'failed', 'unknown', 'awaiting_deposit', 'cancelled', 'refunded', 'expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  created: '결제 대기',
  pending: '결제 진행 중',
  paid: '결제 완료',
  failed: '결제 실패',
  unknown: '결제 확인 중',
  awaiting_deposit: '입금 대기',
  cancelled: '결제 취소',
  refunded: '환불 완료',
  expired: '기한 만료',
};

/** What the payment window needs (`AUTHNICE.requestPay`) for a card order. */
export interface CardWindowRequest {
  script_url: string;
  clientId: string;
  method: 'card';
  orderId: string;
  amount: number;
  goodsName: string;
  returnUrl: string;
}

export interface BankTransferInstructions {
  bank_name: string;
  account_number: string;
  account_holder: string;
  /** Spec §1: the depositor name should be the company name. */
  depositor_name: string;
  amount_won: number;
  deposit_deadline: string;
}

export interface OrderView {
  order_no: string;
  status: OrderStatus;
  method: PaymentMethod;
  goods_name: string;
  lines: PriceLine[];
  supply_won: number;
  vat_won: number;
  total_won: number;
  refunded_won: number;
  quota: number;
  created_at: string;
  paid_at: string | null;
  cancelled_at: string | null;
  card: { card_name: string; card_num: string; approve_no: string } | null;
  receipt_url: string | null;
  failure_message: string | null;
  /** Until when, and how much, the partner may still withdraw (null when it cannot). */
  withdrawal: { until: string; refundable_won: number; rule: string } | null;
  card_window: CardWindowRequest | null;
  bank_transfer: BankTransferInstructions | null;
}

export const ORDER_LIST_PAGE_SIZES = [10, 20, 50] as const;

export const orderListQuerySchema = z.object({
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().refine((n) => (ORDER_LIST_PAGE_SIZES as readonly number[]).includes(n), '페이지 크기가 올바르지 않습니다.').default(20),
});

export interface OrderList {
  items: Omit<OrderView, 'lines' | 'card_window' | 'bank_transfer' | 'withdrawal'>[];
  total: number;
  page: number;
  size: number;
}

export interface SubscriptionView {
  subscription_no: number;
  order_no: string;
  product_key: string;
  name: string;
  code: PlanCode;
  ad_code: string | null;
  region: { sido: string; sigungu: string } | null;
  period_start: string;
  period_end: string;
  status: 'active' | 'scheduled' | 'cancelled' | 'expired';
}

export const adAvailabilityQuerySchema = z.object({ sido: z.string().max(20), sigungu: z.string().max(20) });
/** Slots of one ad product in a district: `remaining` counts every month the product would cover. */
export interface AdProductSlots {
  product_key: string;
  ad_code: string;
  slots: number;
  remaining: number;
}
export interface AdAvailability {
  region: { sido: string; sigungu: string };
  products: AdProductSlots[];
}

export const adDistrictsQuerySchema = z.object({ sido: z.string().max(20) });
export interface AdDistricts {
  sido: string;
  districts: { sigungu: string; products: AdProductSlots[] }[];
}
