/**
 * What each plan returns, per plan (the lead's product_key) and Seoul calendar month of receipt:
 * leads received, accepted (ever: accepted_at set), quoted (at least one quote sent), contracts
 * (status 계약), and what the plan cost that month. Cost comes from paid orders: an order's net
 * (total less refunds, VAT included, as the partner paid it) is shared among its lines by their
 * amounts, and each line spread evenly over the `period_months` months from the month it was paid
 * (the month its plan started); whole won, the remainders to the first line and the first month.
 * For one partner, or across all partners (the staff desk).
 */
import { addMonths, seoulDate, seoulDayStart } from '@partner-portal/contract/seoul-time';
import type { PlanReturnRow, PlanReturns } from '@partner-portal/contract/leads-api';
import { and, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { estimates, quotes } from '../../db/tables/estimates.js';
import { orderLines, orders } from '../../db/tables/orders.js';
import { planProducts } from '../../db/tables/plans.js';
import type { Clock } from '../../shared/clock.js';

/** Orders paid this long before the window may still spread into it (the longest plan is 6 months). */
const COST_LOOKBACK_MONTHS = 24;
/** The bucket of leads recorded before leads named their plan. */
export const NO_PLAN = { key: '', name: '요금제 정보 없음' } as const;

/** `YYYY-MM` of an instant on the Seoul calendar, in SQL. */
const seoulMonth = (column: SQL | typeof estimates.receivedAt) =>
  sql<string>`to_char((${column} at time zone 'UTC') + interval '9 hours', 'YYYY-MM')`;

/** The window: the last `months` Seoul calendar months up to this one, oldest first, and its bounds. */
export function monthWindow(now: Date, months: number) {
  const thisMonth = `${seoulDate(now).slice(0, 7)}-01`;
  const first = addMonths(thisMonth, -(months - 1));
  return {
    months: Array.from({ length: months }, (_, i) => addMonths(first, i).slice(0, 7)),
    from: seoulDayStart(first),
    to: seoulDayStart(addMonths(thisMonth, 1)),
  };
}

type Window = ReturnType<typeof monthWindow>;
interface Counts {
  leads: number;
  accepted: number;
  quoted: number;
  contracts: number;
}
const key = (productKey: string, month: string) => `${productKey}|${month}`;
/** The plan of a key (a plan key may hold `|`; a month never does). */
const planOf = (k: string) => k.slice(0, k.lastIndexOf('|'));

/** Lead counts per (plan, month) in the window; `partnerId` undefined: every partner's. */
export async function leadCounts(
  db: Database,
  window: Window,
  partnerId?: number,
): Promise<Map<string, Counts>> {
  const month = seoulMonth(estimates.receivedAt);
  const rows = await db
    .select({
      productKey: estimates.productKey,
      month,
      leads: sql<number>`count(*)::int`,
      accepted: sql<number>`(count(*) filter (where ${estimates.acceptedAt} is not null))::int`,
      // Spelled out: drizzle writes a lone table's columns unqualified, which inside the subquery
      // would name the quote's own column.
      quoted: sql<number>`(count(*) filter (where exists (select 1 from ${quotes} q where q.estimate_no = ${estimates}.estimate_no)))::int`,
      contracts: sql<number>`(count(*) filter (where ${estimates.status} = 'contracted'))::int`,
    })
    .from(estimates)
    .where(
      and(
        partnerId === undefined ? undefined : eq(estimates.partnerId, partnerId),
        gte(estimates.receivedAt, window.from),
        lt(estimates.receivedAt, window.to),
      ),
    )
    .groupBy(estimates.productKey, month);
  return new Map(
    rows.map((r) => [
      key(r.productKey ?? NO_PLAN.key, r.month),
      {
        leads: Number(r.leads),
        accepted: Number(r.accepted),
        quoted: Number(r.quoted),
        contracts: Number(r.contracts),
      },
    ]),
  );
}

/** Splits `total` into `parts` by `weights`, rounded down, the remainder on the first part. */
function shareOut(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const shares = weights.map((w) => (sum > 0 ? Math.floor((total * w) / sum) : 0));
  if (shares.length > 0) shares[0]! += total - shares.reduce((a, b) => a + b, 0);
  return shares;
}

export interface PaidLine {
  orderNo: string;
  partnerId: number;
  productKey: string;
  /** `YYYY-MM` the order was paid in (Seoul). */
  paidMonth: string;
  periodMonths: number;
  lineWon: number;
  orderTotalWon: number;
  orderRefundedWon: number;
}

/** Cost per (partner, plan, month) of the lines' net, spread over their months; only months in `months`. */
export function spreadCost(lines: readonly PaidLine[], months: readonly string[]) {
  const inWindow = new Set(months);
  const cost = new Map<string, { partnerId: number; productKey: string; month: string; won: number }>();
  const byOrder = new Map<string, PaidLine[]>();
  for (const line of lines) byOrder.set(line.orderNo, [...(byOrder.get(line.orderNo) ?? []), line]);
  for (const orderLinesOf of byOrder.values()) {
    const first = orderLinesOf[0]!;
    const net = Math.max(first.orderTotalWon - first.orderRefundedWon, 0);
    const nets = shareOut(
      net,
      orderLinesOf.map((line) => line.lineWon),
    );
    orderLinesOf.forEach((line, i) => {
      const perMonth = shareOut(
        nets[i]!,
        Array.from({ length: Math.max(line.periodMonths, 1) }, () => 1),
      );
      perMonth.forEach((won, m) => {
        const month = addMonths(`${line.paidMonth}-01`, m).slice(0, 7);
        if (!inWindow.has(month)) return;
        const k = `${line.partnerId}|${key(line.productKey, month)}`;
        const entry = cost.get(k) ?? {
          partnerId: line.partnerId,
          productKey: line.productKey,
          month,
          won: 0,
        };
        entry.won += won;
        cost.set(k, entry);
      });
    });
  }
  return [...cost.values()];
}

/** The lines of paid (or since refunded) orders that may spread into the window. */
export async function paidLines(db: Database, window: Window, partnerId?: number): Promise<PaidLine[]> {
  const lookback = seoulDayStart(addMonths(`${window.months[0]}-01`, -COST_LOOKBACK_MONTHS));
  const rows = await db
    .select({
      orderNo: orders.orderNo,
      partnerId: orders.partnerId,
      productKey: orderLines.productKey,
      paidMonth: seoulMonth(sql`${orders.paidAt}`),
      periodMonths: orderLines.periodMonths,
      lineWon: sql<number>`${orderLines.supplyWon} + ${orderLines.vatWon}`,
      orderTotalWon: orders.totalWon,
      orderRefundedWon: orders.refundedWon,
    })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderNo, orders.orderNo))
    .where(
      and(
        partnerId === undefined ? undefined : eq(orders.partnerId, partnerId),
        inArray(orders.status, ['paid', 'refunded']),
        isNotNull(orders.paidAt),
        gte(orders.paidAt, lookback),
        lt(orders.paidAt, window.to),
      ),
    )
    .orderBy(orders.orderNo, orderLines.lineId);
  return rows.map((r) => ({ ...r, lineWon: Number(r.lineWon) }));
}

const perUnit = (won: number, count: number) => (count > 0 ? Math.round(won / count) : null);

/**
 * The rows of a window from lead counts and costs: every month of each plan that had a lead or a
 * cost in it, months oldest first and, within a month, plans in catalogue order.
 */
export async function returnRows(
  db: Database,
  window: Window,
  counts: Map<string, Counts>,
  costs: { productKey: string; month: string; won: number }[],
): Promise<PlanReturnRow[]> {
  const costOf = new Map<string, number>();
  for (const c of costs) {
    const k = key(c.productKey, c.month);
    costOf.set(k, (costOf.get(k) ?? 0) + c.won);
  }
  // Plans with a lead or a won of cost in the window; the others are left out.
  const keys = new Set(
    [...[...counts].filter(([, c]) => c.leads > 0), ...[...costOf].filter(([, won]) => won > 0)].map(([k]) =>
      planOf(k),
    ),
  );
  const catalogue = keys.size
    ? await db
        .select({ key: planProducts.productKey, name: planProducts.name, order: planProducts.tierOrder })
        .from(planProducts)
        .where(inArray(planProducts.productKey, [...keys]))
    : [];
  const plans = [...keys]
    .map((k) => {
      const known = catalogue.find((p) => p.key === k);
      return {
        key: k,
        name: known?.name ?? (k === NO_PLAN.key ? NO_PLAN.name : k),
        order: known?.order ?? Infinity,
      };
    })
    .sort((a, b) => a.order - b.order || a.key.localeCompare(b.key));
  return window.months.flatMap((month) =>
    plans.map((plan) => {
      const c = counts.get(key(plan.key, month)) ?? { leads: 0, accepted: 0, quoted: 0, contracts: 0 };
      const cost = costOf.get(key(plan.key, month)) ?? 0;
      return {
        month,
        product_key: plan.key,
        plan_name: plan.name,
        ...c,
        cost_won: cost,
        cost_per_lead_won: perUnit(cost, c.leads),
        cost_per_contract_won: perUnit(cost, c.contracts),
      };
    }),
  );
}

/** The partner's plan returns over the last `months` months. */
export async function planReturns(
  { db, clock }: { db: Database; clock: Clock },
  partnerId: number,
  months: number,
): Promise<PlanReturns> {
  const window = monthWindow(clock.now(), months);
  const [counts, lines] = await Promise.all([
    leadCounts(db, window, partnerId),
    paidLines(db, window, partnerId),
  ]);
  return {
    months: window.months,
    rows: await returnRows(db, window, counts, spreadCost(lines, window.months)),
  };
}
