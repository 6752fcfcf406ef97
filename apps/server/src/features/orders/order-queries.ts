/** Read-only views: payment history and plans in use. */
import type { OrderList, orderListQuerySchema, SubscriptionView } from '@partner-portal/contract/plans-api';
import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { orders, subscriptions } from '../../db/tables/orders.js';
import { planProducts } from '../../db/tables/plans.js';
import type { Clock } from '../../shared/clock.js';
import { toOrderView } from './order-view.js';
import { seoulDate, seoulDayEnd, seoulDayStart } from '@partner-portal/contract/seoul-time';

/** A Korean calendar day's start as an instant. */

export async function listOrders(
  db: Database,
  clock: Clock,
  partnerId: number,
  query: z.output<typeof orderListQuerySchema>,
): Promise<OrderList> {
  const where = and(
    eq(orders.partnerId, partnerId),
    query.status ? eq(orders.status, query.status) : undefined,
    query.from ? gte(orders.createdAt, seoulDayStart(query.from)) : undefined,
    query.to ? lt(orders.createdAt, seoulDayEnd(query.to)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.orderNo))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  const now = clock.now();
  const items = rows.map((row) => {
    const {
      lines: _l,
      card_window: _c,
      bank_transfer: _b,
      withdrawal: _w,
      ...summary
    } = toOrderView(row, [], { now, cardWindow: null, bankTransfer: null });
    return summary;
  });
  return { items, total: total?.n ?? 0, page: query.page, size: query.size };
}

/** Subscriptions that are running today or start later, newest first. */
export async function subscriptionsInUse(
  db: Database,
  clock: Clock,
  partnerId: number,
): Promise<SubscriptionView[]> {
  const today = seoulDate(clock.now());
  const rows = await db
    .select({ s: subscriptions, p: planProducts })
    .from(subscriptions)
    .innerJoin(planProducts, eq(planProducts.productKey, subscriptions.productKey))
    .where(
      and(
        eq(subscriptions.partnerId, partnerId),
        eq(subscriptions.status, 'active'),
        sql`${subscriptions.periodEnd} >= ${today}`,
      ),
    )
    .orderBy(desc(subscriptions.periodStart), desc(subscriptions.subscriptionNo));
  return rows.map(({ s, p }) => ({
    subscription_no: s.subscriptionNo,
    order_no: s.orderNo,
    product_key: s.productKey,
    name: p.name,
    code: p.code as SubscriptionView['code'],
    ad_code: p.adCode,
    region: s.regionSido && s.regionSigungu ? { sido: s.regionSido, sigungu: s.regionSigungu } : null,
    period_start: s.periodStart,
    period_end: s.periodEnd,
    status: s.periodStart > today ? 'scheduled' : 'active',
  }));
}

/**
 * What the partner paid per Korean calendar month (`YYYY-MM` → won) between two instants: paid
 * orders by the time they were paid, less what was refunded of them.
 */
export async function paidSpendByMonth(
  db: Database,
  partnerId: number,
  from: Date,
  to: Date,
): Promise<Map<string, number>> {
  const month = sql<string>`to_char((${orders.paidAt} at time zone 'UTC') + interval '9 hours', 'YYYY-MM')`;
  const rows = await db
    .select({ month, won: sql<string>`sum(${orders.totalWon} - ${orders.refundedWon})` })
    .from(orders)
    .where(and(eq(orders.partnerId, partnerId), gte(orders.paidAt, from), lt(orders.paidAt, to)))
    .groupBy(month);
  return new Map(rows.map((row) => [row.month, Number(row.won)]));
}
