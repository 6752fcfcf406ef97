/**
 * The monthly billing run (a pg-boss schedule). Exactly once, with any number of processes:
 * - one invoice (and its order in payment history) per (subscription, period), under a unique key;
 * - an invoice is claimed with `FOR UPDATE SKIP LOCKED`, and the attempt (a fresh gateway order id)
 *   is committed with `in_flight_attempt_id` before the gateway is called; nobody charges an
 *   invoice whose attempt is in flight;
 * - an unanswered charge is settled by lookup by order id (the attempt ledger's reconciler claim)
 *   before the invoice may be tried again.
 * Cards are tried in the partner's order, at most once per card and invoice a day; a soft decline is
 * retried at +1, +3, +5 and +7 days, a hard decline never on that card. No charge 00:00–06:00 Seoul.
 */
import { randomBytes } from 'node:crypto';
import {
  addMonths,
  seoulCompactDate,
  seoulDate,
  seoulDayStart,
  seoulHour,
} from '@partner-portal/contract/seoul-time';
import { BILLING_RETRY_DAYS, BILLING_START_HOUR } from '@partner-portal/contract/subscriptions-api';
import { and, asc, eq, gt, inArray, isNull, lte, sql, TransactionRollbackError } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { adSlotHolds, orderLines, orders, paymentAttempts, subscriptions } from '../../db/tables/orders.js';
import {
  billingAttempts,
  billingCards,
  billingInvoices,
  recurringArrangements,
} from '../../db/tables/subscriptions.js';
import type { GatewayError, GatewayPayment } from '../../platform/gateway/payment-gateway.js';
import {
  attemptsToReconcile,
  claimAttempt,
  openBillingAttempt,
  recordAttempt,
} from '../orders/payment-attempts.js';
import { recordApproval } from '../orders/order-service.js';
import { queueNotification } from '../notifications/outbox.js';
import { priceItems } from '../plans/plan-catalogue.js';
import { vatOf } from '@partner-portal/contract/plans-api';
import { priceChangeFor } from './price-changes.js';
import type { RecurringDeps } from './billing-cards.js';

type InvoiceRow = typeof billingInvoices.$inferSelect;
type SubscriptionRow = typeof subscriptions.$inferSelect;

export interface BillingReport {
  invoiced: number;
  charged: number;
  declined: number;
  reconciled: number;
}

const HOUR_MS = 3_600_000;
/** After "nothing was processed" (a 5xx), that card waits this long; the next card is tried at once. */
const UNAVAILABLE_BACKOFF_MS = HOUR_MS;

/** 06:00 Seoul of a Korean day. */
const chargeTimeOf = (day: string) => new Date(seoulDayStart(day).getTime() + BILLING_START_HOUR * HOUR_MS);

/** The period after the current one, counted from the anchor so month ends come back (31 Jan → 28 Feb → 31 Mar). */
export function nextPeriod(
  sub: Pick<SubscriptionRow, 'periodStart' | 'periodEnd' | 'anchorDate'>,
  periodMonths: number,
): { start: string; end: string } {
  const anchor = sub.anchorDate ?? sub.periodStart;
  const start = addMonths(sub.periodEnd, 0, 1);
  const [ay, am] = anchor.split('-').map(Number) as [number, number];
  const [sy, sm] = start.split('-').map(Number) as [number, number];
  const k = Math.round((sy * 12 + sm - (ay * 12 + am)) / periodMonths);
  return { start, end: addMonths(anchor, (k + 1) * periodMonths, -1) };
}

export async function runBilling(
  deps: RecurringDeps,
  options: { limit?: number } = {},
): Promise<BillingReport> {
  const report: BillingReport = { invoiced: 0, charged: 0, declined: 0, reconciled: 0 };
  report.reconciled = await reconcileBillingAttempts(deps);
  report.invoiced = await createDueInvoices(deps);
  const limit = options.limit ?? 200;
  for (let i = 0; i < limit; i++) {
    if (seoulHour(deps.clock.now()) < BILLING_START_HOUR) break;
    const outcome = await chargeNext(deps);
    if (outcome === 'none') break;
    if (outcome === 'paid') report.charged += 1;
    if (outcome === 'declined') report.declined += 1;
  }
  return report;
}

/** Opens the invoice (and its payment-history order) of every renewing subscription whose period has ended. */
export async function createDueInvoices(deps: RecurringDeps): Promise<number> {
  const { db, clock } = deps;
  const now = clock.now();
  const today = seoulDate(now);
  const due = await db
    .select({ sub: subscriptions })
    .from(subscriptions)
    .innerJoin(recurringArrangements, eq(recurringArrangements.partnerId, subscriptions.partnerId))
    .where(
      and(
        eq(subscriptions.renews, true),
        inArray(subscriptions.status, ['active', 'past_due']),
        sql`${subscriptions.periodEnd} < ${today}`,
        eq(recurringArrangements.status, 'active'),
        // Not invoiced yet: every run would otherwise retry (and roll back) every open renewal.
        sql`not exists (select 1 from ${billingInvoices} where ${billingInvoices.subscriptionNo} = ${subscriptions.subscriptionNo} and ${billingInvoices.periodStart} = ${subscriptions.periodEnd} + 1)`,
      ),
    );
  let created = 0;
  for (const { sub } of due) {
    let line;
    try {
      line = (
        await priceItems(db, [
          {
            product_key: sub.productKey,
            region:
              sub.regionSido && sub.regionSigungu
                ? { sido: sub.regionSido, sigungu: sub.regionSigungu }
                : null,
          },
        ])
      ).lines[0]!;
    } catch {
      continue; // No longer sold: nothing to renew (staff handle it).
    }
    const period = nextPeriod(sub, line.period_months);
    const priced = await priceChangeFor(db, sub.productKey, sub.partnerId, period.start);
    if (priced && !priced.agreed) {
      // A new price the partner did not agree to: no charge, the plan ends with its paid period.
      await db
        .update(subscriptions)
        .set({ renews: false })
        .where(eq(subscriptions.subscriptionNo, sub.subscriptionNo));
      continue;
    }
    if (priced) {
      const supply = priced.change.newPriceWon;
      line = { ...line, supply_won: supply, vat_won: vatOf(supply), total_won: supply + vatOf(supply) };
    }
    const orderNo = `R${seoulCompactDate(now)}${randomBytes(8).toString('base64url').replace(/[-_]/g, '').slice(0, 10).toUpperCase()}`;
    const inserted = await db
      .transaction(async (tx) => {
        const [order] = await tx
          .insert(orders)
          .values({
            orderNo,
            partnerId: sub.partnerId,
            status: 'created',
            method: 'card',
            goodsName: `${line.name} 정기결제 (${period.start} ~ ${period.end})`,
            supplyWon: line.supply_won,
            vatWon: line.vat_won,
            totalWon: line.total_won,
            idempotencyKey: `recurring:${sub.subscriptionNo}:${period.start}`,
            requestHash: 'recurring',
            createdAt: now,
            expiresAt: seoulDayStart(addMonths(period.start, 0, BILLING_RETRY_DAYS.at(-1)! + 1)),
          })
          .onConflictDoNothing()
          .returning({ orderNo: orders.orderNo });
        if (!order) return false;
        await tx.insert(orderLines).values({
          orderNo,
          productKey: sub.productKey,
          name: line.name,
          regionSido: sub.regionSido,
          regionSigungu: sub.regionSigungu,
          periodMonths: line.period_months,
          supplyWon: line.supply_won,
          vatWon: line.vat_won,
        });
        const [invoice] = await tx
          .insert(billingInvoices)
          .values({
            subscriptionNo: sub.subscriptionNo,
            partnerId: sub.partnerId,
            periodStart: period.start,
            periodEnd: period.end,
            amountWon: line.total_won,
            orderNo,
            status: 'open',
            nextAttemptAt: chargeTimeOf(period.start),
            createdAt: now,
          })
          .onConflictDoNothing()
          .returning({ invoiceNo: billingInvoices.invoiceNo });
        if (!invoice) tx.rollback();
        return true;
      })
      .catch((error: unknown) => {
        if (error instanceof TransactionRollbackError) return false;
        throw error;
      });
    if (inserted) created += 1;
  }
  return created;
}

type Claim =
  | {
      invoice: InvoiceRow;
      attemptId: number;
      pgOrderId: string;
      card: typeof billingCards.$inferSelect;
      goodsName: string;
    }
  | 'round-over'
  | 'none';

/**
 * A staff "retry now" of one invoice: due or not, but claimed the same way (skip locked, nothing in
 * flight); `onClaim` runs in the claiming transaction (the staff action record); `noCard` when every
 * card was tried today (the round is not ended for it).
 */
export interface TargetedCharge {
  invoiceNo: number;
  onClaim(tx: Database, invoice: InvoiceRow): Promise<void>;
}

/** Claims one due invoice and opens an attempt on the partner's next card, in one short transaction. */
async function claimNext(deps: RecurringDeps, target?: TargetedCharge): Promise<Claim | 'no-card'> {
  const { db, clock } = deps;
  return db.transaction(async (tx): Promise<Claim | 'no-card'> => {
    const now = clock.now();
    const [invoice] = await tx
      .select()
      .from(billingInvoices)
      .where(
        and(
          eq(billingInvoices.status, 'open'),
          isNull(billingInvoices.inFlightAttemptId),
          target ? eq(billingInvoices.invoiceNo, target.invoiceNo) : lte(billingInvoices.nextAttemptAt, now),
        ),
      )
      .orderBy(asc(billingInvoices.nextAttemptAt), asc(billingInvoices.invoiceNo))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!invoice) return 'none';
    const [arrangement] = await tx
      .select({ status: recurringArrangements.status })
      .from(recurringArrangements)
      .where(eq(recurringArrangements.partnerId, invoice.partnerId));
    if (arrangement?.status !== 'active') {
      // Removed while an attempt was in flight: that attempt settled, nothing more is charged.
      await tx
        .update(billingInvoices)
        .set({ status: 'void' })
        .where(eq(billingInvoices.invoiceNo, invoice.invoiceNo));
      await tx
        .update(orders)
        .set({
          status: 'cancelled',
          cancelledAt: now,
          failureMessage: '정기결제 해지로 청구가 취소되었습니다.',
        })
        .where(eq(orders.orderNo, invoice.orderNo));
      // The plan simply ends with its paid period.
      await tx
        .update(subscriptions)
        .set({ status: 'active' })
        .where(
          and(eq(subscriptions.subscriptionNo, invoice.subscriptionNo), eq(subscriptions.status, 'past_due')),
        );
      return 'round-over';
    }
    const today = seoulDate(now);
    const recent = await tx
      .select({
        cardId: billingAttempts.cardId,
        counted: billingAttempts.counted,
        at: paymentAttempts.createdAt,
      })
      .from(billingAttempts)
      .innerJoin(paymentAttempts, eq(paymentAttempts.attemptId, billingAttempts.attemptId))
      .where(and(eq(billingAttempts.invoiceNo, invoice.invoiceNo), eq(billingAttempts.chargedOn, today)));
    // A card is done for today once an attempt on it counted; after "nothing was processed" it waits an hour.
    const backoffUntil = (at: Date) => at.getTime() + UNAVAILABLE_BACKOFF_MS;
    const resting = recent.filter((row) => !row.counted && backoffUntil(row.at) > now.getTime());
    const unusable = new Set([...recent.filter((row) => row.counted), ...resting].map((row) => row.cardId));
    const [card] = await tx
      .select()
      .from(billingCards)
      .where(
        and(
          eq(billingCards.partnerId, invoice.partnerId),
          isNull(billingCards.removedAt),
          eq(billingCards.active, true),
          isNull(billingCards.hardDeclinedAt),
        ),
      )
      .orderBy(asc(billingCards.position), asc(billingCards.cardId))
      .then((cards) => cards.filter((c) => !unusable.has(c.cardId)));
    if (!card && target) return 'no-card';
    if (!card) {
      if (resting.length > 0) {
        // The gateway was unavailable for a card: come back when it may be tried again, same round.
        const retryAt = new Date(Math.min(...resting.map((row) => backoffUntil(row.at))));
        await tx
          .update(billingInvoices)
          .set({ nextAttemptAt: retryAt })
          .where(eq(billingInvoices.invoiceNo, invoice.invoiceNo));
        return 'round-over';
      }
      await endRound(tx, invoice, now);
      return 'round-over';
    }
    if (target) await target.onClaim(tx, invoice);
    const attempt = await openBillingAttempt(
      tx,
      { orderNo: invoice.orderNo, amountWon: invoice.amountWon },
      now,
    );
    await tx.insert(billingAttempts).values({
      attemptId: attempt.attemptId,
      invoiceNo: invoice.invoiceNo,
      cardId: card.cardId,
      chargedOn: today,
      outcome: 'sent',
    });
    await tx
      .update(billingInvoices)
      .set({ inFlightAttemptId: attempt.attemptId })
      .where(eq(billingInvoices.invoiceNo, invoice.invoiceNo));
    const [order] = await tx
      .update(orders)
      .set({ status: 'pending' })
      .where(eq(orders.orderNo, invoice.orderNo))
      .returning({ goodsName: orders.goodsName });
    return {
      invoice,
      attemptId: attempt.attemptId,
      pgOrderId: attempt.pgOrderId,
      card,
      goodsName: order!.goodsName,
    };
  });
}

/**
 * Every usable card was tried today: the next round waits for its retry day (+1, +3, +5, +7 after the
 * renewal day, never earlier than tomorrow 06:00); after the last one the invoice is uncollectible,
 * the subscription unpaid and its ad slots released.
 */
async function endRound(tx: Database, invoice: InvoiceRow, now: Date): Promise<void> {
  const rounds = invoice.rounds + 1;
  if (rounds > BILLING_RETRY_DAYS.length) {
    await closeUnpaid(tx, invoice, now, { rounds });
    return;
  }
  const scheduled = chargeTimeOf(addMonths(invoice.periodStart, 0, BILLING_RETRY_DAYS[rounds - 1]!));
  const tomorrow = chargeTimeOf(addMonths(seoulDate(now), 0, 1));
  const next = scheduled > tomorrow ? scheduled : tomorrow;
  await tx
    .update(billingInvoices)
    .set({ rounds, nextAttemptAt: next })
    .where(eq(billingInvoices.invoiceNo, invoice.invoiceNo));
  const nextDay = seoulDate(next);
  await queueNotification(
    tx,
    {
      partnerId: invoice.partnerId,
      kind: 'charge_failed',
      text:
        rounds < BILLING_RETRY_DAYS.length
          ? `정기결제가 승인되지 않았습니다. ${nextDay}에 다시 결제를 시도합니다. 등록된 카드를 확인해주세요.`
          : `정기결제가 승인되지 않았습니다. ${nextDay}에 마지막으로 결제를 시도하며, 승인되지 않으면 요금제가 종료됩니다.`,
      payload: {
        invoice_no: invoice.invoiceNo,
        amount_won: invoice.amountWon,
        next_attempt_date: nextDay,
        tries_left: BILLING_RETRY_DAYS.length - rounds + 1,
      },
      dedupeKey: `charge_failed:${invoice.invoiceNo}:${rounds}`,
    },
    now,
  );
  await tx
    .update(subscriptions)
    .set({ status: 'past_due' })
    .where(and(eq(subscriptions.subscriptionNo, invoice.subscriptionNo), eq(subscriptions.status, 'active')));
}

/**
 * The renewal stops unpaid: the invoice is uncollectible, its order failed, the subscription unpaid
 * (it ends with its paid period) and its ad slots released; the partner is told (once).
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
  await tx
    .update(orders)
    .set({ status: 'failed', failureMessage })
    .where(eq(orders.orderNo, invoice.orderNo));
  const [sub] = await tx
    .update(subscriptions)
    .set({ status: 'unpaid', renews: false })
    .where(eq(subscriptions.subscriptionNo, invoice.subscriptionNo))
    .returning();
  if (sub) {
    await tx
      .delete(adSlotHolds)
      .where(and(eq(adSlotHolds.orderNo, sub.orderNo), gt(adSlotHolds.month, sub.periodEnd)));
    await queueNotification(
      tx,
      {
        partnerId: invoice.partnerId,
        kind: 'unpaid',
        text: `${options.byStaff ? '결제되지 않은 정기결제가 종료되어' : '정기결제가 재시도 후에도 승인되지 않아'} 요금제가 ${sub.periodEnd}까지 이용 후 종료되었습니다. 다시 이용하시려면 요금제를 새로 결제해주세요.`,
        payload: {
          invoice_no: invoice.invoiceNo,
          subscription_no: sub.subscriptionNo,
          period_end: sub.periodEnd,
        },
        dedupeKey: `unpaid:${invoice.invoiceNo}`,
      },
      now,
    );
  }
}

/** Charges one invoice now (staff "retry now"), through the same claim and settlement as the run. */
export async function chargeInvoiceNow(
  deps: RecurringDeps,
  target: TargetedCharge,
): Promise<'paid' | 'declined' | 'round-over' | 'unknown' | 'none' | 'no-card'> {
  return chargeNext(deps, target);
}

async function chargeNext(
  deps: RecurringDeps,
  target?: TargetedCharge,
): Promise<'paid' | 'declined' | 'round-over' | 'unknown' | 'none' | 'no-card'> {
  const claim = await claimNext(deps, target);
  if (claim === 'none' || claim === 'round-over' || claim === 'no-card') return claim;
  const result = await deps.payments.chargeBillingKey({
    bid: claim.card.billingKey,
    orderId: claim.pgOrderId,
    amount: claim.invoice.amountWon,
    goodsName: claim.goodsName,
    cardQuota: claim.card.quota,
  });
  if (result.ok) {
    await settleBillingPaid(deps, claim.attemptId, result.value);
    return 'paid';
  }
  if (result.error.kind === 'OutcomeUnknown' || result.error.kind === 'DuplicateOrder') {
    await recordAttempt(
      deps.db,
      claim.attemptId,
      { state: 'unknown', resultCode: result.error.code, resultMessage: result.error.message },
      deps.clock.now(),
    );
    // Settled by lookup now if the gateway answers; otherwise by the next run, before any retry.
    const settled = await reconcileBillingAttempt(deps, claim.attemptId);
    return settled === 'paid' ? 'paid' : settled === 'open' ? 'unknown' : 'declined';
  }
  await settleBillingFailure(deps, claim.attemptId, result.error);
  return 'declined';
}

/** The charge went through: the invoice is paid, its order shows the receipt, the subscription runs another period. */
async function settleBillingPaid(
  deps: RecurringDeps,
  attemptId: number,
  payment: GatewayPayment,
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [link] = await tx
      .update(billingAttempts)
      .set({ outcome: 'paid' })
      .where(eq(billingAttempts.attemptId, attemptId))
      .returning();
    const [invoice] = await tx
      .update(billingInvoices)
      .set({ status: 'paid', paidAt: payment.paidAt ?? now, inFlightAttemptId: null })
      .where(eq(billingInvoices.invoiceNo, link!.invoiceNo))
      .returning();
    await recordApproval(tx, attemptId, invoice!.orderNo, payment, now, {
      quota: payment.card?.cardQuota ?? 0,
    });
    const [sub] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.subscriptionNo, invoice!.subscriptionNo));
    await tx
      .update(subscriptions)
      .set({
        status: sub!.status === 'cancelled' ? 'cancelled' : 'active',
        periodStart: invoice!.periodStart,
        periodEnd: invoice!.periodEnd,
        anchorDate: sub!.anchorDate ?? sub!.periodStart,
      })
      .where(eq(subscriptions.subscriptionNo, invoice!.subscriptionNo));
  });
}

const outcomeOf = (error: GatewayError): (typeof billingAttempts.$inferSelect)['outcome'] => {
  if (error.kind === 'Declined') return error.hard ? 'hard_decline' : 'soft_decline';
  if (error.kind === 'BillingKeyInvalid') return 'hard_decline';
  if (error.kind === 'ProviderUnavailable') return 'not_processed';
  return 'failed';
};

/** A definite refusal: the attempt fails, the invoice is free for the next card (or the next round). */
async function settleBillingFailure(
  deps: RecurringDeps,
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
          kind: 'card_refused',
          text: `등록된 카드 '${card!.alias}'가 카드사에서 거절되어(유효기간 만료, 분실·정지, 해지 등) 더 이상 정기결제에 사용하지 않습니다. 새 카드를 등록해주세요.`,
          payload: { card_id: card!.cardId, card_alias: card!.alias, reason: error.message },
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
    await tx
      .update(orders)
      .set({ status: 'failed', failureMessage: `정기결제 승인 실패: ${error.message}` })
      .where(eq(orders.orderNo, invoice!.orderNo));
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
  deps: RecurringDeps,
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
    await settleBillingPaid(deps, attemptId, payment);
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
async function reconcileBillingAttempts(deps: RecurringDeps): Promise<number> {
  let settled = 0;
  for (const attemptId of await attemptsToReconcile(deps.db, deps.clock, 50, 'billing')) {
    const outcome = await reconcileBillingAttempt(deps, attemptId);
    if (outcome === 'paid' || outcome === 'failed') settled += 1;
  }
  return settled;
}

/** Kept for callers that need the raw ledger rows of an invoice (tests, staff later). */
export async function attemptsOfInvoice(db: Database, invoiceNo: number) {
  return db
    .select({ attempt: paymentAttempts, link: billingAttempts })
    .from(billingAttempts)
    .innerJoin(paymentAttempts, eq(paymentAttempts.attemptId, billingAttempts.attemptId))
    .where(eq(billingAttempts.invoiceNo, invoiceNo))
    .orderBy(asc(billingAttempts.attemptId));
}
