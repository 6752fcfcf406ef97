/**
 * The staff API (our design; the spec has no staff screens): staff sign in, list transfers awaiting
 * deposit, confirm a deposit (which activates the plan) and refund a payment. `npm run staff` calls it.
 */
import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_METHODS } from './plans-api.js';
import { billingRunSchema } from './subscriptions-api.js';

export const STAFF_PATHS = {
  login: '/login',
  orders: '/orders',
  confirmDeposit: '/orders/:orderNo/confirm-deposit',
  refund: '/orders/:orderNo/refund',
  /** Recurring renewals that failed: past due (still retried) and unpaid (ended). */
  renewals: '/renewals',
  retryRenewal: '/renewals/:invoiceNo/retry',
  endRenewal: '/renewals/:invoiceNo/end',
  /** The scheduled billing run, now (after an outage, or to try a changed clock by hand). */
  runBilling: '/renewals/run',
  /** Announce a plan's new price for renewals (at least 30 days ahead). */
  priceChange: '/plans/:productKey/price-change',
} as const;

export const renewalPath = (template: string, invoiceNo: number | string) =>
  template.replace(':invoiceNo', encodeURIComponent(String(invoiceNo)));

export const staffPath = (template: string, orderNo: string) =>
  template.replace(':orderNo', encodeURIComponent(orderNo));

export const staffOrderParamsSchema = z.object({ orderNo: z.string().min(1).max(40) });

export const staffLoginSchema = z.object({
  member_id: z.string().trim().min(1, '아이디를 입력해주세요.').max(16),
  password: z.string().min(1, '비밀번호를 입력해주세요.').max(64),
});

/** `POST /login` answers the staff member's access token (bearer for every other staff call). */
export const staffTokenSchema = z
  .object({
    access_token: z.string(),
    /** Access-token lifetime in seconds. */
    expires_in: z.number().int(),
  })
  .describe("A staff member's access token.");
export type StaffToken = z.infer<typeof staffTokenSchema>;

export const staffOrderQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES).default('awaiting_deposit'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

const won = (label: string) =>
  z.coerce
    .number({ error: `${label}을(를) 숫자로 입력해주세요.` })
    .int(`${label}은(는) 원 단위 정수입니다.`)
    .min(1, `${label}은(는) 1원 이상입니다.`)
    .max(10_000_000_000);

export const confirmDepositSchema = z.object({
  /** What arrived in the bank account: must equal the order's total. */
  amount_won: won('입금액'),
  depositor: z.string().trim().min(1, '입금자명을 입력해주세요.').max(40),
  note: z.string().trim().max(200).optional(),
});
export type ConfirmDepositRequest = z.infer<typeof confirmDepositSchema>;

export const staffRefundSchema = z.object({
  /** Omitted: everything not yet refunded. */
  amount_won: won('환불액').optional(),
  reason: z.string().trim().min(2, '환불 사유를 입력해주세요.').max(200),
});
export type StaffRefundRequest = z.infer<typeof staffRefundSchema>;

export const staffOrderRowSchema = z
  .object({
    order_no: z.string(),
    partner_id: z.number().int(),
    partner_name: z.string(),
    status: z.enum(ORDER_STATUSES),
    method: z.enum(PAYMENT_METHODS),
    goods_name: z.string(),
    total_won: z.number().int(),
    refunded_won: z.number().int(),
    /** ISO date-times; `expires_at`: when an unpaid order lapses (a bank transfer's deposit deadline). */
    created_at: z.string(),
    expires_at: z.string(),
    paid_at: z.string().nullable(),
  })
  .describe('One order in the staff list (newest first, filtered by status).');
export type StaffOrderRow = z.infer<typeof staffOrderRowSchema>;

export const staffRenewalParamsSchema = z.object({ invoiceNo: z.coerce.number().int().positive() });

export const staffRenewalEndSchema = z.object({
  reason: z.string().trim().min(2, '종료 사유를 입력해주세요.').max(200),
});
export type StaffRenewalEndRequest = z.infer<typeof staffRenewalEndSchema>;

/** A failed renewal for staff: the billing run (with every attempt) and whose it is. */
export const staffRenewalRowSchema = billingRunSchema
  .extend({
    partner_id: z.number().int(),
    partner_name: z.string(),
    subscription_status: z.enum(['active', 'past_due', 'unpaid', 'cancelled']),
    /** Retry rounds done (a round tries the partner's cards once). */
    rounds: z.number().int(),
    /** ISO date-time of the next scheduled try; null when none is left. */
    next_attempt_at: z.string().nullable(),
  })
  .describe('A past-due or unpaid renewal with its invoice and every charge tried (newest first).');
export type StaffRenewalRow = z.infer<typeof staffRenewalRowSchema>;

/** What one billing run did. */
export const staffBillingRunSchema = z
  .object({
    invoiced: z.number().int().describe('청구 생성'),
    charged: z.number().int().describe('결제 승인'),
    declined: z.number().int().describe('결제 거절'),
    reconciled: z.number().int().describe('결과 확인(조회)으로 정리된 결제'),
    more: z.boolean().describe('1분 안에 끝나지 않아 남은 청구가 있음 (예약 실행이 이어서 처리)'),
  })
  .describe('정기결제 실행 결과');
export type StaffBillingRun = z.infer<typeof staffBillingRunSchema>;

export const staffPlanParamsSchema = z.object({ productKey: z.string().min(1).max(60) });

export const staffPriceChangeSchema = z.object({
  new_price_won: won('새 가격'),
  /** `YYYY-MM-DD` (Seoul): the first renewal period starting on or after it is charged the new price. */
  effective_from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '적용일을 YYYY-MM-DD 형식으로 입력해주세요.'),
});
export type StaffPriceChangeRequest = z.infer<typeof staffPriceChangeSchema>;

export const staffPriceChangeAnswerSchema = z
  .object({
    change_id: z.number().int(),
    product_key: z.string(),
    new_price_won: z.number().int(),
    effective_from: z.string(),
    /** Partners told (one notification per renewing subscription). */
    notified: z.number().int(),
  })
  .describe('An announced price change.');
