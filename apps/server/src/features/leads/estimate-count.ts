/**
 * Leads counted on the partner's home (`GET /estimate/count`) by Korean calendar week and month,
 * beside what the partner paid (orders → spend per month).
 */
import { ESTIMATE_SERIES_MONTHS, type EstimateCount } from '@partner-portal/contract/estimates-api';
import { addMonths, mondayOf, seoulDate, seoulDayStart } from '@partner-portal/contract/seoul-time';
import { and, count, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { estimates } from '../../db/tables/estimates.js';
import type { Clock } from '../../shared/clock.js';
import { paidSpendByMonth } from '../orders/order-queries.js';

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
