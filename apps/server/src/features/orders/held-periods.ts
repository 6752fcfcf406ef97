/**
 * The periods a partner holds, read for plan-periods.ts: plans in use, and renewals being charged
 * (an open invoice's period counts as held, so a new purchase never buys the days it may still pay).
 */
import { planLane } from '@partner-portal/contract/plans-constants';
import type { LinePeriod } from '@partner-portal/contract/orders-api';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { partners } from '../../db/tables/partners.js';
import { planProducts } from '../../db/tables/plans.js';
import { billingInvoices, subscriptions } from '../../db/tables/subscriptions.js';
import { planPeriods, type HeldPeriod, type PlannedPeriod } from './plan-periods.js';

type Region = { sido: string; sigungu: string } | null;
const regionOf = (sido: string | null, sigungu: string | null): Region =>
  sido && sigungu ? { sido, sigungu } : null;

/**
 * Locks the partner row for the transaction: whatever plans periods (a payment landing, a recurring
 * arrangement registering) does so one at a time per partner, so two cannot both start on one day.
 */
export async function lockPartnerPeriods(tx: Database, partnerId: number): Promise<void> {
  await tx.execute(sql`select 1 from ${partners} where ${partners.partnerId} = ${partnerId} for update`);
}

/** What the partner holds from `today` on. */
export async function heldPeriods(db: Database, partnerId: number, today: string): Promise<HeldPeriod[]> {
  const columns = {
    subscriptionNo: subscriptions.subscriptionNo,
    productKey: subscriptions.productKey,
    regionSido: subscriptions.regionSido,
    regionSigungu: subscriptions.regionSigungu,
    name: planProducts.name,
    code: planProducts.code,
    adCode: planProducts.adCode,
  };
  const [plans, renewals] = await Promise.all([
    db
      .select({ ...columns, start: subscriptions.periodStart, end: subscriptions.periodEnd })
      .from(subscriptions)
      .innerJoin(planProducts, eq(planProducts.productKey, subscriptions.productKey))
      .where(
        and(
          eq(subscriptions.partnerId, partnerId),
          inArray(subscriptions.status, ['active', 'past_due']),
          gte(subscriptions.periodEnd, today),
        ),
      ),
    db
      .select({ ...columns, start: billingInvoices.periodStart, end: billingInvoices.periodEnd })
      .from(billingInvoices)
      .innerJoin(subscriptions, eq(subscriptions.subscriptionNo, billingInvoices.subscriptionNo))
      .innerJoin(planProducts, eq(planProducts.productKey, subscriptions.productKey))
      .where(
        and(
          eq(billingInvoices.partnerId, partnerId),
          eq(billingInvoices.status, 'open'),
          gte(billingInvoices.periodEnd, today),
        ),
      ),
  ]);
  return [...plans, ...renewals].map((row) => ({
    subscriptionNo: row.subscriptionNo,
    productKey: row.productKey,
    name: row.name,
    lane: planLane(row, regionOf(row.regionSido, row.regionSigungu)),
    start: row.start,
    end: row.end,
  }));
}

export interface LineToPlan {
  productKey: string;
  region: Region;
  periodMonths: number;
  product: { code: number; adCode: string | null };
}

/** Each line's period if it were paid today, after what the partner holds. */
export async function planLines(
  db: Database,
  partnerId: number,
  lines: LineToPlan[],
  today: string,
): Promise<PlannedPeriod[]> {
  const held = await heldPeriods(db, partnerId, today);
  return planPeriods(
    held,
    lines.map((line) => ({
      productKey: line.productKey,
      lane: planLane(line.product, line.region),
      periodMonths: line.periodMonths,
    })),
    today,
  );
}

export const toLinePeriod = (planned: PlannedPeriod): LinePeriod => ({
  start: planned.start,
  end: planned.end,
  held: planned.held && { name: planned.held.name, start: planned.held.start, end: planned.held.end },
  replaces: planned.replaces && {
    subscription_no: planned.replaces.subscriptionNo,
    name: planned.replaces.name,
    end: planned.replaces.end,
  },
});
