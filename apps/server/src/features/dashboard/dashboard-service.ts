/**
 * The staff console's dashboard: figures from three domains side by side, each read by its own
 * feature (partners signed up, orders and revenue by Seoul day, deposits, refunds, failed renewals).
 */
import { addMonths, mondayOf, seoulDate, seoulDayStart } from '@partner-portal/contract/seoul-time';
import { DASHBOARD_DAYS, type Dashboard } from '@partner-portal/contract/staff-desks-api';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../shared/clock.js';
import { orderFigures } from '../orders/staff-order-desk.js';
import { partnersSignedUpSince } from '../partners/staff-partner-desk.js';
import { listFailedRenewals } from '../subscriptions/failed-renewals.js';

export async function dashboard({ db, clock }: { db: Database; clock: Clock }): Promise<Dashboard> {
  const now = clock.now();
  const today = seoulDate(now);
  const weekStart = mondayOf(today);
  const firstDay = addMonths(today, 0, 1 - DASHBOARD_DAYS);
  const [signedUp, orders, failed] = await Promise.all([
    partnersSignedUpSince(db, seoulDayStart(weekStart)),
    orderFigures(db, seoulDayStart(firstDay), now),
    listFailedRenewals(db),
  ]);
  const byDay = new Map(orders.perDay.map((row) => [row.day, row]));
  return {
    week_start: weekStart,
    partners_this_week: signedUp,
    daily: Array.from({ length: DASHBOARD_DAYS }, (_, i) => {
      const date = addMonths(firstDay, 0, i);
      const row = byDay.get(date);
      return { date, orders: row?.orders ?? 0, revenue_won: Number(row?.revenue ?? 0) };
    }),
    awaiting_deposits: orders.awaitingDeposits,
    refunds_issued: orders.refundsIssued,
    failed_renewals: failed.length,
  };
}
