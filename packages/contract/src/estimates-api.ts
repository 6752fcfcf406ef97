/**
 * Leads (estimates) on the partner's home (spec §7 `GET /estimate/count`), and the messages of the
 * marketplace's service call, whose lead is `leadIngestSchema` (leads-api.ts).
 */
import { z } from 'zod';

/** Months in the home screen's series, the current one included. */
export const ESTIMATE_SERIES_MONTHS = 6;

export const ESTIMATE_MESSAGES = {
  tokenMissing: '서비스 인증 토큰이 필요합니다.',
  tokenWrong: '서비스 인증 토큰이 올바르지 않습니다.',
  partnerUnknown: '리드를 받을 파트너를 찾을 수 없습니다.',
  leadConflict: '같은 리드 번호로 다른 내용이 이미 등록되어 있습니다.',
} as const;

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
