/**
 * Terms versions scheduled ahead (issue #40 §2): staff schedule a new version with its effective
 * date, what changed and whether the change is against the partner; the portal lists the upcoming
 * versions in a banner until their date.
 */
import { z } from 'zod';
import { idParamSchema } from './ids.js';
import { TERMS_TYPES } from './terms-constants.js';
import { calendarDaySchema } from './validation.js';

export const TERMS_TYPE_KEYS = Object.values(TERMS_TYPES);

export const upcomingTermsSchema = z
  .array(
    z.object({
      /** What the agreement call takes as `subscription_no`. */
      document_no: z.number().int(),
      type: z.string(),
      title: z.string(),
      version: z.number().int(),
      /** `YYYY-MM-DD` (Seoul): from 00:00 that day the version is in force and required. */
      effective_date: z.string(),
      change_summary: z.string(),
      disadvantageous: z.boolean(),
    }),
  )
  .describe('Terms versions scheduled to take effect, soonest first.');
export type UpcomingTerms = z.infer<typeof upcomingTermsSchema>;

export const staffTermsScheduleSchema = z.object({
  type: z.enum(TERMS_TYPE_KEYS, { error: '약관 종류를 선택해주세요.' }),
  version: z.coerce
    .number({ error: '버전을 숫자로 입력해주세요.' })
    .int('버전을 숫자로 입력해주세요.')
    .min(1, '버전을 숫자로 입력해주세요.')
    .max(9999, '버전을 숫자로 입력해주세요.'),
  body: z.string().trim().min(1, '약관 본문을 입력해주세요.').max(200_000, '약관 본문이 너무 깁니다.'),
  change_summary: z
    .string()
    .trim()
    .min(1, '변경 내용 요약을 입력해주세요.')
    .max(500, '변경 내용 요약은 500자까지 입력할 수 있습니다.'),
  effective_date: calendarDaySchema('시행일을 YYYY-MM-DD 형식의 날짜로 입력해주세요.'),
  disadvantageous: z.boolean().default(false),
});
export type StaffTermsScheduleInput = z.input<typeof staffTermsScheduleSchema>;

export const TERMS_VERSION_STATES = ['scheduled', 'current', 'previous', 'cancelled'] as const;
export type TermsVersionState = (typeof TERMS_VERSION_STATES)[number];
export const TERMS_VERSION_STATE_LABELS: Record<TermsVersionState, string> = {
  scheduled: '시행 예정',
  current: '현재 시행',
  previous: '이전 버전',
  cancelled: '취소',
};

export const staffTermsVersionSchema = z
  .object({
    document_no: z.number().int(),
    type: z.string(),
    title: z.string(),
    version: z.number().int(),
    effective_date: z.string(),
    state: z.enum(TERMS_VERSION_STATES),
    change_summary: z.string().nullable(),
    disadvantageous: z.boolean(),
    scheduled_by: z.string().nullable(),
    cancelled_by: z.string().nullable(),
    created_at: z.string(),
  })
  .describe('약관 한 버전 (직원용): 시행 예정·현재·이전·취소');
export type StaffTermsVersion = z.infer<typeof staffTermsVersionSchema>;

export const staffTermsParamsSchema = z.object({ id: idParamSchema() });
