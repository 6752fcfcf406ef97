/**
 * Paths and labels of the recurring-payment calls, without zod: the partner app's screens read them
 * without loading the schema library; subscriptions-api.ts re-exports them under their old names.
 */

export const PERIODIC_PATHS = {
  arrangement: '/authapi/periodic/payment',
  card: '/authapi/periodic/payment/card',
  cardOrder: '/authapi/periodic/payment/card/order',
  /** The partner's billing runs: one row per (plan, period) with every attempt (ours; path not in the spec). */
  history: '/authapi/periodic/payment/history',
  /** Agree to a plan's announced new price (ours; path not in the spec). */
  priceAgreement: '/authapi/periodic/payment/price-change/agree',
} as const;

export const BILLING_RUN_STATUSES = ['open', 'paid', 'uncollectible', 'void'] as const;
export const BILLING_RUN_STATUS_LABELS: Record<(typeof BILLING_RUN_STATUSES)[number], string> = {
  open: '결제 진행 중',
  paid: '결제 완료',
  uncollectible: '결제 실패',
  void: '취소됨',
};
export const BILLING_ATTEMPT_OUTCOMES = [
  'sent',
  'paid',
  'soft_decline',
  'hard_decline',
  'not_processed',
  'failed',
] as const;
export const BILLING_ATTEMPT_OUTCOME_LABELS: Record<(typeof BILLING_ATTEMPT_OUTCOMES)[number], string> = {
  sent: '결제 확인 중',
  paid: '결제 완료',
  soft_decline: '승인 거절 (재시도)',
  hard_decline: '승인 거절 (이 카드로 다시 시도하지 않음)',
  not_processed: '처리되지 않음',
  failed: '실패',
};
