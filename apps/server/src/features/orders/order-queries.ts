/** Read-only views: payment history and plans in use. */
import { ORDER_EXPORT_MAX } from '@partner-portal/contract/orders-constants';
import type {
  OrderExport,
  orderExportQuerySchema,
  OrderList,
  OrderListItem,
  orderListQuerySchema,
} from '@partner-portal/contract/orders-api';
import type { SubscriptionView } from '@partner-portal/contract/subscriptions-api';
import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { subscriptions } from '../../db/tables/subscriptions.js';
import { orders } from '../../db/tables/orders.js';
import { planProducts } from '../../db/tables/plans.js';
import type { Clock } from '../../shared/clock.js';
import { toOrderView } from './order-view.js';
import { openRefundDueDates } from './refund-desk.js';
import { seoulDate, seoulDayEnd, seoulDayStart } from '@partner-portal/contract/seoul-time';

/** One page (`limit` from `offset`) of the partner's orders in the history's filter, with their count. */
async function historyRows(
  db: Database,
  clock: Clock,
  partnerId: number,
  filter: z.output<typeof orderExportQuerySchema>,
  limit: number,
  offset: number,
): Promise<{ items: OrderListItem[]; total: number }> {
  const where = and(
    eq(orders.partnerId, partnerId),
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.from ? gte(orders.createdAt, seoulDayStart(filter.from)) : undefined,
    filter.to ? lt(orders.createdAt, seoulDayEnd(filter.to)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.orderNo))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  const now = clock.now();
  // A refund still owed (a transfer's, until staff send it) shows as 환불 처리 중 in the list too.
  const refundsOwed = await openRefundDueDates(
    db,
    rows.filter((row) => row.refundedWon > 0).map((row) => row.orderNo),
  );
  const items = rows.map((row) => {
    const {
      lines: _l,
      card_window: _c,
      bank_transfer: _b,
      withdrawal: _w,
      ...summary
    } = toOrderView(row, [], { now, cardWindow: null, bankTransfer: null });
    const refundDueOn = refundsOwed.get(row.orderNo);
    return refundDueOn ? { ...summary, refund_due_on: refundDueOn } : summary;
  });
  return { items, total: total?.n ?? 0 };
}

export async function listOrders(
  db: Database,
  clock: Clock,
  partnerId: number,
  query: z.output<typeof orderListQuerySchema>,
): Promise<OrderList> {
  const page = await historyRows(db, clock, partnerId, query, query.size, (query.page - 1) * query.size);
  return { ...page, page: query.page, size: query.size };
}

/** The whole filter at once (up to ORDER_EXPORT_MAX orders), for the Excel and CSV download. */
export const exportOrders = (
  db: Database,
  clock: Clock,
  partnerId: number,
  filter: z.output<typeof orderExportQuerySchema>,
): Promise<OrderExport> => historyRows(db, clock, partnerId, filter, ORDER_EXPORT_MAX, 0);

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

/**
 * Retention: the card and approval details of payments made before `cutoff` (5 years, 전자상거래법)
 * are erased; the order stays as the amount of a sale, with no card, approval or receipt to trace.
 */
export async function destroyPaymentDetailsBefore(db: Database, cutoff: Date): Promise<number> {
  const gone = await db
    .update(orders)
    .set({
      tid: null,
      cardName: null,
      cardNum: null,
      approveNo: null,
      receiptUrl: null,
      failureMessage: null,
    })
    .where(
      and(
        lt(orders.createdAt, cutoff),
        sql`(${orders.tid} is not null or ${orders.cardNum} is not null or ${orders.receiptUrl} is not null or ${orders.failureMessage} is not null)`,
      ),
    )
    .returning({ no: orders.orderNo });
  return gone.length;
}
