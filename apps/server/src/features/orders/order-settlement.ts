/**
 * After the fact: withdrawal within the 7-day window (a card cancel through the gateway, full or
 * pro rata), and reconciliation of attempts whose outcome never came back.
 */
import { RETURN_CODES } from '@partner-portal/contract/api-constants';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { billingInvoices, subscriptions } from '../../db/tables/subscriptions.js';
import { adSlotHolds, orderLines, orders } from '../../db/tables/orders.js';
import type { GatewayError } from '../../platform/gateway/payment-gateway.js';
import {
  attemptsToReconcile,
  claimAttempt,
  findBillingAttempt,
  findWindowAttempt,
  openCancelAttempt,
  recordAttempt,
} from '../../platform/gateway/payment-attempts.js';
import { notFound, Refusal } from '../../shared/problems.js';
import { notifyRefundCompleted } from './order-notifications.js';
import { queueRefundDocument } from '../tax-documents/tax-document-queue.js';
import { settlePaid, type OrderDeps } from './order-service.js';
import { refundableAmount, toOrderView } from './order-view.js';
import { recordRefund } from './refund-desk.js';
import type { OrderView } from '@partner-portal/contract/orders-api';
import type { OrderRow } from './order-view.js';

export async function withdrawOrder(
  deps: OrderDeps,
  partnerId: number,
  orderNo: string,
  reason: string,
): Promise<OrderView> {
  const now = deps.clock.now();
  const [order] = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), eq(orders.partnerId, partnerId)));
  if (!order) throw notFound();
  const lines = await deps.db.select().from(orderLines).where(eq(orderLines.orderNo, orderNo));
  const view = toOrderView(order, lines, { now, cardWindow: null, bankTransfer: null });
  if (!view.withdrawal || !order.tid) {
    throw new Refusal(
      RETURN_CODES.withdrawalClosed,
      '결제일로부터 7일이 지났거나 철회할 수 없는 결제입니다. 담당 매니저에게 문의해주세요.',
    );
  }
  await refundOrder(deps, order, refundableAmount(order, lines, now), reason || '청약 철회');
  return toOrderView((await orderRow(deps, orderNo))!, lines, {
    now: deps.clock.now(),
    cardWindow: null,
    bankTransfer: null,
  });
}

const orderRow = async (deps: OrderDeps, orderNo: string): Promise<OrderRow | undefined> =>
  (await deps.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0];

/**
 * Gives `amountWon` back and ends what the order bought, and tells the partner: a card payment is
 * cancelled (in full, or partially) through the gateway; a bank transfer is paid back by staff
 * outside the system, so its refund stays open, due in 3 business days, until staff record it. The order is claimed first, so a second click finds it no longer paid.
 */
export async function refundOrder(
  deps: OrderDeps,
  order: OrderRow,
  amountWon: number,
  reason: string,
  /** Written in the refund's transaction (a staff refund's audit entry). */
  record?: (tx: Database) => Promise<void>,
): Promise<void> {
  const { db, clock, payments } = deps;
  const claimed = await db
    .update(orders)
    .set({ status: 'pending' })
    .where(and(eq(orders.orderNo, order.orderNo), eq(orders.status, 'paid')))
    .returning({ no: orders.orderNo });
  if (claimed.length === 0)
    throw new Refusal(RETURN_CODES.orderNotPayable, '이미 처리 중인 결제입니다. 잠시 후 다시 확인해주세요.');
  const now = clock.now();
  let cancelAttempt:
    { attemptId: number; tid: string | null; resultCode: string; resultMsg: string } | undefined;
  if (order.method === 'card' && order.tid) {
    const attempt = await openCancelAttempt(db, order.orderNo, amountWon, now);
    const full = amountWon === order.totalWon - order.refundedWon;
    const result = await payments.cancel({
      tid: order.tid,
      orderId: attempt.pgOrderId,
      reason,
      ...(full ? {} : { cancelAmt: amountWon }),
    });
    if (!result.ok) {
      await db.transaction(async (tx) => {
        await recordAttempt(
          tx,
          attempt.attemptId,
          { state: 'failed', resultCode: result.error.code, resultMessage: result.error.message },
          clock.now(),
        );
        await tx.update(orders).set({ status: 'paid' }).where(eq(orders.orderNo, order.orderNo));
      });
      throw new Refusal(RETURN_CODES.withdrawalClosed, `결제 취소에 실패했습니다: ${result.error.message}`);
    }
    cancelAttempt = {
      attemptId: attempt.attemptId,
      tid: result.value.tid,
      resultCode: result.value.resultCode,
      resultMsg: result.value.resultMsg,
    };
  }
  await db.transaction(async (tx) => {
    if (cancelAttempt) {
      await recordAttempt(
        tx,
        cancelAttempt.attemptId,
        {
          state: 'succeeded',
          tid: cancelAttempt.tid,
          resultCode: cancelAttempt.resultCode,
          resultMessage: cancelAttempt.resultMsg,
        },
        clock.now(),
      );
    }
    await tx
      .update(orders)
      .set({ status: 'refunded', refundedWon: order.refundedWon + amountWon, cancelledAt: clock.now() })
      .where(eq(orders.orderNo, order.orderNo));
    await tx
      .update(subscriptions)
      .set({ status: 'cancelled' })
      .where(eq(subscriptions.orderNo, order.orderNo));
    // A recurring renewal's order: the subscription it renewed ends and renews no more.
    const renewed = tx
      .select({ no: billingInvoices.subscriptionNo })
      .from(billingInvoices)
      .where(eq(billingInvoices.orderNo, order.orderNo));
    await tx
      .update(subscriptions)
      .set({ status: 'cancelled', renews: false })
      .where(inArray(subscriptions.subscriptionNo, renewed));
    await tx.delete(adSlotHolds).where(eq(adSlotHolds.orderNo, order.orderNo));
    await recordRefund(tx, order, amountWon, reason, clock.now());
    await notifyRefundCompleted(
      tx,
      order,
      { amountWon, refundedWon: order.refundedWon + amountWon },
      clock.now(),
    );
    await queueRefundDocument(tx, order, amountWon, clock.now());
    await record?.(tx);
  });
}

/**
 * Settles window attempts left `unknown` (or `pending` by a process that died) by asking the gateway
 * what happened. Each attempt is claimed by a conditional update, so instances running this at once
 * never settle one twice, and no transaction stays open across a gateway call.
 */
export async function reconcilePayments(
  deps: OrderDeps,
  limit = 20,
): Promise<{ paid: number; failed: number; open: number }> {
  const { db, clock, payments } = deps;
  const counts = { paid: 0, failed: 0, open: 0 };
  for (const attemptId of await attemptsToReconcile(db, clock, limit)) {
    const attempt = await claimAttempt(db, clock, attemptId, 'reconciler');
    if (!attempt) continue;
    const found = await payments.findByOrderId(attempt.pgOrderId, attempt.createdAt);
    if (!found.ok) {
      // The gateway did not answer: hand the attempt back for the next run.
      await recordAttempt(db, attemptId, { state: 'unknown' }, clock.now());
      counts.open += 1;
      continue;
    }
    const payment = found.value;
    if (payment && payment.status === 'paid' && payment.amount === attempt.amountWon) {
      await settlePaid(deps, attemptId, attempt.orderNo, payment);
      await recordAttempt(db, attemptId, { state: 'reconciled' }, clock.now());
      counts.paid += 1;
      continue;
    }
    await db.transaction(async (tx) => {
      await recordAttempt(
        tx,
        attemptId,
        {
          state: 'reconciled',
          resultCode: payment?.resultCode ?? 'NOT_FOUND',
          resultMessage: payment?.resultMsg ?? '결제사에 결제 기록이 없습니다.',
        },
        clock.now(),
      );
      await tx
        .update(orders)
        .set({ status: 'failed', failureMessage: '결제가 완료되지 않았습니다. 다시 결제해주세요.' })
        .where(eq(orders.orderNo, attempt.orderNo));
      await tx.delete(adSlotHolds).where(eq(adSlotHolds.orderNo, attempt.orderNo));
    });
    counts.failed += 1;
  }
  return counts;
}

/**
 * A payment event from the gateway. Events are not retried and may come late or twice, so they are
 * only a shortcut: an approval whose answer we never received (`unknown`) is settled at once instead
 * of waiting for the reconciler; everything else is already on record. Answers the gateway's refusal
 * of a body whose signature or amount does not verify.
 */
export async function settleWebhook(
  deps: OrderDeps,
  body: unknown,
): Promise<{ ok: true; settledOrderNo?: string } | { ok: false; error: GatewayError }> {
  const { db, clock, payments } = deps;
  // Recurring charges send events too: their amount verifies against the billing attempt (settled by the billing run).
  const parsed = await payments.parseWebhook(
    body,
    async (orderId) =>
      (await findWindowAttempt(db, orderId))?.amountWon ?? (await findBillingAttempt(db, orderId))?.amountWon,
  );
  if (!parsed.ok) return parsed;
  const payment = parsed.value;
  if (payment.status !== 'paid') return { ok: true };
  const attempt = await findWindowAttempt(db, payment.orderId);
  if (!attempt || !(await claimAttempt(db, clock, attempt.attemptId, 'webhook'))) return { ok: true };
  await settlePaid(deps, attempt.attemptId, attempt.orderNo, payment);
  return { ok: true, settledOrderNo: attempt.orderNo };
}
