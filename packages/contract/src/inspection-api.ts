/**
 * Service inspection (spec §2 `/service-inspection`, §4 guard step 1; the status path is "not shown",
 * so it is ours): the open status call under the service group, the staff desk under `/staff-api`,
 * and what the server answers to partner calls while an inspection runs.
 */
import { z } from 'zod';
import { idParamSchema } from './ids.js';
import { CUSTOMER_SERVICE } from './constants.js';
import { INSPECTION_STATUSES } from './inspection-constants.js';

export const inspectionStatusSchema = z
  .object({
    status: z.enum(INSPECTION_STATUSES),
    /** ISO instants (UTC); null when there is none. */
    start: z.string().nullable(),
    end: z.string().nullable(),
    message: z.string().nullable(),
    /** An `/uploads/…` address, or null. */
    image: z.string().nullable(),
    /** Whether partners may read (look up) while it runs; writes are refused either way. */
    allow_reads: z.boolean(),
    customer_service_hours: z.literal(CUSTOMER_SERVICE.hours),
  })
  .describe('서비스 점검 상태: 없음, 예고 중(announced), 진행 중(running)과 그 기간·안내문');

const instant = z.iso.datetime({ offset: true });

export const staffInspectionInputSchema = z
  .object({
    start_at: instant,
    end_at: instant,
    message: z
      .string()
      .trim()
      .min(1, '점검 안내 문구를 입력해주세요.')
      .max(1000, '안내 문구는 1,000자까지 입력할 수 있습니다.'),
    image_url: z
      .string()
      .regex(/^\/uploads\/[\w./-]+$/, '이미지는 이미지 올리기로 올린 파일만 쓸 수 있습니다.')
      .nullable()
      .default(null),
    allow_reads: z.boolean().default(true),
    /** When the announcement popup starts showing; null: DEFAULT_ANNOUNCE_DAYS before the start. */
    announce_from: instant.nullable().default(null),
  })
  .refine((input) => Date.parse(input.end_at) > Date.parse(input.start_at), {
    message: '점검 종료 시각은 시작 시각보다 뒤여야 합니다.',
    path: ['end_at'],
  })
  .refine((input) => !input.announce_from || Date.parse(input.announce_from) <= Date.parse(input.start_at), {
    message: '예고 시작 시각은 점검 시작 시각보다 앞이어야 합니다.',
    path: ['announce_from'],
  });
export type StaffInspectionInput = z.input<typeof staffInspectionInputSchema>;

export const INSPECTION_STATES = ['scheduled', 'running', 'ended', 'cancelled'] as const;
export type InspectionState = (typeof INSPECTION_STATES)[number];
export const INSPECTION_STATE_LABELS: Record<InspectionState, string> = {
  scheduled: '예정',
  running: '진행 중',
  ended: '종료',
  cancelled: '취소',
};

export const staffInspectionRowSchema = z
  .object({
    id: z.number().int(),
    state: z.enum(INSPECTION_STATES),
    start_at: z.string(),
    end_at: z.string(),
    announce_from: z.string(),
    message: z.string(),
    image_url: z.string().nullable(),
    allow_reads: z.boolean(),
    created_by: z.string(),
    created_at: z.string(),
    /** Who ended it early or called it off, and when. */
    closed_by: z.string().nullable(),
    closed_at: z.string().nullable(),
  })
  .describe('서비스 점검 한 건 (직원용)');
export type StaffInspectionRow = z.infer<typeof staffInspectionRowSchema>;

export const staffInspectionParamsSchema = z.object({ id: idParamSchema() });
