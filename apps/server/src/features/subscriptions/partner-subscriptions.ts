/** A partner's plans, every period and state, newest period first: the staff partners desk's list. */
import type { PartnerDetail } from '@partner-portal/contract/staff-desks-api';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { subscriptions } from '../../db/tables/subscriptions.js';

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
