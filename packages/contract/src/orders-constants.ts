/**
 * Paths, statuses and limits of the order calls, without zod: the partner app's screens read them
 * without loading the schema library.
 */
import { TERMS_TYPES } from './terms-constants.js';

export const ORDER_PATHS = {
  invoice: '/authapi/partner/invoice/get',
  breakdown: '/authapi/partner/payment/breakdown/get',
  create: '/authapi/partner/order/create',
  update: '/authapi/partner/order/update',
  get: '/authapi/partner/order/get',
  list: '/authapi/partner/order/list',
  /** Every order of the history's filter at once, for the Excel and CSV download. Ours (not shown). */
  export: '/authapi/partner/order/export',
  cancel: '/authapi/partner/order/cancelPartnerOrder',
  inUse: '/authapi/partner/subscription/inUse/get',
  /** Where the payment window posts its result (a browser form POST, not an API call). */
  cardReturn: '/payments/card/return',
  /** Where NicePay (or the sandbox) POSTs payment events; verified by signature and amount. */
  webhook: '/payments/nicepay/webhook',
} as const;

/**
 * The documents the /payment screen shows under its one consent checkbox (spec §2 terms dialog); an
 * order names the version of each the partner was shown.
 */
export const PAYMENT_CONSENT_TYPES = [
  TERMS_TYPES.pgElectronicFinance,
  TERMS_TYPES.paymentPrivacy,
  TERMS_TYPES.paymentThirdParty,
] as const;

export const PAYMENT_CONSENT_MESSAGES = {
  missing: '결제 진행 약관에 동의해 주세요.',
  stale: '약관이 변경되었습니다. 새로고침 후 다시 동의해 주세요.',
} as const;

export const INSTALLMENT_MIN_WON = 50_000;

export const INSTALLMENT_MONTHS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/**
 * A bank transfer's deposit deadline, counted from the order, which is also how long its ad slots
 * stay held (the spec sets no deadline; transfers in Korea arrive at once, and a slot held for days
 * unpaid is a slot no one else can buy).
 */
export const DEPOSIT_HOLD_HOURS = 24;

export const IDEMPOTENCY_HEADER = 'idempotency-key';

export const ORDER_STATUSES = [
  'created',
  'pending',
  'paid',
  'failed',
  'unknown',
  'awaiting_deposit',
  'cancelled',
  'refunded',
  'expired',
] as const;
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

/** Rows per page the payment history offers; 20 by default. */
export const ORDER_LIST_PAGE_SIZES = [10, 20, 50] as const;

/** At most this many orders go into one download; a longer period is downloaded in parts. */
export const ORDER_EXPORT_MAX = 5000;
