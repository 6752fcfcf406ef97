/**
 * What staff owe partners by a date (issue #40 §4, spec §9): refunds within 3 business days, and a
 * partner's required information that staff asked to correct, suspended when still uncorrected after
 * 30 days. Staff API paths (prefix /staff-api, `operations` role).
 */
import { z } from 'zod';
import { idParamSchema, idSchema } from './ids.js';
import { PAYMENT_METHODS } from './orders-api.js';
import { REQUIRED_INFO_CODES } from './profile-checklist.js';

export const FOLLOW_UP_PATHS = {
  refunds: '/refunds',
  settleRefund: '/refunds/:refundId/settle',
  corrections: '/correction-requests',
  withdrawCorrection: '/correction-requests/:requestId/withdraw',
} as const;

/** Spec §9: refund within 3 business days (working days: Mon–Fri, holidays off). */
export const REFUND_DUE_WORKING_DAYS = 3;
/** Spec §9: suspension after 30 days uncorrected. */
export const CORRECTION_DEADLINE_DAYS = 30;
/** The partner is told this many days before the suspension (and again on the last day). */
export const CORRECTION_NOTICE_DAYS = [7, 1] as const;

/** `settled`: paid back; otherwise how the due date stands today (Seoul). */
export const REFUND_DUE_STATES = ['settled', 'open', 'due_today', 'late'] as const;
export type RefundDueState = (typeof REFUND_DUE_STATES)[number];
export const REFUND_DUE_LABELS: Record<RefundDueState, string> = {
  settled: '환불 완료',
  open: '처리 중',
  due_today: '오늘 기한',
  late: '기한 지남',
};

/** `urgent`: 기한 임박/지연 (due today or late); `open`: all not settled; `all`: the latest 200. */
export const REFUND_FILTERS = ['urgent', 'open', 'all'] as const;
export const REFUND_FILTER_LABELS: Record<(typeof REFUND_FILTERS)[number], string> = {
  urgent: '기한 임박/지연',
  open: '처리 중 전체',
  all: '전체',
};

export const refundDeskQuerySchema = z.object({
  filter: z.enum(REFUND_FILTERS, { error: '목록 조건을 확인해주세요.' }).default('open'),
});

export const refundRowSchema = z
  .object({
    refund_id: z.number().int(),
    order_no: z.string(),
    partner_id: z.number().int(),
    partner_name: z.string(),
    method: z.enum(PAYMENT_METHODS),
    goods_name: z.string(),
    amount_won: z.number().int(),
    reason: z.string(),
    /** ISO date-time. */
    requested_at: z.string(),
    /** Seoul day (YYYY-MM-DD). */
    due_on: z.string(),
    settled_at: z.string().nullable(),
    due_state: z.enum(REFUND_DUE_STATES),
  })
  .describe('One refund on the staff refunds desk: open ones by due date first.');
export type RefundRow = z.infer<typeof refundRowSchema>;

export const refundParamsSchema = z.object({ refundId: idParamSchema('환불 번호를 확인해주세요.') });

export const settleRefundSchema = z.object({
  note: z.string().trim().min(2, '송금 내용(은행, 입금자명 등)을 입력해주세요.').max(200),
});
export type SettleRefundRequest = z.infer<typeof settleRefundSchema>;

export const createCorrectionSchema = z.object({
  partner_id: idSchema('파트너 번호를 확인해주세요.'),
  item_code: z.enum(REQUIRED_INFO_CODES, { error: '보완할 항목을 선택해주세요.' }),
  note: z.string().trim().min(2, '무엇을 보완해야 하는지 적어주세요.').max(300),
});
export type CreateCorrectionRequest = z.infer<typeof createCorrectionSchema>;

export const correctionRowSchema = z
  .object({
    request_id: z.number().int(),
    partner_id: z.number().int(),
    partner_name: z.string(),
    item_code: z.enum(REQUIRED_INFO_CODES),
    item_title: z.string(),
    note: z.string(),
    /** ISO date-time. */
    requested_at: z.string(),
    /** Seoul day the partner is suspended if still uncorrected. */
    deadline_on: z.string(),
    /** Days from today (Seoul) to the deadline; 0 on the day. */
    days_left: z.number().int(),
    /** The Seoul day the last notice went out, if any. */
    noticed_on: z.string().nullable(),
  })
  .describe('An open correction request: the partner is suspended on its deadline unless corrected.');
export type CorrectionRow = z.infer<typeof correctionRowSchema>;

export const correctionParamsSchema = z.object({ requestId: idParamSchema('요청 번호를 확인해주세요.') });

export const withdrawCorrectionSchema = z.object({
  reason: z.string().trim().min(2, '철회 사유를 입력해주세요.').max(200),
});
export type WithdrawCorrectionRequest = z.infer<typeof withdrawCorrectionSchema>;

/** `/refunds/:refundId/settle` with its id filled in (the same for a correction request's path). */
export const followUpPath = (template: string, id: number) => template.replace(/:[a-zA-Z]+/, String(id));
