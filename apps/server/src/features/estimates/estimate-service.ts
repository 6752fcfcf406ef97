/**
 * Leads (estimates): recorded when the marketplace hands one to a partner, counted on the partner's
 * home by Korean calendar week and month, beside what the partner paid (orders → spend per month).
 */
import {
  ESTIMATE_MESSAGES,
  ESTIMATE_SERIES_MONTHS,
  type EstimateCount,
  type EstimateCreated,
  type estimateCreateSchema,
} from '@partner-portal/contract/estimates-api';
import { ERROR_CODES } from '@partner-portal/contract/api-constants';
import { addMonths, mondayOf, seoulDate, seoulDayStart } from '@partner-portal/contract/seoul-time';
import { and, count, eq, gte, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { estimates } from '../../db/tables/estimates.js';
import { partners } from '../../db/tables/partners.js';
import type { Clock } from '../../shared/clock.js';
import { HttpProblem } from '../../shared/problems.js';
import { queueNotification } from '../notifications/outbox.js';
import { paidSpendByMonth } from '../orders/order-queries.js';
import { addBusinessMinutes, loadHolidays } from '../leads/business-hours.js';
import { RESPONSE_LIMIT_BUSINESS_HOURS } from '@partner-portal/contract/leads-constants';

const HOLIDAYS = loadHolidays();

type EstimateInput = z.output<typeof estimateCreateSchema>;

/** The lead as stored, to tell a replay from another lead under the same id. */
const sameLead = (row: typeof estimates.$inferSelect, input: EstimateInput) =>
  row.partnerId === input.partner_id &&
  row.receivedAt.getTime() === new Date(input.received_at).getTime() &&
  row.regionSido === input.region.sido &&
  row.regionSigungu === input.region.sigungu &&
  row.constructionType === input.construction_type &&
  row.budgetMinWon === input.budget_min_won &&
  row.budgetMaxWon === input.budget_max_won &&
  row.customerNameMasked === input.customer_name_masked;

/**
 * Records a lead once per marketplace lead id and tells the partner: a replay answers the first row
 * (`created: false`) and tells nobody again; the same id with other content is refused (409), as is
 * an unknown partner (404).
 */
export async function recordEstimate(
  { db, clock }: { db: Database; clock: Clock },
  input: EstimateInput,
): Promise<EstimateCreated> {
  const [partner] = await db
    .select({ partnerId: partners.partnerId })
    .from(partners)
    .where(eq(partners.partnerId, input.partner_id));
  if (!partner) throw new HttpProblem(404, ERROR_CODES.notFound, ESTIMATE_MESSAGES.partnerUnknown);
  const now = clock.now();
  const inserted = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(estimates)
      .values({
        leadId: input.lead_id,
        partnerId: input.partner_id,
        receivedAt: new Date(input.received_at),
        regionSido: input.region.sido,
        regionSigungu: input.region.sigungu,
        constructionType: input.construction_type,
        budgetMinWon: input.budget_min_won,
        budgetMaxWon: input.budget_max_won,
        customerNameMasked: input.customer_name_masked,
        dueAt: addBusinessMinutes(HOLIDAYS, new Date(input.received_at), RESPONSE_LIMIT_BUSINESS_HOURS * 60),
      })
      .onConflictDoNothing({ target: estimates.leadId })
      .returning({ estimateNo: estimates.estimateNo });
    if (!row) return undefined;
    await queueNotification(
      tx,
      {
        kind: 'lead.received',
        partnerId: input.partner_id,
        variables: {
          공간: input.construction_type,
          지역: `${input.region.sido} ${input.region.sigungu}`,
          요청번호: row.estimateNo,
        },
        dedupeKey: `lead.received:${row.estimateNo}`,
      },
      now,
    );
    return row;
  });
  if (inserted) return { estimate_no: inserted.estimateNo, created: true };
  const [existing] = await db.select().from(estimates).where(eq(estimates.leadId, input.lead_id));
  if (!existing || !sameLead(existing, input)) {
    throw new HttpProblem(409, ERROR_CODES.conflict, ESTIMATE_MESSAGES.leadConflict);
  }
  return { estimate_no: existing.estimateNo, created: false };
}

/** This week's and this month's leads (Asia/Seoul calendar), and leads and spend of the last six months. */
export async function estimateCount(
  { db, clock }: { db: Database; clock: Clock },
  partnerId: number,
): Promise<EstimateCount> {
  const now = clock.now();
  const today = seoulDate(now);
  const weekStartDay = mondayOf(today);
  const thisMonth = `${today.slice(0, 7)}-01`;
  const firstMonth = addMonths(thisMonth, -(ESTIMATE_SERIES_MONTHS - 1));
  const from = seoulDayStart(firstMonth);
  const to = seoulDayStart(addMonths(thisMonth, 1));
  const weekStart = seoulDayStart(weekStartDay);
  const monthStart = seoulDayStart(thisMonth);

  const month = sql<string>`to_char((${estimates.receivedAt} at time zone 'UTC') + interval '9 hours', 'YYYY-MM')`;
  const ofPartner = eq(estimates.partnerId, partnerId);
  const [[totals], byMonth, spend] = await Promise.all([
    db
      .select({
        week: sql<string>`count(*) filter (where ${estimates.receivedAt} >= ${weekStart})`,
        month: sql<string>`count(*) filter (where ${estimates.receivedAt} >= ${monthStart})`,
      })
      .from(estimates)
      // Up to now: a lead stamped in the future (a clock off at the marketplace) is not counted yet.
      .where(
        and(
          ofPartner,
          gte(estimates.receivedAt, weekStart < monthStart ? weekStart : monthStart),
          lte(estimates.receivedAt, now),
        ),
      ),
    db
      .select({ month, n: count() })
      .from(estimates)
      .where(and(ofPartner, gte(estimates.receivedAt, from), lte(estimates.receivedAt, now)))
      .groupBy(month),
    paidSpendByMonth(db, partnerId, from, to),
  ]);
  const leads = new Map(byMonth.map((row) => [row.month, Number(row.n)]));
  const monthly = Array.from({ length: ESTIMATE_SERIES_MONTHS }, (_, i) => {
    const key = addMonths(firstMonth, i).slice(0, 7);
    return { month: key, leads: leads.get(key) ?? 0, spend_won: spend.get(key) ?? 0 };
  });
  return {
    week_count: Number(totals?.week ?? 0),
    month_count: Number(totals?.month ?? 0),
    week_start: weekStartDay,
    monthly,
  };
}
