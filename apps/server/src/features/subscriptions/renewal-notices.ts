/**
 * The notice before each charge (daily job `renewal-notices`): for partners who keep
 * `alert_before_execution` on, every renewing plan charged within the next 3 days gets one
 * notification (the dedupe key is the subscription and the period, so a day missed is caught up
 * and a second run queues nothing).
 */
import { formatWon } from '@partner-portal/contract/money';
import { vatOf } from '@partner-portal/contract/plans-api';
import { addMonths, seoulDate } from '@partner-portal/contract/seoul-time';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { planProducts } from '../../db/tables/plans.js';
import { recurringArrangements, subscriptions } from '../../db/tables/subscriptions.js';
import type { Clock } from '../../shared/clock.js';
import { queueNotification } from '../notifications/outbox.js';
import { nextPeriod } from './billing-invoicing.js';

/** How many days before the charge the partner is told. */
export const NOTICE_DAYS_AHEAD = 3;

export async function queueRenewalNotices(deps: { db: Database; clock: Clock }): Promise<number> {
  const { db, clock } = deps;
  const now = clock.now();
  const today = seoulDate(now);
  // The next period starts the day after the current one ends: charged within 1..3 days.
  const rows = await db
    .select({ s: subscriptions, p: planProducts })
    .from(subscriptions)
    .innerJoin(planProducts, eq(planProducts.productKey, subscriptions.productKey))
    .innerJoin(recurringArrangements, eq(recurringArrangements.partnerId, subscriptions.partnerId))
    .where(
      and(
        eq(subscriptions.renews, true),
        eq(subscriptions.status, 'active'),
        eq(recurringArrangements.status, 'active'),
        eq(recurringArrangements.alertBeforeExecution, true),
        sql`${subscriptions.periodEnd} >= ${today}`,
        sql`${subscriptions.periodEnd} <= ${addMonths(today, 0, NOTICE_DAYS_AHEAD - 1)}`,
      ),
    );
  let queued = 0;
  for (const { s, p } of rows) {
    const day = nextPeriod(s, p.periodMonths).start;
    const amount = p.priceWon + vatOf(p.priceWon);
    const added = await queueNotification(
      db,
      {
        partnerId: s.partnerId,
        kind: 'billing.upcoming',
        variables: { 요금제: p.name, 결제일: day, 금액: formatWon(amount) },
        dedupeKey: `before_execution:${s.subscriptionNo}:${day}`,
      },
      now,
    );
    if (added) queued += 1;
  }
  return queued;
}
