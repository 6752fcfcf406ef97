/**
 * The partner's billing history: one run per (plan, period) invoice, newest first, with every charge
 * tried for it (which card, the outcome and the card company's reason). Only the partner's own rows.
 */
import type {
  BillingHistory,
  billingHistoryQuerySchema,
  BillingRun,
} from '@partner-portal/contract/subscriptions-api';
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { paymentAttempts } from '../../db/tables/payment-attempts.js';
import { planProducts } from '../../db/tables/plans.js';
import {
  billingAttempts,
  billingCards,
  billingInvoices,
  subscriptions,
} from '../../db/tables/subscriptions.js';

type HistoryQuery = z.output<typeof billingHistoryQuerySchema>;

export async function billingHistory(
  db: Database,
  partnerId: number,
  query: HistoryQuery,
): Promise<BillingHistory> {
  const { page, size } = query;
  const [total] = await db
    .select({ n: count() })
    .from(billingInvoices)
    .where(eq(billingInvoices.partnerId, partnerId));
  const runs = await db
    .select({ invoice: billingInvoices, name: planProducts.name })
    .from(billingInvoices)
    .innerJoin(subscriptions, eq(subscriptions.subscriptionNo, billingInvoices.subscriptionNo))
    .innerJoin(planProducts, eq(planProducts.productKey, subscriptions.productKey))
    .where(eq(billingInvoices.partnerId, partnerId))
    .orderBy(desc(billingInvoices.periodStart), desc(billingInvoices.invoiceNo))
    .limit(size)
    .offset((page - 1) * size);
  return {
    items: await withAttempts(db, runs),
    total: total?.n ?? 0,
    page,
    size,
  };
}

/**
 * Invoices as billing runs (the partner's history, the staff's failed renewals): each with its plan's
 * name and every charge tried for it.
 */
export async function withAttempts(
  db: Database,
  rows: { invoice: typeof billingInvoices.$inferSelect; name: string }[],
): Promise<BillingRun[]> {
  const attempts = await attemptsOf(
    db,
    rows.map((row) => row.invoice.invoiceNo),
  );
  return rows.map(({ invoice, name }) => ({
    invoice_no: invoice.invoiceNo,
    subscription_no: invoice.subscriptionNo,
    name,
    period_start: invoice.periodStart,
    period_end: invoice.periodEnd,
    amount_won: invoice.amountWon,
    status: invoice.status,
    order_no: invoice.orderNo,
    attempts: attempts.get(invoice.invoiceNo) ?? [],
  }));
}

/** Every charge tried for each invoice, oldest first: which card, the outcome, the card company's reason. */
async function attemptsOf(db: Database, invoiceNos: number[]) {
  const byInvoice = new Map<number, BillingRun['attempts']>();
  if (invoiceNos.length === 0) return byInvoice;
  const rows = await db
    .select({
      invoiceNo: billingAttempts.invoiceNo,
      outcome: billingAttempts.outcome,
      alias: billingCards.alias,
      cardNumber: billingCards.maskedNumber,
      message: paymentAttempts.resultMessage,
      at: paymentAttempts.createdAt,
    })
    .from(billingAttempts)
    .innerJoin(paymentAttempts, eq(paymentAttempts.attemptId, billingAttempts.attemptId))
    .innerJoin(billingCards, eq(billingCards.cardId, billingAttempts.cardId))
    .where(inArray(billingAttempts.invoiceNo, invoiceNos))
    .orderBy(asc(paymentAttempts.createdAt), asc(billingAttempts.attemptId));
  for (const a of rows) {
    const list = byInvoice.get(a.invoiceNo) ?? [];
    list.push({
      attempted_at: a.at.toISOString(),
      card_alias: a.alias,
      card_number: a.cardNumber,
      outcome: a.outcome,
      message: a.outcome === 'paid' || a.outcome === 'sent' ? null : a.message,
    });
    byInvoice.set(a.invoiceNo, list);
  }
  return byInvoice;
}
