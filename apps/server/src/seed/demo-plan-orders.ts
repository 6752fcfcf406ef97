/**
 * The demo partner's plan: 스탠다드 (monthly), paid each month for the last six months and the
 * current one (by card; every third month by bank transfer, its 전자세금계산서 issued through the
 * embedded provider), so its plan returns (cost per lead, per contract), its spend and its
 * 세금계산서 관리 have figures. Order numbers are fixed per period start, so seeding again adds only
 * a month that began since.
 */
import { addMonths, seoulDate, seoulDayStart } from '@partner-portal/contract/seoul-time';
import type { Database } from '../db/client.js';
import { orderLines, orders } from '../db/tables/orders.js';
import { planProducts } from '../db/tables/plans.js';
import { subscriptions } from '../db/tables/subscriptions.js';
import { eq } from 'drizzle-orm';
import type { Clock } from '../shared/clock.js';
import { issueDueDocuments } from '../features/tax-documents/tax-document-issuer.js';
import { queuePaymentDocument } from '../features/tax-documents/tax-document-queue.js';
import { taxInvoiceSandbox } from '../platform/tax-invoice/tax-invoice-sandbox.js';

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
    const transfer = k % 3 === 1;
    added =
      (await db.transaction(async (tx) => {
        const [order] = await tx
          .insert(orders)
          .values({
            orderNo,
            partnerId,
            status: 'paid',
            method: transfer ? 'bank_transfer' : 'card',
            goodsName: `${plan.name} 1개월`,
            supplyWon: plan.priceWon,
            vatWon: vat,
            totalWon: plan.priceWon + vat,
            idempotencyKey: orderNo,
            requestHash: orderNo,
            ...(transfer
              ? {}
              : {
                  tid: `DEMO${orderNo}`,
                  cardName: '신한카드',
                  cardNum: '4518-42**-****-1234',
                  approveNo: String(30_000_000 + k * 7_919).slice(0, 8),
                }),
            createdAt: new Date(paidAt.getTime() - 120_000),
            paidAt,
            expiresAt: new Date(paidAt.getTime() + 30 * 60_000),
          })
          .onConflictDoNothing()
          .returning();
        if (!order) return false;
        await queuePaymentDocument(tx, order, paidAt);
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
  // The embedded provider issues the transfers' invoices as it would after each deposit.
  if (added)
    await issueDueDocuments({ db, clock, taxInvoices: taxInvoiceSandbox(db, clock) }, { limit: MONTHS });
  return added;
}
