/**
 * The monthly billing run (a pg-boss schedule). Exactly once, with any number of processes:
 * - one invoice (and its order in payment history) per (subscription, period), under a unique key;
 * - invoices are claimed (a batch at a time) with `FOR UPDATE SKIP LOCKED`, and each attempt (a fresh
 *   gateway order id) is committed with `in_flight_attempt_id` before the gateway is called; nobody
 *   charges an invoice whose attempt is in flight;
 * - an unanswered charge is settled by lookup by order id (the attempt ledger's reconciler claim)
 *   before the invoice may be tried again.
 * Cards are tried in the partner's order, at most once per card and invoice a day; a soft decline is
 * retried at +1, +3, +5 and +7 days, a hard decline never on that card. No charge 00:00–06:00 Seoul.
 */
import { withParticle } from '@partner-portal/contract/korean-particles';
import { randomBytes } from 'node:crypto';
import {
  addMonths,
  monthsCovered,
  seoulCompactDate,
  seoulDate,
  seoulDayStart,
  seoulHour,
} from '@partner-portal/contract/seoul-time';
import { BILLING_RETRY_DAYS, BILLING_START_HOUR } from '@partner-portal/contract/subscriptions-api';
import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { inList, rowsToInsert, valuesByKey } from '../../db/values-table.js';
import { paymentAttempts } from '../../db/tables/payment-attempts.js';
import { adSlotHolds, orderLines, orders } from '../../db/tables/orders.js';
import {
  billingAttempts,
  billingCards,
  billingInvoices,
  recurringArrangements,
  subscriptions,
} from '../../db/tables/subscriptions.js';
import {
  fitGoodsName,
  type GatewayError,
  type GatewayPayment,
} from '../../platform/gateway/payment-gateway.js';
import {
  attemptsToReconcile,
  claimAttempt,
  openBillingAttempts,
  recordAttempt,
} from '../orders/payment-attempts.js';
import { adSoldOutMessage, recordApprovals, takeAdSlots } from '../orders/order-service.js';
import { writeAudit, type AuditActor } from '../../platform/audit/audit-log.js';
import { queueNotification } from '../notifications/outbox.js';
import { isAdProduct, priceItems, slotPool } from '../plans/plan-catalogue.js';
import type { planProducts } from '../../db/tables/plans.js';
import { vatOf, type PriceLine } from '@partner-portal/contract/plans-api';
import { priceChangesFor } from './price-changes.js';
import type { RecurringDeps } from './billing-cards.js';

type InvoiceRow = typeof billingInvoices.$inferSelect;
type SubscriptionRow = typeof subscriptions.$inferSelect;
type ProductRow = typeof planProducts.$inferSelect;

export interface BillingReport {
  invoiced: number;
  charged: number;
  declined: number;
  reconciled: number;
  /** The time budget ran out with invoices still due: run again. */
  more: boolean;
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

/** Subscriptions invoiced in one transaction: a few statements a chunk, whatever its size. */
const INVOICE_CHUNK = 500;
/** Invoices opened in one run after which their tables' planner statistics are refreshed. */
const REPLAN_AFTER_INVOICES = 1_000;
/** Invoices claimed in one transaction, charged, then settled together. */
const CHARGE_BATCH = 100;
/** Gateway calls of a batch in flight at once. */
const GATEWAY_CONCURRENCY = 16;
/** Batches a run works on at once: one waits for the database while another waits for the gateway. */
const BATCHES_AT_ONCE = 4;

/**
 * One billing run: settles unanswered attempts, opens the invoices that fell due, then charges every
 * due invoice (several batches at once) until none is left, the night window starts, `limit`
 * invoices were worked on, or `budgetMs` has passed (then `more` says so).
 */
export async function runBilling(
  deps: RecurringDeps,
  options: { limit?: number; budgetMs?: number; batchesAtOnce?: number } = {},
): Promise<BillingReport> {
  const report: BillingReport = { invoiced: 0, charged: 0, declined: 0, reconciled: 0, more: false };
  const started = Date.now();
  report.reconciled = await reconcileBillingAttempts(deps);
  report.invoiced = await createDueInvoices(deps);
  let left = options.limit ?? Infinity;
  const worker = async () => {
    while (left > 0) {
      if (seoulHour(deps.clock.now()) < BILLING_START_HOUR) return;
      if (options.budgetMs !== undefined && Date.now() - started > options.budgetMs) {
        report.more = true;
        return;
      }
      const size = Math.min(CHARGE_BATCH, left);
      left -= size;
      const outcomes = await chargeBatch(deps, size);
      left += size - outcomes.length;
      if (outcomes.length === 0) return;
      report.charged += outcomes.filter((outcome) => outcome === 'paid').length;
      report.declined += outcomes.filter((outcome) => outcome === 'declined').length;
    }
  };
  const ended = await Promise.allSettled(
    Array.from({ length: options.batchesAtOnce ?? BATCHES_AT_ONCE }, worker),
  );
  const failed = ended.find((end) => end.status === 'rejected');
  if (failed) throw failed.reason;
  return report;
}

/**
 * Staff run the scheduled run now: safe beside the schedule (invoices are claimed, never charged
 * twice). A minute at most, for an answer in time; what is left goes on in the schedule's runs. The
 * run commits batch by batch, so its audit entry follows it with what it did.
 */
export async function runBillingNow(deps: RecurringDeps, actor: AuditActor): Promise<BillingReport> {
  const result = await runBilling(deps, { budgetMs: 60_000 });
  await writeAudit(
    deps.db,
    actor,
    { action: 'billing_run', targetType: 'billing', after: result },
    deps.clock.now(),
  );
  return result;
}

/**
 * Opens the invoice (and its payment-history order) of every renewing subscription whose period has
 * ended, a chunk at a time. Each chunk's subscriptions are locked (skip locked), so runs at once share
 * the work, and the order's unique key (partner, `recurring:<subscription>:<period>`) makes a second
 * insert for one renewal a no-op. Each plan (and region) is priced once per run.
 */
export async function createDueInvoices(deps: RecurringDeps): Promise<number> {
  const lines = new Map<string, Priced | null>();
  let created = 0;
  for (let after: number | undefined = 0; after !== undefined;) {
    const chunk = await invoiceChunk(deps, after, lines);
    created += chunk.created;
    after = chunk.last;
  }
  // Thousands of new invoices (and the attempts to come) can outrun autovacuum's statistics by a
  // minute: planned on the old ones, each claim read the whole table (111 ms a claim at 100,000).
  if (created >= REPLAN_AFTER_INVOICES)
    await deps.db.execute(sql`analyze ${billingInvoices}, ${billingAttempts}`);
  return created;
}

/** Invoices the next due subscriptions after `after`; `last` is undefined once none are left. */
async function invoiceChunk(
  deps: RecurringDeps,
  after: number,
  lines: Map<string, Priced | null>,
): Promise<{ created: number; last?: number }> {
  const { db, clock } = deps;
  const now = clock.now();
  const today = seoulDate(now);
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ sub: subscriptions })
      .from(subscriptions)
      .innerJoin(recurringArrangements, eq(recurringArrangements.partnerId, subscriptions.partnerId))
      .where(
        and(
          gt(subscriptions.subscriptionNo, after),
          eq(subscriptions.renews, true),
          inArray(subscriptions.status, ['active', 'past_due']),
          sql`${subscriptions.periodEnd} < ${today}`,
          eq(recurringArrangements.status, 'active'),
          // Not invoiced yet: every run would otherwise retry every open renewal.
          sql`not exists (select 1 from ${billingInvoices} where ${billingInvoices.subscriptionNo} = ${subscriptions.subscriptionNo} and ${billingInvoices.periodStart} = ${subscriptions.periodEnd} + 1)`,
        ),
      )
      .orderBy(asc(subscriptions.subscriptionNo))
      .limit(INVOICE_CHUNK)
      .for('update', { of: subscriptions, skipLocked: true });
    const last = due.length === INVOICE_CHUNK ? due.at(-1)!.sub.subscriptionNo : undefined;
    const renewals = [];
    for (const { sub } of due) {
      const key = `${sub.productKey}:${sub.regionSido}:${sub.regionSigungu}`;
      if (!lines.has(key)) {
        const region =
          sub.regionSido && sub.regionSigungu ? { sido: sub.regionSido, sigungu: sub.regionSigungu } : null;
        lines.set(
          key,
          await priceItems(tx, [{ product_key: sub.productKey, region }]).then(
            (priced) => ({ line: priced.lines[0]!, product: priced.products[0]! }),
            () => null, // No longer sold: nothing to renew (staff handle it).
          ),
        );
      }
      const priced = lines.get(key);
      if (priced) renewals.push({ sub, ...priced, period: nextPeriod(sub, priced.line.period_months) });
    }
    const changes = await priceChangesFor(
      tx,
      renewals.map(({ sub, period }) => ({
        productKey: sub.productKey,
        partnerId: sub.partnerId,
        day: period.start,
      })),
    );
    // A new price the partner did not agree to: no charge, the plan ends with its paid period.
    const refused = renewals.filter((_, i) => changes[i] && !changes[i].agreed);
    if (refused.length > 0)
      await tx
        .update(subscriptions)
        .set({ renews: false })
        .where(
          inArray(
            subscriptions.subscriptionNo,
            refused.map(({ sub }) => sub.subscriptionNo),
          ),
        );
    const invoices = renewals.flatMap((renewal, i) => {
      const change = changes[i];
      if (change && !change.agreed) return [];
      const supply = change?.change.newPriceWon;
      const line =
        supply === undefined
          ? renewal.line
          : {
              ...renewal.line,
              supply_won: supply,
              vat_won: vatOf(supply),
              total_won: supply + vatOf(supply),
            };
      const orderNo = `R${seoulCompactDate(now)}${randomBytes(8).toString('base64url').replace(/[-_]/g, '').slice(0, 10).toUpperCase()}`;
      return [{ ...renewal, line, orderNo }];
    });
    if (invoices.length === 0) return { created: 0, last };
    const inserted = (await tx.execute(sql`
      insert into ${orders} ${rowsToInsert(
        orders,
        invoices.map(({ sub, line, period, orderNo }) => ({
          orderNo,
          partnerId: sub.partnerId,
          status: 'created' as const,
          method: 'card' as const,
          goodsName: `${line.name} 정기결제 (${period.start} ~ ${period.end})`,
          supplyWon: line.supply_won,
          vatWon: line.vat_won,
          totalWon: line.total_won,
          idempotencyKey: `recurring:${sub.subscriptionNo}:${period.start}`,
          requestHash: 'recurring',
          createdAt: now,
          expiresAt: renewalDeadline(period.start),
        })),
      )}
      on conflict do nothing
      returning order_no`)) as unknown as { rows: { order_no: string }[] };
    const insertedNos = new Set(inserted.rows.map((order) => order.order_no));
    // The order and its invoice share one key: whoever inserted the order also opens the invoice.
    const opened = invoices.filter((invoice) => insertedNos.has(invoice.orderNo));
    if (opened.length === 0) return { created: 0, last };
    await tx.execute(
      sql`insert into ${orderLines} ${rowsToInsert(
        orderLines,
        opened.map(({ sub, line, orderNo }) => ({
          orderNo,
          productKey: sub.productKey,
          name: line.name,
          regionSido: sub.regionSido,
          regionSigungu: sub.regionSigungu,
          periodMonths: line.period_months,
          supplyWon: line.supply_won,
          vatWon: line.vat_won,
        })),
      )}`,
    );
    const soldOut = await holdRenewalSlots(tx, opened, now);
    const fresh = opened.filter((invoice) => !soldOut.has(invoice.orderNo));
    if (fresh.length === 0) return { created: 0, last };
    await tx.execute(
      sql`insert into ${billingInvoices} ${rowsToInsert(
        billingInvoices,
        fresh.map(({ sub, line, period, orderNo }) => ({
          subscriptionNo: sub.subscriptionNo,
          partnerId: sub.partnerId,
          periodStart: period.start,
          periodEnd: period.end,
          amountWon: line.total_won,
          orderNo,
          status: 'open' as const,
          nextAttemptAt: chargeTimeOf(period.start),
          createdAt: now,
        })),
      )}`,
    );
    return { created: fresh.length, last };
  });
}

interface Priced {
  line: PriceLine;
  product: ProductRow;
}

interface OpenedRenewal extends Priced {
  sub: SubscriptionRow;
  period: { start: string; end: string };
  orderNo: string;
}

/**
 * An ad plan's next period needs its district slot for the months its current period does not cover
 * already: held for the renewal order until the order's deadline, confirmed when it is paid. Sold
 * out (a new buyer took the month first): the renewal is withdrawn, nothing is charged, the plan ends
 * with its paid period and the partner is told. Answers the withdrawn order numbers.
 */
async function holdRenewalSlots(tx: Database, opened: OpenedRenewal[], now: Date): Promise<Set<string>> {
  const soldOut = new Set<string>();
  for (const renewal of opened.filter(({ product }) => isAdProduct(product))) {
    const { sub, period, product, orderNo } = renewal;
    const region = { sido: sub.regionSido!, sigungu: sub.regionSigungu! };
    const pool = slotPool(product.adCode!);
    const held = await tx
      .select({ month: adSlotHolds.month })
      .from(adSlotHolds)
      .where(
        and(
          eq(adSlotHolds.pool, pool),
          eq(adSlotHolds.regionSido, region.sido),
          eq(adSlotHolds.regionSigungu, region.sigungu),
          or(
            eq(adSlotHolds.orderNo, sub.orderNo),
            inArray(
              adSlotHolds.orderNo,
              tx
                .select({ orderNo: billingInvoices.orderNo })
                .from(billingInvoices)
                .where(eq(billingInvoices.subscriptionNo, sub.subscriptionNo)),
            ),
          ),
        ),
      );
    const heldMonths = new Set(held.map((row) => row.month));
    const month = await takeAdSlots(tx, {
      pool,
      slots: product.slotsPerDistrict ?? 0,
      region,
      months: monthsCovered(period.start, product.periodMonths).filter((m) => !heldMonths.has(m)),
      orderNo,
      expiresAt: renewalDeadline(period.start),
      now,
    });
    if (!month) continue;
    soldOut.add(orderNo);
    await queueNotification(
      tx,
      {
        partnerId: sub.partnerId,
        kind: 'ad_sold_out',
        text: `${adSoldOutMessage(region, month)} ${withParticle(`'${renewal.line.name}'`, '은/는')} 자동 갱신되지 않고 ${sub.periodEnd}까지 이용 후 종료됩니다.`,
        payload: {
          subscription_no: sub.subscriptionNo,
          plan_name: renewal.line.name,
          sold_out_month: month,
          period_end: sub.periodEnd,
        },
        dedupeKey: `ad_sold_out:${sub.subscriptionNo}:${period.start}`,
      },
      now,
    );
  }
  if (soldOut.size === 0) return soldOut;
  const withdrawn = [...soldOut];
  await tx.delete(adSlotHolds).where(inArray(adSlotHolds.orderNo, withdrawn));
  await tx.delete(orderLines).where(inArray(orderLines.orderNo, withdrawn));
  await tx.delete(orders).where(inArray(orders.orderNo, withdrawn));
  await tx
    .update(subscriptions)
    .set({ renews: false })
    .where(
      inArray(
        subscriptions.subscriptionNo,
        opened.filter(({ orderNo }) => soldOut.has(orderNo)).map(({ sub }) => sub.subscriptionNo),
      ),
    );
  return soldOut;
}

/** A renewal is charged until its last retry day: its order (and held ad slots) last that long. */
const renewalDeadline = (periodStart: string) =>
  seoulDayStart(addMonths(periodStart, 0, BILLING_RETRY_DAYS.at(-1)! + 1));

type CardRow = typeof billingCards.$inferSelect;

interface Claim {
  invoice: InvoiceRow;
  attemptId: number;
  pgOrderId: string;
  card: CardRow;
  goodsName: string;
}

type ChargeOutcome = 'paid' | 'declined' | 'round-over' | 'unknown' | 'no-card';

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
  deps: RecurringDeps,
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
    const pending = await tx
      .update(orders)
      .set({ status: 'pending' })
      .where(
        inList(
          orders.orderNo,
          charges.map(({ invoice }) => invoice.orderNo),
        ),
      )
      .returning({ orderNo: orders.orderNo, goodsName: orders.goodsName });
    const goodsNameOf = new Map(pending.map((order) => [order.orderNo, order.goodsName]));
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
 * Open invoices of a removed arrangement: void, their orders cancelled, and a past-due plan simply
 * ends with its paid period. (At removal, or by the run when an attempt was in flight then.)
 */
export async function voidInvoices(tx: Database, invoices: InvoiceRow[], now: Date): Promise<void> {
  if (invoices.length === 0) return;
  const orderNos = invoices.map((invoice) => invoice.orderNo);
  await tx.delete(adSlotHolds).where(inArray(adSlotHolds.orderNo, orderNos));
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
    .update(orders)
    .set({
      status: 'cancelled',
      cancelledAt: now,
      failureMessage: '정기결제 해지로 청구가 취소되었습니다.',
    })
    .where(inArray(orders.orderNo, orderNos));
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
    // The slots held for the period that will not come.
    await tx.delete(adSlotHolds).where(eq(adSlotHolds.orderNo, invoice.orderNo));
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
): Promise<ChargeOutcome | 'none'> {
  const [outcome] = await chargeBatch(deps, 1, target);
  return outcome ?? 'none';
}

/**
 * Claims a batch, calls the gateway for its charges (a few at once), then settles them: the approved
 * ones together in one transaction. A call that throws (the process dying) leaves its attempt in
 * flight for the reconciler; the others are still settled before the error is passed on.
 */
async function chargeBatch(
  deps: RecurringDeps,
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

/**
 * The charges went through: the invoices are paid, their orders show the receipts, the subscriptions
 * run another period. One transaction and a few statements for the whole batch.
 */
async function settleBillingPaid(
  deps: RecurringDeps,
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
    await tx
      .update(adSlotHolds)
      .set({ status: 'confirmed', expiresAt: null })
      .where(
        inList(
          adSlotHolds.orderNo,
          invoices.map((invoice) => invoice.orderNo),
        ),
      );
    await recordApprovals(
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
