/**
 * The notice before a one-off plan ends (daily job `plan-ending-notices`, 09:00 Seoul): 7 days and
 * 1 day before its last day, so the partner can pay for the next period in time. Plans renewed by the
 * recurring payment are told of the charge instead (renewal-notices.ts). Each notice is due from its
 * day until the next one's, so a day the job missed is caught up the day after; the dedupe key (the
 * plan, its last day and the notice) keeps a second run from queueing it again.
 */
import { seoulDate, addMonths, daysBetween } from '@partner-portal/contract/seoul-time';
import { and, eq, gt, gte, lte, ne, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { planProducts } from '../../db/tables/plans.js';
import { subscriptions } from '../../db/tables/subscriptions.js';
import type { Clock } from '../../shared/clock.js';
import { queueNotification } from '../notifications/outbox.js';

/** Days before the last day of the plan that the partner is told, farthest first. */
export const PLAN_ENDING_NOTICE_DAYS = [7, 1] as const;

export async function queuePlanEndingNotices(deps: { db: Database; clock: Clock }): Promise<number> {
  const { db, clock } = deps;
  const now = clock.now();
  const today = seoulDate(now);
  const later = alias(subscriptions, 'later');
  const rows = await db
    .select({
      subscriptionNo: subscriptions.subscriptionNo,
      partnerId: subscriptions.partnerId,
      periodEnd: subscriptions.periodEnd,
      regionSido: subscriptions.regionSido,
      regionSigungu: subscriptions.regionSigungu,
      name: planProducts.name,
    })
    .from(subscriptions)
    .innerJoin(planProducts, eq(planProducts.productKey, subscriptions.productKey))
    .where(
      and(
        eq(subscriptions.renews, false),
        eq(subscriptions.status, 'active'),
        gte(subscriptions.periodEnd, addMonths(today, 0, 1)),
        lte(subscriptions.periodEnd, addMonths(today, 0, PLAN_ENDING_NOTICE_DAYS[0])),
        // Not when the partner already holds the same plan beyond this one's end (bought again).
        notExists(
          db
            .select({ one: sql`1` })
            .from(later)
            .where(
              and(
                eq(later.partnerId, subscriptions.partnerId),
                eq(later.productKey, subscriptions.productKey),
                sql`${later.regionSigungu} is not distinct from ${subscriptions.regionSigungu}`,
                sql`${later.regionSido} is not distinct from ${subscriptions.regionSido}`,
                ne(later.subscriptionNo, subscriptions.subscriptionNo),
                eq(later.status, 'active'),
                gt(later.periodEnd, subscriptions.periodEnd),
              ),
            ),
        ),
      ),
    );
  let queued = 0;
  for (const row of rows) {
    const daysLeft = daysBetween(today, row.periodEnd);
    // The nearest notice already due: 6 days left after a missed day is still the 7-day notice.
    const notice = Math.min(...PLAN_ENDING_NOTICE_DAYS.filter((days) => days >= daysLeft));
    const region = row.regionSido ? ` (${row.regionSido} ${row.regionSigungu})` : '';
    const added = await queueNotification(
      db,
      {
        kind: 'plan.ending',
        partnerId: row.partnerId,
        variables: { 요금제: `${row.name}${region}`, 종료일: row.periodEnd, 남은일수: daysLeft },
        dedupeKey: `plan.ending:${row.subscriptionNo}:${row.periodEnd}:${notice}`,
      },
      now,
    );
    if (added) queued += 1;
  }
  return queued;
}
