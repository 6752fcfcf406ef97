/**
 * Refunds and their due dates (spec §9: refund within 3 business days). Every refund is recorded with
 * the day it is due; a card refund is settled when the gateway cancels it, a bank transfer's stays
 * open until staff record that they sent the money back. The staff desk lists them by due date.
 */
import { RETURN_CODES } from '@partner-portal/contract/api-constants';
import {
  REFUND_DUE_WORKING_DAYS,
  type RefundDueState,
  type RefundRow,
  type SettleRefundRequest,
} from '@partner-portal/contract/follow-ups-api';
import { seoulDate } from '@partner-portal/contract/seoul-time';
import { and, asc, desc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { refunds } from '../../db/tables/follow-ups.js';
import { orders } from '../../db/tables/orders.js';
import { partners } from '../../db/tables/partners.js';
import { writeAudit, type AuditActor } from '../../platform/audit/audit-log.js';
import type { Clock } from '../../shared/clock.js';
import { addWorkingDays, loadHolidays } from '../../shared/holiday-calendar.js';
import { notFound, Refusal } from '../../shared/problems.js';
import { notifyRefundCompleted } from './order-notifications.js';
import type { OrderRow } from './order-view.js';

const HOLIDAYS = loadHolidays();

/** The Seoul day a refund requested at `at` is due: 3 working days later. */
export const refundDueOn = (at: Date): string =>
  addWorkingDays(HOLIDAYS, seoulDate(at), REFUND_DUE_WORKING_DAYS);

/** Written in the refund's transaction; a card refund is already paid back by the gateway's cancel. Answers its id. */
export async function recordRefund(
  tx: Database,
  order: Pick<OrderRow, 'orderNo' | 'partnerId' | 'method'>,
  amountWon: number,
  reason: string,
  now: Date,
): Promise<number> {
  const [recorded] = await tx
    .insert(refunds)
    .values({
      orderNo: order.orderNo,
      partnerId: order.partnerId,
      amountWon,
      reason,
      requestedAt: now,
      dueOn: refundDueOn(now),
      settledAt: order.method === 'card' ? now : null,
    })
    .returning({ refundId: refunds.refundId });
  return recorded!.refundId;
}

export const dueStateOf = (
  refund: { dueOn: string; settledAt: Date | null },
  today: string,
): RefundDueState =>
  refund.settledAt
    ? 'settled'
    : refund.dueOn < today
      ? 'late'
      : refund.dueOn === today
        ? 'due_today'
        : 'open';

/** The expected day of the order's refund still owed, for the partner's payment detail. */
export async function openRefundDueOn(db: Database, orderNo: string): Promise<string | null> {
  return (await openRefundDueDates(db, [orderNo])).get(orderNo) ?? null;
}

/** The same for a page of orders at once (the payment history): order number → its latest open due date. */
export async function openRefundDueDates(
  db: Database,
  orderNos: readonly string[],
): Promise<Map<string, string>> {
  if (orderNos.length === 0) return new Map();
  const open = await db
    .select({ orderNo: refunds.orderNo, dueOn: refunds.dueOn })
    .from(refunds)
    .where(and(inArray(refunds.orderNo, [...orderNos]), isNull(refunds.settledAt)))
    .orderBy(asc(refunds.dueOn));
  // Ascending: the latest due date of an order is the one that stays.
  return new Map(open.map((row) => [row.orderNo, row.dueOn]));
}

/** `urgent`: open and due today or late; `open`: every open one; both by due date. `all`: the latest 200. */
export async function listRefunds(
  deps: { db: Database; clock: Clock },
  filter: 'urgent' | 'open' | 'all',
): Promise<RefundRow[]> {
  const today = seoulDate(deps.clock.now());
  const where =
    filter === 'all'
      ? undefined
      : and(isNull(refunds.settledAt), filter === 'urgent' ? lte(refunds.dueOn, today) : undefined);
  const rows = await deps.db
    .select({
      refund: refunds,
      partnerName: partners.partnerName,
      method: orders.method,
      goodsName: orders.goodsName,
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.orderNo, refunds.orderNo))
    .innerJoin(partners, eq(partners.partnerId, refunds.partnerId))
    .where(where)
    .orderBy(
      ...(filter === 'all'
        ? [desc(refunds.requestedAt), desc(refunds.refundId)]
        : [asc(refunds.dueOn), asc(refunds.refundId)]),
    )
    .limit(200);
  return rows.map(({ refund, partnerName, method, goodsName }) => ({
    refund_id: refund.refundId,
    order_no: refund.orderNo,
    partner_id: refund.partnerId,
    partner_name: partnerName,
    method,
    goods_name: goodsName,
    amount_won: refund.amountWon,
    reason: refund.reason,
    requested_at: refund.requestedAt.toISOString(),
    due_on: refund.dueOn,
    settled_at: refund.settledAt?.toISOString() ?? null,
    due_state: dueStateOf(refund, today),
  }));
}

/** Staff sent the money back: the refund is settled, once, the partner told, with who did it and how in the audit log. */
export async function settleRefund(
  deps: { db: Database; clock: Clock },
  actor: AuditActor,
  refundId: number,
  input: SettleRefundRequest,
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [settled] = await tx
      .update(refunds)
      .set({ settledAt: now })
      .where(and(eq(refunds.refundId, refundId), isNull(refunds.settledAt)))
      .returning();
    if (!settled) {
      const [exists] = await tx
        .select({ id: refunds.refundId })
        .from(refunds)
        .where(eq(refunds.refundId, refundId));
      if (!exists) throw notFound();
      throw new Refusal(RETURN_CODES.followUpRefused, '이미 송금 완료로 기록된 환불입니다.');
    }
    const [order] = await tx
      .select({ orderNo: orders.orderNo, partnerId: orders.partnerId, goodsName: orders.goodsName })
      .from(orders)
      .where(eq(orders.orderNo, settled.orderNo));
    await notifyRefundCompleted(tx, order!, { amountWon: settled.amountWon, refundId }, now);
    await writeAudit(
      tx,
      actor,
      {
        action: 'refund_settle',
        targetType: 'order',
        targetId: settled.orderNo,
        before: { refund_id: refundId, due_on: settled.dueOn, settled_at: null },
        after: {
          amount_won: settled.amountWon,
          settled_at: now.toISOString(),
          late: settled.dueOn < seoulDate(now),
          note: input.note,
        },
      },
      now,
    );
  });
}
