/**
 * The demo partner's plan: 스탠다드 (monthly), paid by card each month for the last six months and the
 * current one, so its plan returns (cost per lead, per contract) and its spend have figures. Order
 * numbers are fixed per period start, so seeding again adds only a month that began since.
 */
import { addMonths, seoulDate, seoulDayStart } from '@partner-portal/contract/seoul-time';
import type { Database } from '../db/client.js';
import { orderLines, orders } from '../db/tables/orders.js';
import { planProducts } from '../db/tables/plans.js';
import { subscriptions } from '../db/tables/subscriptions.js';
import { eq } from 'drizzle-orm';
import type { Clock } from '../shared/clock.js';

export const DEMO_PLAN_KEY = 'MONTHLY_STANDARD';
const MONTHS = 7;

/** True when it added an order. */
export async function seedDemoPlanOrders(db: Database, clock: Clock, partnerId: number): Promise<boolean> {
  const [plan] = await db.select().from(planProducts).where(eq(planProducts.productKey, DEMO_PLAN_KEY));
  if (!plan) return false;
  const now = clock.now();
  // Periods begin the day before the seed's day, so the current one is paid whatever the hour.
  const firstStart = addMonths(seoulDate(now), -(MONTHS - 1), -1);
  const vat = Math.round(plan.priceWon / 10);
  let added = false;
  for (let k = 0; k < MONTHS; k += 1) {
    const start = addMonths(firstStart, k);
    const paidAt = new Date(seoulDayStart(start).getTime() + 10 * 3_600_000 + k * 61_000);
    if (paidAt > now) break;
    const orderNo = `P${start.replace(/-/g, '')}DEMOPLAN${partnerId}`;
    added =
      (await db.transaction(async (tx) => {
        const [order] = await tx
          .insert(orders)
          .values({
            orderNo,
            partnerId,
            status: 'paid',
            method: 'card',
            goodsName: `${plan.name} 1개월`,
            supplyWon: plan.priceWon,
            vatWon: vat,
            totalWon: plan.priceWon + vat,
            idempotencyKey: orderNo,
            requestHash: orderNo,
            tid: `DEMO${orderNo}`,
            cardName: '신한카드',
            cardNum: '4518-42**-****-1234',
            approveNo: String(30_000_000 + k * 7_919).slice(0, 8),
            createdAt: new Date(paidAt.getTime() - 120_000),
            paidAt,
            expiresAt: new Date(paidAt.getTime() + 30 * 60_000),
          })
          .onConflictDoNothing()
          .returning({ orderNo: orders.orderNo });
        if (!order) return false;
        await tx.insert(orderLines).values({
          orderNo,
          productKey: plan.productKey,
          name: plan.name,
          periodMonths: 1,
          supplyWon: plan.priceWon,
          vatWon: vat,
        });
        await tx.insert(subscriptions).values({
          partnerId,
          orderNo,
          productKey: plan.productKey,
          periodStart: start,
          periodEnd: addMonths(start, 1, -1),
          createdAt: paidAt,
        });
        return true;
      })) || added;
  }
  return added;
}
