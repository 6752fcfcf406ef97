/**
 * Leads (estimates): the marketplace hands each customer request to a partner through a
 * service-authenticated call, and the partner's home counts them (spec §7 `GET /estimate/count`).
 */
import { z } from 'zod';
import { idSchema, PG_INTEGER_MAX } from './ids.js';
import { CONSTRUCTION_TYPES, isValidRegion } from './reference-data.js';

/** Months in the home screen's series, the current one included. */
export const ESTIMATE_SERIES_MONTHS = 6;

export const ESTIMATE_MESSAGES = {
  tokenMissing: '서비스 인증 토큰이 필요합니다.',
  tokenWrong: '서비스 인증 토큰이 올바르지 않습니다.',
  partnerUnknown: '리드를 받을 파트너를 찾을 수 없습니다.',
  leadConflict: '같은 리드 번호로 다른 내용이 이미 등록되어 있습니다.',
} as const;

// The budget columns are PostgreSQL integers.
const won = z.number().int().min(0).max(PG_INTEGER_MAX);

export const estimateCreateSchema = z
  .object({
    /** The marketplace's id of the lead; sending it again creates nothing. */
    lead_id: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, '리드 번호는 영문, 숫자, _, - 64자 이내로 입력해주세요.'),
    partner_id: idSchema(),
    /** When the customer sent the request (ISO 8601 with its offset). */
    received_at: z.iso.datetime({
      offset: true,
      error: '접수 시각은 ISO 8601 형식(시간대 포함)이어야 합니다.',
    }),
    region: z
      .object({ sido: z.string().max(20), sigungu: z.string().max(20) })
      .refine((r) => isValidRegion(r.sido, r.sigungu), '시공 지역을 확인해주세요.'),
    construction_type: z
      .string()
      .refine((type) => CONSTRUCTION_TYPES.includes(type), '시공 종류를 확인해주세요.'),
    budget_min_won: won.nullable().default(null),
    budget_max_won: won.nullable().default(null),
    /** Only a masked name ever reaches the portal: 김*수, 이** . */
    customer_name_masked: z
      .string()
      .trim()
      .regex(/^[^*\s]\*+[^*\s]?$/, '고객 이름은 가운데를 *로 가린 형태(예: 김*수)로만 받습니다.'),
  })
  .refine(
    (e) => e.budget_min_won === null || e.budget_max_won === null || e.budget_min_won <= e.budget_max_won,
    { message: '최소 예산이 최대 예산보다 클 수 없습니다.', path: ['budget_max_won'] },
  )
  .meta({
    examples: [
      {
        lead_id: 'MK-20261102-000123',
        partner_id: 1,
        received_at: '2026-11-02T10:15:00+09:00',
        region: { sido: '서울특별시', sigungu: '마포구' },
        construction_type: '욕실',
        budget_min_won: 3_000_000,
        budget_max_won: 5_000_000,
        customer_name_masked: '김*수',
      },
    ],
  });
export type EstimateCreate = z.input<typeof estimateCreateSchema>;

export const estimateCreatedSchema = z
  .object({
    estimate_no: z.number().int(),
    /** False when the lead was already recorded (a replay). */
    created: z.boolean(),
  })
  .describe('The recorded lead; a replay of the same lead id answers the first one.');
export type EstimateCreated = z.infer<typeof estimateCreatedSchema>;

export const estimateMonthSchema = z.object({
  /** `YYYY-MM`, a Korean calendar month. */
  month: z.string(),
  leads: z.number().int(),
  /** What the partner paid that month (paid orders less refunds), in won. */
  spend_won: z.number().int(),
});
export type EstimateMonth = z.infer<typeof estimateMonthSchema>;

export const estimateCountSchema = z
  .object({
    /** Leads since Monday 00:00 in Seoul. */
    week_count: z.number().int(),
    /** Leads since the 1st of the month, 00:00 in Seoul. */
    month_count: z.number().int(),
    /** `YYYY-MM-DD`: the Monday the week began. */
    week_start: z.string(),
    /** The last six Korean calendar months, oldest first, the current one last. */
    monthly: z.array(estimateMonthSchema),
  })
  .describe("The partner's leads this week and this month, and leads and spend by month.");
export type EstimateCount = z.infer<typeof estimateCountSchema>;
