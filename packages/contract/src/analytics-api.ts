/**
 * Click events (spec §3 analytics payload, §7 `POST /analytics`): the spec's one-event call, our batch
 * call the browser's queue uses, and the staff console's counts per event.
 */
import { z } from 'zod';
import { calendarDaySchema } from './validation.js';
import { idParamSchema } from './ids.js';
import { ANALYTICS_BATCH_MAX, MEMBER_NO_HEADER } from './api-constants.js';

/** Calls (single or batch) one member may make per window; beyond, 429 and the browser drops them. */
export const ANALYTICS_RATE_LIMIT = { limit: 300, windowMinutes: 10 } as const;
/** Longest period the staff counts cover, in Korean days. */
export const ANALYTICS_MAX_PERIOD_DAYS = 366;
/** Default period of the staff counts: the last 7 Korean days, today included. */
export const ANALYTICS_DEFAULT_DAYS = 7;

export const ANALYTICS_MESSAGES = {
  required: (label: string) => `${label}을(를) 입력해주세요.`,
  tooLong: (label: string) => `${label}은(는) 64자 이하로 입력해주세요.`,
  controlCharacters: (label: string) => `${label}에 제어 문자는 쓸 수 없습니다.`,
  emptyBatch: '보낼 이벤트가 없습니다.',
  batchTooLarge: `이벤트는 한 번에 ${ANALYTICS_BATCH_MAX}개까지 보낼 수 있습니다.`,
  tooMany: '이벤트 기록 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
  badDay: '날짜는 YYYY-MM-DD 형식으로 입력해주세요.',
  badPeriod: '시작일은 종료일보다 늦을 수 없습니다.',
  periodTooLong: `조회 기간은 ${ANALYTICS_MAX_PERIOD_DAYS}일 이내로 선택해주세요.`,
} as const;

// C0 control characters and DEL: a name is shown in the console and logs, one line of plain text.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

const eventText = (label: string) =>
  z
    .string({ error: ANALYTICS_MESSAGES.required(label) })
    .min(1, ANALYTICS_MESSAGES.required(label))
    .max(64, ANALYTICS_MESSAGES.tooLong(label))
    .refine((value) => !CONTROL_CHARACTERS.test(value), ANALYTICS_MESSAGES.controlCharacters(label));

export const analyticsRequestSchema = z
  .object({
    eventName: eventText('이벤트 이름'),
    typeName: eventText('유형 이름'),
    typeCode: eventText('유형 코드'),
  })
  .meta({ examples: [{ eventName: 'click', typeName: 'menu', typeCode: 'mall' }] });
export type AnalyticsRequest = z.infer<typeof analyticsRequestSchema>;

/** `POST /analytics` names whose event it is in a header (spec §7); it must be the caller. */
export const analyticsHeadersSchema = z.object({ [MEMBER_NO_HEADER]: idParamSchema() });

export const analyticsBatchSchema = z
  .object({
    events: z
      .array(analyticsRequestSchema, { error: ANALYTICS_MESSAGES.emptyBatch })
      .min(1, ANALYTICS_MESSAGES.emptyBatch)
      .max(ANALYTICS_BATCH_MAX, ANALYTICS_MESSAGES.batchTooLarge),
  })
  .describe('Several click events of the caller, oldest first.');
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;

export const analyticsBatchResultSchema = z
  .object({ recorded: z.number().int() })
  .describe('How many events were stored.');

/** Staff console (`/staff-api`): click counts per event and type over a period of Korean days. */
export const STAFF_ANALYTICS_PATHS = { clickCounts: '/analytics/click-counts' } as const;

const koreanDay = calendarDaySchema(ANALYTICS_MESSAGES.badDay);
export const clickCountsQuerySchema = z
  .object({
    /** First Korean day, `YYYY-MM-DD` (default: 6 days before `to`). */
    from: koreanDay.optional(),
    /** Last Korean day, included (default: today in Seoul). */
    to: koreanDay.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: ANALYTICS_MESSAGES.badPeriod,
    path: ['from'],
  });
export type ClickCountsQuery = z.infer<typeof clickCountsQuerySchema>;

export const clickCountsSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    total: z.number().int(),
    /** Per event name, most clicked first, each with its counts per type name and code. */
    events: z.array(
      z.object({
        event_name: z.string(),
        count: z.number().int(),
        types: z.array(z.object({ type_name: z.string(), type_code: z.string(), count: z.number().int() })),
      }),
    ),
  })
  .describe('클릭 이벤트 집계: 기간(서울 기준 날짜) 안의 이벤트별, 유형별 건수');
export type ClickCounts = z.infer<typeof clickCountsSchema>;
