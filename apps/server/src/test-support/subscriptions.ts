/** Recurring-payment fixtures: a paid plan as a one-off payment leaves it, ready to renew. */
import { subscriptions } from '../db/tables/subscriptions.js';
import { orders } from '../db/tables/orders.js';
import type { TestApp } from './test-app.js';

/** A paid plan for the partner from `start` to `end`, with its order; answers its subscription number. */
export async function givePaidPlan(
  t: TestApp,
  partnerId: number,
  start: string,
  end: string,
  productKey = 'MONTHLY_STANDARD',
  region?: { sido: string; sigungu: string },
): Promise<number> {
  const orderNo = `T${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  await t.database.db.insert(orders).values({
    orderNo,
    partnerId,
    status: 'paid',
    method: 'card',
    goodsName: '스탠다드',
    supplyWon: 790000,
    vatWon: 79000,
    totalWon: 869000,
    idempotencyKey: orderNo,
    requestHash: 'test',
    createdAt: t.clock.now(),
    expiresAt: t.clock.now(),
  });
  const [sub] = await t.database.db
    .insert(subscriptions)
    .values({
      partnerId,
      orderNo,
      productKey,
      periodStart: start,
      periodEnd: end,
      regionSido: region?.sido,
      regionSigungu: region?.sigungu,
      createdAt: t.clock.now(),
    })
    .returning();
  return sub!.subscriptionNo;
}
