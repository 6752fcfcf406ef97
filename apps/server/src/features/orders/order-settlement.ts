/**
 * After the fact: withdrawal within the 7-day window (a card cancel through the gateway, full or
 * pro rata), and reconciliation of attempts whose outcome never came back.
 */
import { RETURN_CODES } from '@partner-portal/contract/envelopes';
import { and, eq, lt, or } from 'drizzle-orm';
import { adSlotHolds, orderLines, orders, paymentAttempts, subscriptions } from '../../db/tables/orders.js';
import { notFound, Refusal } from '../../shared/problems.js';
import { settlePaid, type OrderDeps } from './order-service.js';
import { refundableAmount, toOrderView } from './order-view.js';
import type { OrderView } from '@partner-portal/contract/plans-api';
import type { OrderRow } from './order-view.js';

/** A `pending` attempt older than this lost its process mid-call: reconcile it like an unknown one. */
const STALE_PENDING_MS = 5 * 60_000;

export async function withdrawOrder(deps: OrderDeps, partnerId: number, orderNo: string, reason: string): Promise<OrderView> {
  const now = deps.clock.now();
  const [order] = await deps.db.select().from(orders).where(and(eq(orders.orderNo, orderNo), eq(orders.partnerId, partnerId)));
  if (!order) throw notFound();
  const lines = await deps.db.select().from(orderLines).where(eq(orderLines.orderNo, orderNo));
  const view = toOrderView(order, lines, { now, cardWindow: null, bankTransfer: null });
  if (!view.withdrawal || !order.tid) {
    throw new Refusal(RETURN_CODES.withdrawalClosed, '결제일로부터 7일이 지났거나 철회할 수 없는 결제입니다. 담당 매니저에게 문의해주세요.');
  }
  await refundOrder(deps, order, refundableAmount(order, lines, now), reason || '청약 철회');
  return toOrderView((await orderRow(deps, orderNo))!, lines, { now: deps.clock.now(), cardWindow: null, bankTransfer: null });
}

const orderRow = async (deps: OrderDeps, orderNo: string): Promise<OrderRow | undefined> =>
  (await deps.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0];

/**
 * Gives `amountWon` back and ends what the order bought: a card payment is cancelled (in full, or
 * partially) through the gateway; a bank transfer is paid back by staff outside the system, so only
 * the record changes. The order is claimed first, so a second click finds it no longer paid.
 */
export async function refundOrder(deps: OrderDeps, order: OrderRow, amountWon: number, reason: string): Promise<void> {
  const { db, clock, payments } = deps;
  const claimed = await db.update(orders).set({ status: 'pending' }).where(and(eq(orders.orderNo, order.orderNo), eq(orders.status, 'paid'))).returning({ no: orders.orderNo });
  if (claimed.length === 0) throw new Refusal(RETURN_CODES.orderNotPayable, '이미 처리 중인 결제입니다. 잠시 후 다시 확인해주세요.');
  const now = clock.now();
  let cancelAttempt: { attemptId: number; tid: string | null; resultCode: string; resultMsg: string } | undefined;
  if (order.method === 'card' && order.tid) {
    const attempts = await db.select({ id: paymentAttempts.attemptId }).from(paymentAttempts).where(eq(paymentAttempts.orderNo, order.orderNo));
    const pgOrderId = `${order.orderNo}-C${attempts.length + 1}`;
    const [attempt] = await db
      .insert(paymentAttempts)
      .values({ orderNo: order.orderNo, pgOrderId, kind: 'cancel', state: 'pending', amountWon, createdAt: now, updatedAt: now })
      .returning();
    const full = amountWon === order.totalWon - order.refundedWon;
    const result = await payments.cancel({ tid: order.tid, orderId: pgOrderId, reason, ...(full ? {} : { cancelAmt: amountWon }) });
    if (!result.ok) {
      await db.transaction(async (tx) => {
        await tx.update(paymentAttempts).set({ state: 'failed', resultCode: result.error.code, resultMessage: result.error.message, updatedAt: clock.now() }).where(eq(paymentAttempts.attemptId, attempt!.attemptId));
        await tx.update(orders).set({ status: 'paid' }).where(eq(orders.orderNo, order.orderNo));
      });
      throw new Refusal(RETURN_CODES.withdrawalClosed, `결제 취소에 실패했습니다: ${result.error.message}`);
    }
    cancelAttempt = { attemptId: attempt!.attemptId, tid: result.value.tid, resultCode: result.value.resultCode, resultMsg: result.value.resultMsg };
  }
  await db.transaction(async (tx) => {
    if (cancelAttempt) {
      await tx
        .update(paymentAttempts)
        .set({ state: 'succeeded', tid: cancelAttempt.tid, resultCode: cancelAttempt.resultCode, resultMessage: cancelAttempt.resultMsg, updatedAt: clock.now() })
        .where(eq(paymentAttempts.attemptId, cancelAttempt.attemptId));
    }
    await tx.update(orders).set({ status: 'refunded', refundedWon: order.refundedWon + amountWon, cancelledAt: clock.now() }).where(eq(orders.orderNo, order.orderNo));
    await tx.update(subscriptions).set({ status: 'cancelled' }).where(eq(subscriptions.orderNo, order.orderNo));
    await tx.delete(adSlotHolds).where(eq(adSlotHolds.orderNo, order.orderNo));
  });
}

/**
 * Settles window attempts left `unknown` (or `pending` by a process that died) by asking the gateway
 * what happened. Each attempt is claimed by a conditional update, so instances running this at once
 * never settle one twice, and no transaction stays open across a gateway call.
 */
export async function reconcilePayments(deps: OrderDeps, limit = 20): Promise<{ paid: number; failed: number; open: number }> {
  const { db, clock, payments } = deps;
  const counts = { paid: 0, failed: 0, open: 0 };
  const stale = new Date(clock.now().getTime() - STALE_PENDING_MS);
  const claimable = or(eq(paymentAttempts.state, 'unknown'), and(eq(paymentAttempts.state, 'pending'), lt(paymentAttempts.updatedAt, stale)));
  const due = await db
    .select({ attemptId: paymentAttempts.attemptId })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.kind, 'window'), claimable))
    .limit(limit);
  for (const { attemptId } of due) {
    const [attempt] = await db
      .update(paymentAttempts)
      .set({ state: 'pending', updatedAt: clock.now() })
      .where(and(eq(paymentAttempts.attemptId, attemptId), claimable))
      .returning();
    if (!attempt) continue;
    const found = await payments.findByOrderId(attempt.pgOrderId, attempt.createdAt);
    if (!found.ok) {
      // The gateway did not answer: hand the attempt back for the next run.
      await db.update(paymentAttempts).set({ state: 'unknown' }).where(eq(paymentAttempts.attemptId, attemptId));
      counts.open += 1;
      continue;
    }
    const payment = found.value;
    if (payment && payment.status === 'paid' && payment.amount === attempt.amountWon) {
      await settlePaid(deps, attemptId, attempt.orderNo, payment);
      await db.update(paymentAttempts).set({ state: 'reconciled' }).where(eq(paymentAttempts.attemptId, attemptId));
      counts.paid += 1;
      continue;
    }
    await db.transaction(async (tx) => {
      await tx
        .update(paymentAttempts)
        .set({ state: 'reconciled', resultCode: payment?.resultCode ?? 'NOT_FOUND', resultMessage: payment?.resultMsg ?? '결제사에 결제 기록이 없습니다.', updatedAt: clock.now() })
        .where(eq(paymentAttempts.attemptId, attemptId));
      await tx.update(orders).set({ status: 'failed', failureMessage: '결제가 완료되지 않았습니다. 다시 결제해주세요.' }).where(eq(orders.orderNo, attempt.orderNo));
      await tx.delete(adSlotHolds).where(eq(adSlotHolds.orderNo, attempt.orderNo));
    });
    counts.failed += 1;
  }
  return counts;
}
