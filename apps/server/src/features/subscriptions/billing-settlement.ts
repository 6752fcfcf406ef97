/**
 * The billing run's last stage, settlement: an approved charge pays its invoice, its order (through
 * orders/) and another period of its plan; a refusal frees the invoice for the next card; an
 * unanswered charge is settled by lookup by order id (the attempt ledger's reconciler claim) before
 * the invoice may be tried again. Also where renewals end: unpaid after the last retry (or by staff),
 * or void when the partner removes the arrangement.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { partners } from '../../db/tables/partners.js';
import { planProducts } from '../../db/tables/plans.js';
import {
  billingAttempts,
  billingCards,
  billingInvoices,
  subscriptions,
} from '../../db/tables/subscriptions.js';
import { inList, valuesByKey } from '../../db/values-table.js';
import type { GatewayError, GatewayPayment } from '../../platform/gateway/payment-gateway.js';
import { queueNotification } from '../notifications/outbox.js';
import { attemptsToReconcile, claimAttempt, recordAttempt } from '../../platform/gateway/payment-attempts.js';
import {
  cancelRenewalOrders,
  markRenewalOrderFailed,
  markRenewalOrdersPaid,
  releaseRenewalSlots,
} from '../orders/renewal-orders.js';
import type { SubscriptionDeps } from './billing-cards.js';

type InvoiceRow = typeof billingInvoices.$inferSelect;

/**
 * Open invoices of a removed arrangement: void, their orders cancelled, and a past-due plan simply
 * ends with its paid period. (At removal, or by the run when an attempt was in flight then.)
 */
export async function voidInvoices(tx: Database, invoices: InvoiceRow[], now: Date): Promise<void> {
  if (invoices.length === 0) return;
  const orderNos = invoices.map((invoice) => invoice.orderNo);
  await cancelRenewalOrders(tx, orderNos, now);
  await tx
    .update(billingInvoices)
    .set({ status: 'void' })
    .where(
      inArray(
        billingInvoices.invoiceNo,
        invoices.map((invoice) => invoice.invoiceNo),
      ),
    );
  await tx
    .update(subscriptions)
    .set({ status: 'active' })
    .where(
      and(
        inArray(
          subscriptions.subscriptionNo,
          invoices.map((invoice) => invoice.subscriptionNo),
        ),
        eq(subscriptions.status, 'past_due'),
      ),
    );
}

/**
 * The renewal stops unpaid: the invoice is uncollectible, its order failed, the subscription unpaid
 * (it ends with its paid period) and its ad slots released; the partner is told (once), and staff
 * too when the retries ran out (a staff closure needs no alarm).
 */
export async function closeUnpaid(
  tx: Database,
  invoice: InvoiceRow,
  now: Date,
  options: { rounds?: number; byStaff?: boolean } = {},
): Promise<void> {
  const rounds = options.rounds ?? invoice.rounds;
  const failureMessage = options.byStaff
    ? '결제되지 않은 정기결제를 고객센터에서 종료했습니다.'
    : '정기결제가 재시도 후에도 승인되지 않아 요금제가 종료되었습니다.';
  await tx
    .update(billingInvoices)
    .set({ status: 'uncollectible', rounds })
    .where(eq(billingInvoices.invoiceNo, invoice.invoiceNo));
  await markRenewalOrderFailed(tx, invoice.orderNo, failureMessage);
  const [sub] = await tx
    .update(subscriptions)
    .set({ status: 'unpaid', renews: false })
    .where(eq(subscriptions.subscriptionNo, invoice.subscriptionNo))
    .returning();
  if (sub) {
    // The slots held for the period that will not come.
    await releaseRenewalSlots(tx, [invoice.orderNo]);
    await queueNotification(
      tx,
      {
        partnerId: invoice.partnerId,
        kind: 'billing.unpaid',
        variables: { 종료일: sub.periodEnd },
        dedupeKey: `unpaid:${invoice.invoiceNo}`,
      },
      now,
    );
    if (!options.byStaff) {
      const [names] = await tx
        .select({ partner: partners.partnerName, plan: planProducts.name })
        .from(partners)
        .innerJoin(planProducts, eq(planProducts.productKey, sub.productKey))
        .where(eq(partners.partnerId, sub.partnerId));
      await queueNotification(
        tx,
        {
          kind: 'staff.renewal_failed',
          variables: { 파트너: names!.partner, 요금제: names!.plan, 종료일: sub.periodEnd },
          dedupeKey: `staff.renewal_failed:${invoice.invoiceNo}`,
        },
        now,
      );
    }
  }
}

/**
 * The charges went through: the invoices are paid, their orders show the receipts, the subscriptions
 * run another period. One transaction and a few statements for the whole batch.
 */
export async function settleBillingPaid(
  deps: SubscriptionDeps,
  approved: { attemptId: number; payment: GatewayPayment }[],
): Promise<void> {
  if (approved.length === 0) return;
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const links = await tx
      .update(billingAttempts)
      .set({ outcome: 'paid' })
      .where(
        inList(
          billingAttempts.attemptId,
          approved.map(({ attemptId }) => attemptId),
        ),
      )
      .returning({ attemptId: billingAttempts.attemptId, invoiceNo: billingAttempts.invoiceNo });
    const invoiceOf = new Map(links.map((link) => [link.attemptId, link.invoiceNo]));
    const paid = valuesByKey(
      billingInvoices.invoiceNo,
      { invoice_no: 'integer', paid_at: 'timestamptz' },
      approved.map(({ attemptId, payment }) => ({
        invoice_no: invoiceOf.get(attemptId),
        paid_at: payment.paidAt ?? now,
      })),
    );
    const invoices = await tx
      .update(billingInvoices)
      .set({ status: 'paid', paidAt: sql`v.paid_at`, inFlightAttemptId: null })
      .from(paid.table)
      .where(paid.matches)
      .returning({
        invoiceNo: billingInvoices.invoiceNo,
        orderNo: billingInvoices.orderNo,
        subscriptionNo: billingInvoices.subscriptionNo,
      });
    const orderOf = new Map(invoices.map((invoice) => [invoice.invoiceNo, invoice.orderNo]));
    await markRenewalOrdersPaid(
      tx,
      approved.map(({ attemptId, payment }) => ({
        attemptId,
        orderNo: orderOf.get(invoiceOf.get(attemptId)!)!,
        payment,
        quota: payment.card?.cardQuota ?? 0,
      })),
      now,
    );
    // The paid period starts; a cancelled plan stays cancelled, and the first period anchors month ends.
    await tx
      .update(subscriptions)
      .set({
        status: sql`case when ${subscriptions.status} = 'cancelled' then 'cancelled' else 'active' end`,
        periodStart: sql`${billingInvoices.periodStart}`,
        periodEnd: sql`${billingInvoices.periodEnd}`,
        anchorDate: sql`coalesce(${subscriptions.anchorDate}, ${subscriptions.periodStart})`,
      })
      .from(billingInvoices)
      .where(
        and(
          eq(billingInvoices.subscriptionNo, subscriptions.subscriptionNo),
          inList(
            billingInvoices.invoiceNo,
            invoices.map((invoice) => invoice.invoiceNo),
          ),
          inList(
            subscriptions.subscriptionNo,
            invoices.map((invoice) => invoice.subscriptionNo),
          ),
        ),
      );
  });
}

const outcomeOf = (error: GatewayError): (typeof billingAttempts.$inferSelect)['outcome'] => {
  if (error.kind === 'Declined') return error.hard ? 'hard_decline' : 'soft_decline';
  if (error.kind === 'BillingKeyInvalid') return 'hard_decline';
  if (error.kind === 'ProviderUnavailable') return 'not_processed';
  return 'failed';
};

/** A definite refusal: the attempt fails, the invoice is free for the next card (or the next round). */
export async function settleBillingFailure(
  deps: SubscriptionDeps,
  attemptId: number,
  error: { kind: GatewayError['kind'] | 'NotCharged'; code: string; message: string; hard?: boolean },
): Promise<void> {
  const now = deps.clock.now();
  const outcome = error.kind === 'NotCharged' ? 'failed' : outcomeOf(error as GatewayError);
  await deps.db.transaction(async (tx) => {
    await recordAttempt(
      tx,
      attemptId,
      { state: 'failed', resultCode: error.code, resultMessage: error.message },
      now,
    );
    const [link] = await tx
      .update(billingAttempts)
      .set({ outcome, counted: outcome !== 'not_processed' })
      .where(eq(billingAttempts.attemptId, attemptId))
      .returning();
    if (outcome === 'hard_decline') {
      const [card] = await tx
        .update(billingCards)
        .set({ hardDeclinedAt: now })
        .where(eq(billingCards.cardId, link!.cardId))
        .returning();
      // We keep no expiry date, so "your card expires soon" cannot be sent ahead: instead the
      // partner hears as soon as the card company refuses the card for good (expired, lost, closed).
      await queueNotification(
        tx,
        {
          partnerId: card!.partnerId,
          kind: 'billing.card_refused',
          variables: { 카드: card!.alias },
          dedupeKey: `card_refused:${card!.cardId}`,
        },
        now,
      );
    }
    const [invoice] = await tx
      .update(billingInvoices)
      .set({ inFlightAttemptId: null })
      .where(eq(billingInvoices.invoiceNo, link!.invoiceNo))
      .returning();
    await markRenewalOrderFailed(tx, invoice!.orderNo, `정기결제 승인 실패: ${error.message}`);
    await tx
      .update(subscriptions)
      .set({ status: 'past_due' })
      .where(
        and(eq(subscriptions.subscriptionNo, invoice!.subscriptionNo), eq(subscriptions.status, 'active')),
      );
  });
}

/**
 * Settles one unanswered billing attempt by asking the gateway by order id. Claimed through the
 * ledger (`reconciler`), so two runs never settle it twice. Not found: network-cancel (in case it is
 * still being processed), then failed. The gateway silent: handed back for the next run.
 */
export async function reconcileBillingAttempt(
  deps: SubscriptionDeps,
  attemptId: number,
): Promise<'paid' | 'failed' | 'open' | 'taken'> {
  const { db, clock, payments } = deps;
  const attempt = await claimAttempt(db, clock, attemptId, 'reconciler');
  if (!attempt) return 'taken';
  const found = await payments.findByOrderId(attempt.pgOrderId, attempt.createdAt);
  if (!found.ok) {
    await recordAttempt(db, attemptId, { state: 'unknown' }, clock.now());
    return 'open';
  }
  const payment = found.value;
  if (payment && payment.status === 'paid' && payment.amount === attempt.amountWon) {
    await settleBillingPaid(deps, [{ attemptId, payment }]);
    await recordAttempt(db, attemptId, { state: 'reconciled' }, clock.now());
    return 'paid';
  }
  if (!payment) {
    const cancelled = await payments.netCancel({ orderId: attempt.pgOrderId });
    if (
      !cancelled.ok &&
      cancelled.error.kind !== 'CancelRejected' &&
      cancelled.error.kind !== 'InvalidRequest'
    ) {
      await recordAttempt(db, attemptId, { state: 'unknown' }, clock.now());
      return 'open';
    }
  }
  await settleBillingFailure(deps, attemptId, {
    kind: 'NotCharged',
    code: payment?.resultCode ?? 'NOT_FOUND',
    message: payment?.resultMsg ?? '결제사에 결제 기록이 없습니다.',
  });
  await recordAttempt(db, attemptId, { state: 'reconciled' }, clock.now());
  return 'failed';
}

/** Billing attempts left unknown, or pending by a process that died mid-call. */
export async function reconcileBillingAttempts(deps: SubscriptionDeps): Promise<number> {
  let settled = 0;
  for (const attemptId of await attemptsToReconcile(deps.db, deps.clock, 50, 'billing')) {
    const outcome = await reconcileBillingAttempt(deps, attemptId);
    if (outcome === 'paid' || outcome === 'failed') settled += 1;
  }
  return settled;
}
