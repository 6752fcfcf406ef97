/**
 * The orders of recurring renewals, written for the billing run (subscriptions/): opened with their
 * lines under the renewal's unique key, their ad slots held, withdrawn or released, and marked
 * pending, paid, failed or cancelled. The run writes no order table itself.
 */
import { and, eq, inArray, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { inList, rowsToInsert } from '../../db/values-table.js';
import { adSlotHolds, orderLines, orders } from '../../db/tables/orders.js';
import type { GatewayPayment } from '../../platform/gateway/payment-gateway.js';
import { recordApprovals } from './order-service.js';

export interface RenewalOrder {
  orderNo: string;
  partnerId: number;
  goodsName: string;
  supplyWon: number;
  vatWon: number;
  totalWon: number;
  /** `recurring:<subscription>:<period start>`: one order per renewal, whoever opens it. */
  idempotencyKey: string;
  expiresAt: Date;
  line: {
    productKey: string;
    name: string;
    regionSido: string | null;
    regionSigungu: string | null;
    periodMonths: number;
    /** The renewal's period: it continues from the end of the period held. */
    periodStart: string;
    periodEnd: string;
  };
}

/**
 * Opens the renewals' orders (card, `created`) and, for those this call inserted, their lines; a
 * renewal whose key is taken is skipped. Answers the order numbers inserted.
 */
export async function openRenewalOrders(
  tx: Database,
  renewals: RenewalOrder[],
  now: Date,
): Promise<Set<string>> {
  const inserted = (await tx.execute(sql`
      insert into ${orders} ${rowsToInsert(
        orders,
        renewals.map((renewal) => ({
          orderNo: renewal.orderNo,
          partnerId: renewal.partnerId,
          status: 'created' as const,
          method: 'card' as const,
          goodsName: renewal.goodsName,
          supplyWon: renewal.supplyWon,
          vatWon: renewal.vatWon,
          totalWon: renewal.totalWon,
          idempotencyKey: renewal.idempotencyKey,
          requestHash: 'recurring',
          createdAt: now,
          expiresAt: renewal.expiresAt,
        })),
      )}
      on conflict do nothing
      returning order_no`)) as unknown as { rows: { order_no: string }[] };
  const insertedNos = new Set(inserted.rows.map((order) => order.order_no));
  const opened = renewals.filter((renewal) => insertedNos.has(renewal.orderNo));
  if (opened.length === 0) return insertedNos;
  await tx.execute(
    sql`insert into ${orderLines} ${rowsToInsert(
      orderLines,
      opened.map(({ orderNo, supplyWon, vatWon, line }) => ({ orderNo, ...line, supplyWon, vatWon })),
    )}`,
  );
  return insertedNos;
}

/**
 * The months of a district's slot pool already held by a plan's order or by the orders of its
 * earlier renewals (`renewalOrderNos`, a subquery of order numbers).
 */
export async function slotMonthsHeld(
  tx: Database,
  slot: { pool: 'standard' | 'premium'; region: { sido: string; sigungu: string } },
  planOrderNo: string,
  renewalOrderNos: SQLWrapper,
): Promise<Set<string>> {
  const held = await tx
    .select({ month: adSlotHolds.month })
    .from(adSlotHolds)
    .where(
      and(
        eq(adSlotHolds.pool, slot.pool),
        eq(adSlotHolds.regionSido, slot.region.sido),
        eq(adSlotHolds.regionSigungu, slot.region.sigungu),
        or(eq(adSlotHolds.orderNo, planOrderNo), inArray(adSlotHolds.orderNo, renewalOrderNos)),
      ),
    );
  return new Set(held.map((row) => row.month));
}

/** Renewals that will not be charged (their slot sold out): their orders, lines and holds are gone. */
export async function withdrawRenewalOrders(tx: Database, orderNos: string[]): Promise<void> {
  await tx.delete(adSlotHolds).where(inArray(adSlotHolds.orderNo, orderNos));
  await tx.delete(orderLines).where(inArray(orderLines.orderNo, orderNos));
  await tx.delete(orders).where(inArray(orders.orderNo, orderNos));
}

/** The gateway is about to be called for these orders. Answers each order's goods name. */
export async function markRenewalOrdersPending(
  tx: Database,
  orderNos: string[],
): Promise<Map<string, string>> {
  const pending = await tx
    .update(orders)
    .set({ status: 'pending' })
    .where(inList(orders.orderNo, orderNos))
    .returning({ orderNo: orders.orderNo, goodsName: orders.goodsName });
  return new Map(pending.map((order) => [order.orderNo, order.goodsName]));
}

/** The renewals' charges went through: their orders are paid with the receipts, their ad slots confirmed. */
export async function markRenewalOrdersPaid(
  tx: Database,
  approvals: { attemptId: number; orderNo: string; payment: GatewayPayment; quota: number }[],
  now: Date,
): Promise<void> {
  await tx
    .update(adSlotHolds)
    .set({ status: 'confirmed', expiresAt: null })
    .where(
      inList(
        adSlotHolds.orderNo,
        approvals.map(({ orderNo }) => orderNo),
      ),
    );
  await recordApprovals(tx, approvals, now);
}

/** A renewal's charge was refused (it may be tried again) or its renewal ended unpaid. */
export async function markRenewalOrderFailed(
  tx: Database,
  orderNo: string,
  failureMessage: string,
): Promise<void> {
  await tx.update(orders).set({ status: 'failed', failureMessage }).where(eq(orders.orderNo, orderNo));
}

/** The ad slots held for renewal periods that will not come. */
export async function releaseRenewalSlots(tx: Database, orderNos: string[]): Promise<void> {
  await tx.delete(adSlotHolds).where(inArray(adSlotHolds.orderNo, orderNos));
}

/** The recurring arrangement was removed: the renewals' orders are cancelled and their slots released. */
export async function cancelRenewalOrders(tx: Database, orderNos: string[], now: Date): Promise<void> {
  await releaseRenewalSlots(tx, orderNos);
  await tx
    .update(orders)
    .set({
      status: 'cancelled',
      cancelledAt: now,
      failureMessage: '정기결제 해지로 청구가 취소되었습니다.',
    })
    .where(inArray(orders.orderNo, orderNos));
}
