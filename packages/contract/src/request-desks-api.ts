/**
 * The staff console's 상담 요청 and 제휴 문의 desks (ours): one shape for both. Each request has a
 * status, an assignee, a note and a due date 3 working days after it arrived; the partner sees the
 * status of their consultation requests on `/mypage/plan`.
 */
import { z } from 'zod';
import { idParamSchema } from './ids.js';
import { REQUEST_DESKS, DESK_REQUEST_STATUSES } from './request-desks-constants.js';

export const deskParamsSchema = z.object({ desk: z.enum(REQUEST_DESKS, { message: '없는 창구입니다.' }) });
export const deskRequestParamsSchema = deskParamsSchema.extend({ requestId: idParamSchema() });

export const deskSearchSchema = z.object({
  status: z.enum(DESK_REQUEST_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type DeskSearch = z.infer<typeof deskSearchSchema>;

export const deskRequestRowSchema = z.object({
  request_id: z.number().int(),
  /** Who asked: the partner's business name, or the company of a partnership inquiry. */
  title: z.string(),
  /** What was asked: the plan, or the inquiry's contact, region and message. */
  detail: z.string(),
  /** The partner's id for a consultation request (a link to the partners desk). */
  partner_id: z.number().int().nullable(),
  status: z.enum(DESK_REQUEST_STATUSES),
  assignee: z.object({ member_no: z.number().int(), name: z.string() }).nullable(),
  note: z.string(),
  /** ISO date-time of arrival. */
  received_at: z.string(),
  /** Seoul day, `YYYY-MM-DD`. */
  due_on: z.string(),
  /** Not done and past its due day (Seoul). */
  overdue: z.boolean(),
});
export type DeskRequestRow = z.infer<typeof deskRequestRowSchema>;
export const deskRequestPageSchema = z
  .object({
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
    /** Open requests past their due day, whatever the filter. */
    overdue: z.number().int(),
    rows: z.array(deskRequestRowSchema),
  })
  .describe('창구 요청 목록 (미완료가 먼저, 기한 순)');
export type DeskRequestPage = z.infer<typeof deskRequestPageSchema>;

/** One change at a time: take it (yourself), release it, move its status, or replace the note. */
export const deskRequestChangeSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('take') }),
    z.object({ action: z.literal('release') }),
    z.object({ action: z.literal('status'), status: z.enum(DESK_REQUEST_STATUSES) }),
    z.object({ action: z.literal('note'), note: z.string().trim().max(1000, '메모는 1000자까지입니다.') }),
  ],
  { message: '변경할 내용을 선택해주세요.' },
);
export type DeskRequestChange = z.infer<typeof deskRequestChangeSchema>;

export const planConsultationStatusSchema = z
  .array(
    z.object({
      consultation_no: z.number().int(),
      plan_code: z.string(),
      plan_name: z.string(),
      status: z.enum(DESK_REQUEST_STATUSES),
      /** ISO date-time. */
      requested_at: z.string(),
    }),
  )
  .describe('내 요금제 상담 신청과 처리 상태 (최신순)');
export type PlanConsultationStatus = z.infer<typeof planConsultationStatusSchema>;
