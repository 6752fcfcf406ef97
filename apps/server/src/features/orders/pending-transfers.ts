/**
 * Bank transfers awaiting their deposit hold what they bought (top-exposure slots above all) until
 * their deadline. So that unpaid orders cannot lock a region's slots: a partner has at most one such
 * order per plan and region (a newer one replaces it), at most MAX_PENDING_TRANSFERS in all, and an
 * order past its deadline expires and gives its slots back. Staff see who holds what.
 */
import { RETURN_CODES } from '@partner-portal/contract/api-constants';
import { formatWon } from '@partner-portal/contract/money';
import { MAX_PENDING_TRANSFERS } from '@partner-portal/contract/orders-api';
import type { StaffSlotHold } from '@partner-portal/contract/staff-api';
import { and, asc, eq, gt, inArray, isNotNull, lt, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { adSlotHolds, orderLines, orders } from '../../db/tables/orders.js';
import { partners } from '../../db/tables/partners.js';
import { planProducts } from '../../db/tables/plans.js';
import type { Clock } from '../../shared/clock.js';
import { Refusal } from '../../shared/problems.js';
import { queueNotification } from '../notifications/outbox.js';
import { slotPool } from '../plans/plan-catalogue.js';

type PlanLine = Pick<typeof orderLines.$inferSelect, 'productKey' | 'regionSido' | 'regionSigungu'>;

/** Awaiting the deposit and still within the deadline (an order past it is the expiry job's). */
const awaitingDeposit = (now: Date) => and(eq(orders.status, 'awaiting_deposit'), gt(orders.expiresAt, now));

/**
 * Makes `orderNo` (about to await its deposit, with `lines`) the partner's only pending transfer for
 * each of its plans and regions, inside the transaction that creates or switches it and before its
 * slots are held. A partner who orders the same plan for the same region again has changed their
 * mind (another payment, an order remade after a mistake), and cannot cancel an unpaid order
 * themselves: so the older order is replaced, not refused. It is cancelled and its slots released in
 * this transaction, where the new order may take them; if the new order fails, nothing changes.
 * The partner's row is locked first, so two orders of one partner at once queue here and the
 * second sees (and replaces) the first. `no key update`: the order rows inserted next only take a
 * key-share lock on the partner, which this does not wait for.
 */
export async function makeRoomForTransfer(
  tx: Database,
  partnerId: number,
  orderNo: string,
  lines: PlanLine[],
  now: Date,
): Promise<void> {
  await tx
    .select({ id: partners.partnerId })
    .from(partners)
    .where(eq(partners.partnerId, partnerId))
    .for('no key update');
  const pending = and(eq(orders.partnerId, partnerId), awaitingDeposit(now), ne(orders.orderNo, orderNo));
  const samePlan = or(
    ...lines.map((line) =>
      and(
        eq(orderLines.productKey, line.productKey),
        sql`${orderLines.regionSido} is not distinct from ${line.regionSido}`,
        sql`${orderLines.regionSigungu} is not distinct from ${line.regionSigungu}`,
      ),
    ),
  );
  const replaced = (
    await tx
      .selectDistinct({ orderNo: orders.orderNo })
      .from(orders)
      .innerJoin(orderLines, eq(orderLines.orderNo, orders.orderNo))
      .where(and(pending, samePlan))
  ).map((row) => row.orderNo);
  const others = await tx
    .select({ orderNo: orders.orderNo })
    .from(orders)
    .where(and(pending, replaced.length ? notInArray(orders.orderNo, replaced) : undefined))
    .orderBy(asc(orders.createdAt), asc(orders.orderNo));
  if (others.length >= MAX_PENDING_TRANSFERS) {
    throw new Refusal(
      RETURN_CODES.pendingTransferLimit,
      `입금을 기다리는 무통장입금 주문이 이미 ${MAX_PENDING_TRANSFERS}건 있습니다 (${others.map((o) => o.orderNo).join(', ')}). 먼저 입금하시거나 카드로 결제해주세요.`,
      'method',
    );
  }
  if (replaced.length === 0) return;
  await tx
    .update(orders)
    .set({
      status: 'cancelled',
      cancelledAt: now,
      failureMessage: `같은 요금제를 새로 주문(${orderNo})하여 취소되었습니다.`,
    })
    .where(inArray(orders.orderNo, replaced));
  await tx.delete(adSlotHolds).where(inArray(adSlotHolds.orderNo, replaced));
}

/**
 * Transfers whose deadline passed without a deposit expire, their slots go back on sale, and staff
 * are told of each (they may still receive the money and have to pay it back).
 */
export async function expireUnpaidTransfers(deps: {
  db: Database;
  clock: Clock;
}): Promise<{ expired: number }> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const expired = await tx
      .update(orders)
      .set({
        status: 'expired',
        failureMessage: '입금 기한이 지나 주문이 만료되었습니다. 다시 주문해주세요.',
      })
      .from(partners)
      .where(
        and(
          eq(orders.status, 'awaiting_deposit'),
          lt(orders.expiresAt, now),
          eq(partners.partnerId, orders.partnerId),
        ),
      )
      .returning({ orderNo: orders.orderNo, totalWon: orders.totalWon, partnerName: partners.partnerName });
    if (expired.length === 0) return { expired: 0 };
    await tx.delete(adSlotHolds).where(
      inArray(
        adSlotHolds.orderNo,
        expired.map((row) => row.orderNo),
      ),
    );
    for (const order of expired) {
      await queueNotification(
        tx,
        {
          kind: 'staff.deposit_overdue',
          variables: { 파트너: order.partnerName, 주문번호: order.orderNo, 금액: formatWon(order.totalWon) },
          dedupeKey: `staff.deposit_overdue:${order.orderNo}`,
        },
        now,
      );
    }
    return { expired: expired.length };
  });
}

/** Ad slots held by transfers awaiting their deposit: whose, which product and district, which months, until when. */
export async function slotsHeldForDeposits(db: Database, clock: Clock): Promise<StaffSlotHold[]> {
  const now = clock.now();
  const holds = await db
    .select({
      hold: adSlotHolds,
      order: { partnerId: orders.partnerId, createdAt: orders.createdAt, expiresAt: orders.expiresAt },
      partnerName: partners.partnerName,
    })
    .from(adSlotHolds)
    .innerJoin(orders, eq(orders.orderNo, adSlotHolds.orderNo))
    .innerJoin(partners, eq(partners.partnerId, orders.partnerId))
    .where(and(eq(adSlotHolds.status, 'held'), awaitingDeposit(now)))
    .orderBy(asc(orders.expiresAt), asc(adSlotHolds.orderNo), asc(adSlotHolds.month));
  if (holds.length === 0) return [];
  const adLines = await db
    .select({
      orderNo: orderLines.orderNo,
      name: orderLines.name,
      sido: orderLines.regionSido,
      sigungu: orderLines.regionSigungu,
      adCode: planProducts.adCode,
    })
    .from(orderLines)
    .innerJoin(planProducts, eq(planProducts.productKey, orderLines.productKey))
    .where(
      and(
        inArray(orderLines.orderNo, [...new Set(holds.map(({ hold }) => hold.orderNo))]),
        isNotNull(planProducts.adCode),
      ),
    );
  const rows = new Map<string, StaffSlotHold>();
  for (const { hold, order, partnerName } of holds) {
    const key = [hold.orderNo, hold.pool, hold.regionSido, hold.regionSigungu].join('|');
    const month = hold.month.slice(0, 7);
    const row = rows.get(key);
    if (row) {
      if (!row.months.includes(month)) row.months.push(month);
      continue;
    }
    const names = adLines
      .filter(
        (line) =>
          line.orderNo === hold.orderNo &&
          line.sido === hold.regionSido &&
          line.sigungu === hold.regionSigungu &&
          slotPool(line.adCode!) === hold.pool,
      )
      .map((line) => line.name);
    rows.set(key, {
      order_no: hold.orderNo,
      partner_id: order.partnerId,
      partner_name: partnerName,
      product_name: names.join(', '),
      pool: hold.pool,
      region: { sido: hold.regionSido, sigungu: hold.regionSigungu },
      months: [month],
      held_since: order.createdAt.toISOString(),
      held_until: order.expiresAt.toISOString(),
    });
  }
  return [...rows.values()];
}

/** How many of the partner's bank transfers still await their deposit (탈퇴 waits for them). */
export async function depositsAwaited(db: Database, partnerId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.partnerId, partnerId), eq(orders.status, 'awaiting_deposit')));
  return row?.n ?? 0;
}
