/** A partner's plans, every period and state, newest period first: the staff partners desk's list. */
import type { PartnerDetail } from '@partner-portal/contract/staff-desks-api';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { recurringArrangements, subscriptions } from '../../db/tables/subscriptions.js';

export async function subscriptionsForStaff(
  db: Database,
  partnerId: number,
): Promise<PartnerDetail['subscriptions']> {
  const subs = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.partnerId, partnerId))
    .orderBy(desc(subscriptions.periodEnd));
  return subs.map((s) => ({
    subscription_no: s.subscriptionNo,
    product_key: s.productKey,
    region: [s.regionSido, s.regionSigungu].filter(Boolean).join(' ') || null,
    period_start: s.periodStart,
    period_end: s.periodEnd,
    status: s.status,
    renews: s.renews,
  }));
}

/** 탈퇴's conditions: plans still in use on `today` (active or retrying a renewal) and a live recurring arrangement. */
export async function planCommitments(
  db: Database,
  partnerId: number,
  today: string,
): Promise<{ plansInUse: number; recurring: boolean }> {
  const [plans] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.partnerId, partnerId),
        inArray(subscriptions.status, ['active', 'past_due']),
        sql`${subscriptions.periodEnd} >= ${today}`,
      ),
    );
  const [arrangement] = await db
    .select({ status: recurringArrangements.status })
    .from(recurringArrangements)
    .where(eq(recurringArrangements.partnerId, partnerId));
  return { plansInUse: plans?.n ?? 0, recurring: arrangement?.status === 'active' };
}
