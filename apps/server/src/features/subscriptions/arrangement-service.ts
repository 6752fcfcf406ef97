/**
 * The recurring-payment arrangement: registered with a first card and the recorded agreement to the
 * recurring-payment terms (version and time), read with what renews when for how much, removed so
 * that nothing renews after the current period (nothing already paid is touched).
 */
import { RETURN_CODES } from '@partner-portal/contract/api-constants';
import { TERMS_TYPES } from '@partner-portal/contract/terms-constants';
import { formatWon } from '@partner-portal/contract/money';
import { seoulDate } from '@partner-portal/contract/seoul-time';
import type {
  Arrangement,
  arrangementRequestSchema,
  ArrangementUpdate,
  Renewal,
} from '@partner-portal/contract/subscriptions-api';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { preparedPer } from '../../db/prepared.js';
import { inList } from '../../db/values-table.js';
import { paymentAttempts } from '../../db/tables/payment-attempts.js';
import { partners } from '../../db/tables/partners.js';
import { planProducts } from '../../db/tables/plans.js';
import {
  billingAttempts,
  billingCards,
  billingInvoices,
  recurringArrangements,
  subscriptions,
} from '../../db/tables/subscriptions.js';
import { termsAgreements } from '../../db/tables/terms.js';
import type { Clock } from '../../shared/clock.js';
import { Refusal } from '../../shared/problems.js';
import { vatOf } from '@partner-portal/contract/plans-api';
import { checkSingleConsent, recordConsent, type ConsentOrigin } from '../terms/payment-consent.js';
import { findDocument } from '../terms/terms-repository.js';
import { heldPeriods, lockPartnerPeriods } from '../orders/held-periods.js';
import { latestOfLanes } from '../orders/plan-periods.js';
import { listCards, registerCard, type SubscriptionDeps } from './billing-cards.js';
import { nextPeriod } from './billing-invoicing.js';
import { voidInvoices } from './billing-settlement.js';
import { agreePriceChange, pendingPriceChange } from './price-changes.js';

type ArrangementInput = z.output<typeof arrangementRequestSchema>;

export async function registerArrangement(
  deps: SubscriptionDeps,
  partner: { partnerId: number; memberNo: number },
  input: ArrangementInput,
  origin: ConsentOrigin,
): Promise<Arrangement> {
  const { db, clock } = deps;
  const now = clock.now();
  const found = await findDocument(db, TERMS_TYPES.recurringPaymentTerms, now, input.terms_version);
  if (!found)
    throw new Refusal(
      RETURN_CODES.termsVersionUnknown,
      '정기결제 이용약관을 다시 확인한 뒤 동의해주세요.',
      'terms_version',
    );
  // A version other than the current one was shown before a revision: the partner agrees again.
  const document = await checkSingleConsent(
    db,
    clock.now(),
    TERMS_TYPES.recurringPaymentTerms,
    found.document.version,
  );
  await registerCard(deps, partner.partnerId, input.card);
  const today = seoulDate(now);
  await db.transaction(async (tx) => {
    const values = {
      status: 'active' as const,
      termsDocumentId: document.documentId,
      termsVersion: document.version,
      agreedAt: now,
      alertBeforeExecution: input.alert_before_execution,
      stoppedAt: null,
    };
    await tx
      .insert(recurringArrangements)
      .values({ partnerId: partner.partnerId, createdAt: now, ...values })
      .onConflictDoUpdate({ target: recurringArrangements.partnerId, set: values });
    await tx.insert(termsAgreements).values({
      memberNo: partner.memberNo,
      documentId: document.documentId,
      channel: 'periodic-payment',
      agreedAt: now,
    });
    await recordConsent(tx, {
      partnerId: partner.partnerId,
      memberNo: partner.memberNo,
      orderNo: null,
      documents: [document],
      agreedAt: now,
      origin,
    });
    // Only the newest period of each lane renews: a renewal of an earlier one would buy days again.
    await lockPartnerPeriods(tx, partner.partnerId);
    const renewable = [...latestOfLanes(await heldPeriods(tx, partner.partnerId, today))];
    await tx
      .update(subscriptions)
      .set({
        renews: true,
        anchorDate: sql`coalesce(${subscriptions.anchorDate}, ${subscriptions.periodStart})`,
      })
      .where(
        and(
          eq(subscriptions.partnerId, partner.partnerId),
          inArray(subscriptions.status, ['active', 'past_due']),
          sql`${subscriptions.periodEnd} >= ${today}`,
          inList(subscriptions.subscriptionNo, renewable),
          input.subscription_nos ? inArray(subscriptions.subscriptionNo, input.subscription_nos) : undefined,
        ),
      );
    await tx
      .update(partners)
      .set({ paymentAgreement: true, periodicPayment: true })
      .where(eq(partners.partnerId, partner.partnerId));
  });
  return readArrangement(db, clock, partner.partnerId);
}

/** The notice before each charge on or off; refused when the partner has no arrangement. */
export async function updateArrangement(
  db: Database,
  clock: Clock,
  partnerId: number,
  update: ArrangementUpdate,
): Promise<Arrangement> {
  const changed = await db
    .update(recurringArrangements)
    .set({ alertBeforeExecution: update.alert_before_execution })
    .where(and(eq(recurringArrangements.partnerId, partnerId), eq(recurringArrangements.status, 'active')))
    .returning();
  if (changed.length === 0)
    throw new Refusal(RETURN_CODES.notFound, '등록된 정기결제가 없습니다. 먼저 정기결제를 등록해주세요.');
  return readArrangement(db, clock, partnerId);
}

export async function readArrangement(db: Database, clock: Clock, partnerId: number): Promise<Arrangement> {
  const [arrangement] = await arrangementStatement(db).execute({ partnerId });
  const active = arrangement?.status === 'active';
  return {
    registered: active,
    terms_version: arrangement?.termsVersion ?? null,
    agreed_at: arrangement?.agreedAt.toISOString() ?? null,
    alert_before_execution: active ? arrangement.alertBeforeExecution : false,
    cards: await listCards(db, partnerId),
    renewals: await renewalsOf(db, clock, partnerId, active),
  };
}

/** A running plan's open renewal invoice (one at a time: the next is opened once this one is settled). */
const openInvoiceQuery = (db: Database) =>
  db
    .select({
      invoiceNo: billingInvoices.invoiceNo,
      nextAttemptAt: billingInvoices.nextAttemptAt,
      amountWon: billingInvoices.amountWon,
    })
    .from(billingInvoices)
    .where(
      and(
        eq(billingInvoices.subscriptionNo, subscriptions.subscriptionNo),
        eq(billingInvoices.status, 'open'),
      ),
    )
    .orderBy(desc(billingInvoices.invoiceNo))
    .limit(1)
    .as('open_invoice');

/** The partner's running plans with their products and open renewal invoices: one prepared statement. */
const runningPlansStatement = preparedPer((db) => {
  const invoice = openInvoiceQuery(db);
  return db
    .select({
      s: subscriptions,
      p: planProducts,
      invoice: {
        invoiceNo: invoice.invoiceNo,
        nextAttemptAt: invoice.nextAttemptAt,
        amountWon: invoice.amountWon,
      },
    })
    .from(subscriptions)
    .innerJoin(planProducts, eq(planProducts.productKey, subscriptions.productKey))
    .leftJoinLateral(invoice, sql`true`)
    .where(
      and(
        eq(subscriptions.partnerId, sql.placeholder('partnerId')),
        sql`(${subscriptions.status} in ('active', 'past_due') and (${subscriptions.periodEnd} >= ${sql.placeholder('today')} or ${subscriptions.renews}))`,
      ),
    )
    .orderBy(desc(subscriptions.subscriptionNo))
    .prepare('running_plans_of');
});

const runningPlans = (db: Database, clock: Clock, partnerId: number) =>
  runningPlansStatement(db).execute({ partnerId, today: seoulDate(clock.now()) });

type RunningPlan = Awaited<ReturnType<typeof runningPlans>>[number];

/** The next charge of a plan: its open invoice's next try, or the start of the period after this one. */
function nextCharge({ s, p, invoice }: RunningPlan) {
  return invoice
    ? { day: seoulDate(invoice.nextAttemptAt), amount: invoice.amountWon }
    : { day: nextPeriod(s, p.periodMonths).start, amount: p.priceWon + vatOf(p.priceWon) };
}

/** The partner's running plans and, for those that renew, the next charge day and amount. */
async function renewalsOf(
  db: Database,
  clock: Clock,
  partnerId: number,
  arrangementActive: boolean,
): Promise<Renewal[]> {
  const rows = await runningPlans(db, clock, partnerId);
  const failures = await lastFailures(
    db,
    rows.flatMap(({ invoice }) => (invoice ? [invoice.invoiceNo] : [])),
  );
  const changes = new Map<string, Awaited<ReturnType<typeof pendingPriceChange>>>();
  for (const key of new Set(rows.map((row) => row.s.productKey)))
    changes.set(key, await pendingPriceChange(db, key, partnerId));
  return rows.map((row) => {
    const { s, p, invoice } = row;
    const renews = arrangementActive && s.renews;
    const { day, amount } = nextCharge(row);
    return {
      subscription_no: s.subscriptionNo,
      product_key: s.productKey,
      name: p.name,
      status: s.status,
      period_end: s.periodEnd,
      renews,
      next_execution_date: renews ? day : null,
      next_amount_won: renews ? amount : null,
      last_failure:
        s.status === 'past_due' && invoice && failures.has(invoice.invoiceNo)
          ? { ...failures.get(invoice.invoiceNo)!, next_attempt_at: invoice.nextAttemptAt.toISOString() }
          : null,
      price_change: changes.get(s.productKey) ?? null,
    };
  });
}

/** The partner agrees to a plan's new price; answers the arrangement. */
export async function agreeToPriceChange(
  db: Database,
  clock: Clock,
  partnerId: number,
  changeId: number,
): Promise<Arrangement> {
  await agreePriceChange(db, clock, partnerId, changeId);
  return readArrangement(db, clock, partnerId);
}

/** The latest refused charge of each open invoice: which card, the card company's reason, when. */
async function lastFailures(db: Database, invoiceNos: number[]) {
  const failures = new Map<
    number,
    { card_alias: string | null; card_number: string | null; reason: string; failed_at: string }
  >();
  if (invoiceNos.length === 0) return failures;
  const rows = await db
    .select({
      invoiceNo: billingAttempts.invoiceNo,
      alias: billingCards.alias,
      cardNumber: billingCards.maskedNumber,
      reason: paymentAttempts.resultMessage,
      at: paymentAttempts.updatedAt,
    })
    .from(billingAttempts)
    .innerJoin(paymentAttempts, eq(paymentAttempts.attemptId, billingAttempts.attemptId))
    .innerJoin(billingCards, eq(billingCards.cardId, billingAttempts.cardId))
    .where(
      and(
        inArray(billingAttempts.invoiceNo, invoiceNos),
        inArray(billingAttempts.outcome, ['soft_decline', 'hard_decline', 'failed']),
      ),
    )
    .orderBy(desc(paymentAttempts.updatedAt));
  for (const row of rows) {
    if (failures.has(row.invoiceNo)) continue;
    failures.set(row.invoiceNo, {
      card_alias: row.alias,
      card_number: row.cardNumber,
      reason: row.reason ?? '카드사에서 결제를 거절했습니다.',
      failed_at: row.at.toISOString(),
    });
  }
  return failures;
}

/** Stops renewals: plans end with their current period; open invoices not yet being charged are voided. */
export async function removeArrangement(deps: SubscriptionDeps, partnerId: number): Promise<Arrangement> {
  const { db, clock } = deps;
  const now = clock.now();
  await db.transaction(async (tx) => {
    await tx
      .update(recurringArrangements)
      .set({ status: 'stopped', stoppedAt: now })
      .where(eq(recurringArrangements.partnerId, partnerId));
    await tx.update(subscriptions).set({ renews: false }).where(eq(subscriptions.partnerId, partnerId));
    // Not invoices with a charge in flight: that charge settles, and the run voids them after.
    const open = await tx
      .select()
      .from(billingInvoices)
      .where(
        and(
          eq(billingInvoices.partnerId, partnerId),
          eq(billingInvoices.status, 'open'),
          isNull(billingInvoices.inFlightAttemptId),
        ),
      )
      .for('update');
    await voidInvoices(tx, open, now);
    await tx.update(partners).set({ periodicPayment: false }).where(eq(partners.partnerId, partnerId));
  });
  return readArrangement(db, clock, partnerId);
}

/** `mypartner`'s periodic fields. */
type ArrangementRow = typeof recurringArrangements.$inferSelect;

const arrangementStatement = preparedPer((db) =>
  db
    .select()
    .from(recurringArrangements)
    .where(eq(recurringArrangements.partnerId, sql.placeholder('partnerId')))
    .prepare('recurring_arrangement_of'),
);

export async function periodicSummary(db: Database, clock: Clock, partnerId: number) {
  const [arrangement] = await arrangementStatement(db).execute({ partnerId });
  return periodicSummaryOf(db, clock, partnerId, arrangement);
}

/** `mypartner`'s periodic fields, given the partner's arrangement (read with the partner row). */
export async function periodicSummaryOf(
  db: Database,
  clock: Clock,
  partnerId: number,
  arrangement: Pick<ArrangementRow, 'status' | 'alertBeforeExecution'> | undefined,
) {
  const active = arrangement?.status === 'active';
  // Only the next charge: not the failures and price changes the recurring-payment page shows.
  const rows = active ? await runningPlans(db, clock, partnerId) : [];
  const renewals = rows
    .filter((row) => row.s.renews)
    .map((row) => ({ name: row.p.name, ...nextCharge(row) }))
    .sort((a, b) => a.day.localeCompare(b.day));
  const next = renewals[0];
  return {
    payment_agreement: arrangement !== undefined,
    periodic_payment: active,
    alert_befor_execution: active ? arrangement.alertBeforeExecution : false,
    periodic_payment_execution_info: next ? `${next.day} ${next.name} ${formatWon(next.amount)}` : null,
    exist_periodic_payment_only_plan: renewals.length > 0,
  };
}
