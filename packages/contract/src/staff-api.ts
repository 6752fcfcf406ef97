/**
 * The staff API (our design; the spec has no staff screens): staff sign in, list transfers awaiting
 * deposit, confirm a deposit (which activates the plan) and refund a payment. `npm run staff` calls it.
 */
import { z } from 'zod';
import { ORDER_STATUSES } from './plans-api.js';

export const STAFF_PATHS = {
  login: '/login',
  orders: '/orders',
  confirmDeposit: '/orders/:orderNo/confirm-deposit',
  refund: '/orders/:orderNo/refund',
} as const;

export const staffPath = (template: string, orderNo: string) =>
  template.replace(':orderNo', encodeURIComponent(orderNo));

export const staffLoginSchema = z.object({
  member_id: z.string().trim().min(1, '아이디를 입력해주세요.').max(16),
  password: z.string().min(1, '비밀번호를 입력해주세요.').max(64),
});

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

export interface StaffOrderRow {
  order_no: string;
  partner_id: number;
  partner_name: string;
  status: (typeof ORDER_STATUSES)[number];
  method: 'card' | 'bank_transfer';
  goods_name: string;
  total_won: number;
  refunded_won: number;
  created_at: string;
  expires_at: string;
  paid_at: string | null;
}
