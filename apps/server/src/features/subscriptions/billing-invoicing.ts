/**
 * The billing run's first stage, invoicing: every renewing subscription whose period ended gets its
 * invoice and, through orders/, its order in the payment history (one per subscription and period,
 * under a unique key), its ad slots held for the months to come, and its price as announced.
 */
import { vatOf } from '@partner-portal/contract/plans-api';
import type { PriceLine } from '@partner-portal/contract/orders-api';
import {
  addMonths,
  monthsCovered,
  seoulCompactDate,
  seoulDate,
  seoulDayStart,
} from '@partner-portal/contract/seoul-time';
import { BILLING_RETRY_DAYS, BILLING_START_HOUR } from '@partner-portal/contract/subscriptions-api';
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { planProducts } from '../../db/tables/plans.js';
import {
  billingAttempts,
  billingInvoices,
  recurringArrangements,
  subscriptions,
} from '../../db/tables/subscriptions.js';
import { rowsToInsert } from '../../db/values-table.js';
import { queueNotification } from '../notifications/outbox.js';
import { takeAdSlots } from '../orders/order-service.js';
import { openRenewalOrders, slotMonthsHeld, withdrawRenewalOrders } from '../orders/renewal-orders.js';
import { isAdProduct, priceItems, slotPool } from '../plans/plan-catalogue.js';
import type { SubscriptionDeps } from './billing-cards.js';
import { priceChangesFor } from './price-changes.js';

type SubscriptionRow = typeof subscriptions.$inferSelect;
type ProductRow = typeof planProducts.$inferSelect;

const HOUR_MS = 3_600_000;
/** Subscriptions invoiced in one transaction: a few statements a chunk, whatever its size. */
const INVOICE_CHUNK = 500;
/** Invoices opened in one run after which their tables' planner statistics are refreshed. */
const REPLAN_AFTER_INVOICES = 1_000;

/** 06:00 Seoul of a Korean day. */
export const chargeTimeOf = (day: string) =>
  new Date(seoulDayStart(day).getTime() + BILLING_START_HOUR * HOUR_MS);

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

/**
 * Opens the invoice (and its payment-history order) of every renewing subscription whose period has
 * ended, a chunk at a time. Each chunk's subscriptions are locked (skip locked), so runs at once share
 * the work, and the order's unique key (partner, `recurring:<subscription>:<period>`) makes a second
 * insert for one renewal a no-op. Each plan (and region) is priced once per run.
 */
export async function createDueInvoices(deps: SubscriptionDeps): Promise<number> {
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
  deps: SubscriptionDeps,
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
    await stopRenewing(tx, refused);
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
    const insertedNos = await openRenewalOrders(
      tx,
      invoices.map(({ sub, line, period, orderNo }) => ({
        orderNo,
        partnerId: sub.partnerId,
        goodsName: `${line.name} 정기결제 (${period.start} ~ ${period.end})`,
        supplyWon: line.supply_won,
        vatWon: line.vat_won,
        totalWon: line.total_won,
        idempotencyKey: `recurring:${sub.subscriptionNo}:${period.start}`,
        expiresAt: renewalDeadline(period.start),
        line: {
          productKey: sub.productKey,
          name: line.name,
          regionSido: sub.regionSido,
          regionSigungu: sub.regionSigungu,
          periodMonths: line.period_months,
          periodStart: period.start,
          periodEnd: period.end,
        },
      })),
      now,
    );
    // The order and its invoice share one key: whoever inserted the order also opens the invoice.
    const opened = invoices.filter((invoice) => insertedNos.has(invoice.orderNo));
    if (opened.length === 0) return { created: 0, last };
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
    const heldMonths = await slotMonthsHeld(
      tx,
      { pool, region },
      sub.orderNo,
      tx
        .select({ orderNo: billingInvoices.orderNo })
        .from(billingInvoices)
        .where(eq(billingInvoices.subscriptionNo, sub.subscriptionNo)),
    );
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
        kind: 'billing.ad_sold_out',
        variables: {
          요금제: renewal.line.name,
          지역: `${region.sido} ${region.sigungu}`,
          마감월: `${month.slice(0, 7).replace('-', '년 ')}월`,
          종료일: sub.periodEnd,
        },
        dedupeKey: `ad_sold_out:${sub.subscriptionNo}:${period.start}`,
      },
      now,
    );
  }
  if (soldOut.size === 0) return soldOut;
  const withdrawn = [...soldOut];
  await withdrawRenewalOrders(tx, withdrawn);
  await stopRenewing(
    tx,
    opened.filter(({ orderNo }) => soldOut.has(orderNo)),
  );
  return soldOut;
}

/** These plans end with their paid period: no renewal is invoiced for them again. */
async function stopRenewing(tx: Database, renewals: { sub: SubscriptionRow }[]): Promise<void> {
  if (renewals.length === 0) return;
  await tx
    .update(subscriptions)
    .set({ renews: false })
    .where(
      inArray(
        subscriptions.subscriptionNo,
        renewals.map(({ sub }) => sub.subscriptionNo),
      ),
    );
}

/** A renewal is charged until its last retry day: its order (and held ad slots) last that long. */
const renewalDeadline = (periodStart: string) =>
  seoulDayStart(addMonths(periodStart, 0, BILLING_RETRY_DAYS.at(-1)! + 1));
