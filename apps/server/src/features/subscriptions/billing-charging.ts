/**
 * The billing run's middle stage, charging: due invoices are claimed a batch at a time with
 * `FOR UPDATE SKIP LOCKED`, and each attempt (a fresh gateway order id) is committed with
 * `in_flight_attempt_id` before the gateway is called, so nobody charges an invoice whose attempt is
 * in flight. Cards are tried in the partner's order, at most once per card and invoice a day; a round
 * with no card left waits for its retry day.
 */
import { addMonths, seoulDate } from '@partner-portal/contract/seoul-time';
import { BILLING_RETRY_DAYS } from '@partner-portal/contract/subscriptions-api';
import { formatWon } from '@partner-portal/contract/money';
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { paymentAttempts } from '../../db/tables/payment-attempts.js';
import {
  billingAttempts,
  billingCards,
  billingInvoices,
  recurringArrangements,
  subscriptions,
} from '../../db/tables/subscriptions.js';
import { inList, rowsToInsert, valuesByKey } from '../../db/values-table.js';
import { fitGoodsName } from '../../platform/gateway/payment-gateway.js';
import { queueNotification } from '../notifications/outbox.js';
import { openBillingAttempts, recordAttempt } from '../../platform/gateway/payment-attempts.js';
import { markRenewalOrdersPending } from '../orders/renewal-orders.js';
import type { SubscriptionDeps } from './billing-cards.js';
import { chargeTimeOf } from './billing-invoicing.js';
import {
  closeUnpaid,
  reconcileBillingAttempt,
  settleBillingFailure,
  settleBillingPaid,
  voidInvoices,
} from './billing-settlement.js';

type InvoiceRow = typeof billingInvoices.$inferSelect;

/** After "nothing was processed" (a 5xx), that card waits this long; the next card is tried at once. */
const UNAVAILABLE_BACKOFF_MS = 3_600_000;
/** Gateway calls of a batch in flight at once. */
const GATEWAY_CONCURRENCY = 16;

type CardRow = typeof billingCards.$inferSelect;

interface Claim {
  invoice: InvoiceRow;
  attemptId: number;
  pgOrderId: string;
  card: CardRow;
  goodsName: string;
}

export type ChargeOutcome = 'paid' | 'declined' | 'round-over' | 'unknown' | 'no-card';

/**
 * A staff "retry now" of one invoice: due or not, but claimed the same way (skip locked, nothing in
 * flight); `onClaim` runs in the claiming transaction (the staff action record); `noCard` when every
 * card was tried today (the round is not ended for it).
 */
export interface TargetedCharge {
  invoiceNo: number;
  onClaim(tx: Database, invoice: InvoiceRow): Promise<void>;
}

/**
 * Claims up to `size` due invoices (or the target) and opens an attempt on each one's next card, in
 * one short transaction, a few statements for the whole batch. An invoice with no card to try now
 * ends its round (or waits for a resting card) instead: `round-over`.
 */
async function claimBatch(
  deps: SubscriptionDeps,
  size: number,
  target?: TargetedCharge,
): Promise<(Claim | 'round-over' | 'no-card')[]> {
  const { db, clock } = deps;
  return db.transaction(async (tx): Promise<(Claim | 'round-over' | 'no-card')[]> => {
    const now = clock.now();
    const invoices = await tx
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
      .limit(size)
      .for('update', { skipLocked: true });
    if (invoices.length === 0) return [];
    const arranged = await tx
      .select({ partnerId: recurringArrangements.partnerId })
      .from(recurringArrangements)
      .where(
        and(
          inList(recurringArrangements.partnerId, [...new Set(invoices.map((i) => i.partnerId))]),
          eq(recurringArrangements.status, 'active'),
        ),
      );
    const active = new Set(arranged.map((row) => row.partnerId));
    const stopped = invoices.filter((invoice) => !active.has(invoice.partnerId));
    if (stopped.length > 0) await voidInvoices(tx, stopped, now);
    const live = invoices.filter((invoice) => active.has(invoice.partnerId));
    if (live.length === 0) return stopped.map(() => 'round-over' as const);
    const today = seoulDate(now);
    const recent = await tx
      .select({
        invoiceNo: billingAttempts.invoiceNo,
        cardId: billingAttempts.cardId,
        counted: billingAttempts.counted,
        at: paymentAttempts.createdAt,
      })
      .from(billingAttempts)
      .innerJoin(paymentAttempts, eq(paymentAttempts.attemptId, billingAttempts.attemptId))
      .where(
        and(
          inList(
            billingAttempts.invoiceNo,
            live.map((invoice) => invoice.invoiceNo),
          ),
          eq(billingAttempts.chargedOn, today),
        ),
      );
    const usableCards = await tx
      .select()
      .from(billingCards)
      .where(
        and(
          inList(billingCards.partnerId, [...new Set(live.map((invoice) => invoice.partnerId))]),
          isNull(billingCards.removedAt),
          eq(billingCards.active, true),
          isNull(billingCards.hardDeclinedAt),
        ),
      )
      .orderBy(asc(billingCards.position), asc(billingCards.cardId));
    const outcomes: ('round-over' | 'no-card')[] = stopped.map(() => 'round-over' as const);
    const charges: { invoice: InvoiceRow; card: CardRow }[] = [];
    // A card is done for today once an attempt on it counted; after "nothing was processed" it waits an hour.
    const backoffUntil = (at: Date) => at.getTime() + UNAVAILABLE_BACKOFF_MS;
    for (const invoice of live) {
      const tried = recent.filter((row) => row.invoiceNo === invoice.invoiceNo);
      const resting = tried.filter((row) => !row.counted && backoffUntil(row.at) > now.getTime());
      const unusable = new Set([...tried.filter((row) => row.counted), ...resting].map((row) => row.cardId));
      const card = usableCards.find((c) => c.partnerId === invoice.partnerId && !unusable.has(c.cardId));
      if (card) {
        if (target) await target.onClaim(tx, invoice);
        charges.push({ invoice, card });
      } else if (target) {
        outcomes.push('no-card');
      } else if (resting.length > 0) {
        // The gateway was unavailable for a card: come back when it may be tried again, same round.
        const retryAt = new Date(Math.min(...resting.map((row) => backoffUntil(row.at))));
        await tx
          .update(billingInvoices)
          .set({ nextAttemptAt: retryAt })
          .where(eq(billingInvoices.invoiceNo, invoice.invoiceNo));
        outcomes.push('round-over');
      } else {
        await endRound(tx, invoice, now);
        outcomes.push('round-over');
      }
    }
    if (charges.length === 0) return outcomes;
    const attempts = await openBillingAttempts(
      tx,
      charges.map(({ invoice }) => ({ orderNo: invoice.orderNo, amountWon: invoice.amountWon })),
      now,
    );
    const attemptOf = new Map(attempts.map((attempt) => [attempt.orderNo, attempt]));
    await tx.execute(
      sql`insert into ${billingAttempts} ${rowsToInsert(
        billingAttempts,
        charges.map(({ invoice, card }) => ({
          attemptId: attemptOf.get(invoice.orderNo)!.attemptId,
          invoiceNo: invoice.invoiceNo,
          cardId: card.cardId,
          chargedOn: today,
          outcome: 'sent' as const,
        })),
      )}`,
    );
    const inFlight = valuesByKey(
      billingInvoices.invoiceNo,
      { invoice_no: 'integer', attempt_id: 'integer' },
      charges.map(({ invoice }) => ({
        invoice_no: invoice.invoiceNo,
        attempt_id: attemptOf.get(invoice.orderNo)!.attemptId,
      })),
    );
    await tx
      .update(billingInvoices)
      .set({ inFlightAttemptId: sql`v.attempt_id` })
      .from(inFlight.table)
      .where(inFlight.matches);
    const goodsNameOf = await markRenewalOrdersPending(
      tx,
      charges.map(({ invoice }) => invoice.orderNo),
    );
    return [
      ...outcomes,
      ...charges.map(({ invoice, card }) => ({
        invoice,
        card,
        attemptId: attemptOf.get(invoice.orderNo)!.attemptId,
        pgOrderId: attemptOf.get(invoice.orderNo)!.pgOrderId,
        goodsName: goodsNameOf.get(invoice.orderNo)!,
      })),
    ];
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
      kind: 'billing.failed',
      variables: {
        금액: formatWon(invoice.amountWon),
        다음결제일: nextDay,
        남은횟수: BILLING_RETRY_DAYS.length - rounds + 1,
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

/** Charges one invoice now (staff "retry now"), through the same claim and settlement as the run. */
export async function chargeInvoiceNow(
  deps: SubscriptionDeps,
  target: TargetedCharge,
): Promise<ChargeOutcome | 'none'> {
  const [outcome] = await chargeBatch(deps, 1, target);
  return outcome ?? 'none';
}

/**
 * Claims a batch, calls the gateway for its charges (a few at once), then settles them: the approved
 * ones together in one transaction. A call that throws (the process dying) leaves its attempt in
 * flight for the reconciler; the others are still settled before the error is passed on.
 */
export async function chargeBatch(
  deps: SubscriptionDeps,
  size: number,
  target?: TargetedCharge,
): Promise<ChargeOutcome[]> {
  const claimed = await claimBatch(deps, size, target);
  const outcomes: ChargeOutcome[] = claimed.filter((claim) => typeof claim === 'string');
  const claims = claimed.filter((claim) => typeof claim !== 'string');
  const answers = await settledInTurn(claims, GATEWAY_CONCURRENCY, (claim) =>
    deps.payments.chargeBillingKey({
      bid: claim.card.billingKey,
      orderId: claim.pgOrderId,
      amount: claim.invoice.amountWon,
      // The history keeps the plan and its period; the gateway gets what fits its field.
      goodsName: fitGoodsName(claim.goodsName),
      cardQuota: claim.card.quota,
    }),
  );
  const approved = claims.flatMap((claim, i) => {
    const answer = answers[i]!;
    return answer.status === 'fulfilled' && answer.value.ok
      ? [{ attemptId: claim.attemptId, payment: answer.value.value }]
      : [];
  });
  await settleBillingPaid(deps, approved);
  outcomes.push(...approved.map(() => 'paid' as const));
  for (const [i, claim] of claims.entries()) {
    const answer = answers[i]!;
    if (answer.status === 'rejected' || answer.value.ok) continue;
    const { error } = answer.value;
    if (error.kind === 'OutcomeUnknown' || error.kind === 'DuplicateOrder') {
      await recordAttempt(
        deps.db,
        claim.attemptId,
        { state: 'unknown', resultCode: error.code, resultMessage: error.message },
        deps.clock.now(),
      );
      // Settled by lookup now if the gateway answers; otherwise by the next run, before any retry.
      const settled = await reconcileBillingAttempt(deps, claim.attemptId);
      outcomes.push(settled === 'paid' ? 'paid' : settled === 'open' ? 'unknown' : 'declined');
    } else {
      await settleBillingFailure(deps, claim.attemptId, error);
      outcomes.push('declined');
    }
  }
  const thrown = answers.find((answer) => answer.status === 'rejected');
  if (thrown) throw thrown.reason;
  return outcomes;
}

/** `call` on every item, at most `concurrency` at once; every outcome, in the items' order. */
async function settledInTurn<T, R>(
  items: T[],
  concurrency: number,
  call: (item: T) => Promise<R>,
): Promise<PromiseSettledResult<R>[]> {
  const results: PromiseSettledResult<R>[] = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) {
      results[i] = await call(items[i]!).then(
        (value) => ({ status: 'fulfilled', value }),
        (reason: unknown) => ({ status: 'rejected', reason }),
      );
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
