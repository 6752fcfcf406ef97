/**
 * The sandbox's books in the `pg_sandbox_*` tables: payments as NicePay's payment objects, charges
 * decided by the test card's scenario, cancels, and the webhook outbox (sent once, never retried).
 */
import { randomBytes, randomInt } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { recordset, rowsToInsert } from '../../../db/values-table.js';
import {
  pgSandboxCancels,
  pgSandboxPayments,
  pgSandboxWebhooks,
} from '../../../db/tables/gateway-sandbox.js';
import type { Clock } from '../../../shared/clock.js';
import {
  nicePayDateTime,
  paymentSignature,
  seoulDay,
  type WirePayment,
} from '../nicepay/nicepay-protocol.js';
import { nicePayResult, type NicePayCode } from '../nicepay/nicepay-result-codes.js';
import { WEBHOOK_DELAY_MS, type SandboxCard } from './sandbox-cards.js';
import { SANDBOX_PREFIX } from './sandbox-keys.js';

export type PaymentRow = typeof pgSandboxPayments.$inferSelect;
type CancelRow = typeof pgSandboxCancels.$inferSelect;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Queryable = Database | Transaction;

export interface Books {
  db: Database;
  clock: Clock;
  secretKey: string;
  /** Where webhooks go; none are queued without it. */
  webhookUrl: string | undefined;
}

const MINIMUM_AMOUNT = 1_000;
const INSTALMENT_MINIMUM = 50_000;
const WEBHOOK_BATCH = 20;
const WEBHOOK_TIMEOUT_MS = 10_000;

/** 30 characters like NicePay's, the kind of transaction first (p payment, c cancel, b billing key). */
export function newTransactionId(kind: 'p' | 'c' | 'b', now: Date): string {
  return `sbx${kind}${nicePayDateTime(now).replace(/\D/g, '').slice(2, 14)}${randomBytes(7).toString('hex')}`;
}

export const newBillingKey = (): string => `BIKY${randomBytes(13).toString('hex')}`;

interface NewPayment {
  orderId: string;
  bid?: string;
  card: {
    scenario: string;
    cardCode: string;
    cardName: string;
    cardNum: string;
    cardType: 'credit' | 'check';
  };
  amount: number;
  goodsName: string;
  cardQuota: number;
  now: Date;
}

/** The whole row of a new payment, as it will be stored (`tid` and the outcome decided here). */
function newPaymentRow(payment: NewPayment & { outcome?: ChargeOutcome }): PaymentRow {
  const { card, now } = payment;
  return {
    tid: newTransactionId('p', now),
    orderId: payment.orderId,
    bid: payment.bid ?? null,
    scenario: card.scenario,
    status: 'ready',
    ...nicePayResult('0000'),
    amount: payment.amount,
    balanceAmt: payment.amount,
    goodsName: payment.goodsName,
    cardCode: card.cardCode,
    cardName: card.cardName,
    cardNum: card.cardNum,
    cardType: card.cardType,
    cardQuota: payment.cardQuota,
    approveNo: null,
    createdAt: now,
    paidAt: null,
    failedAt: null,
    cancelledAt: null,
    ...payment.outcome,
  };
}

/**
 * Records a payment waiting for its charge (a window authentication). Undefined when the order id was
 * used before.
 */
export async function openPayment(db: Queryable, payment: NewPayment): Promise<PaymentRow | undefined> {
  const row = newPaymentRow(payment);
  const inserted = await db
    .insert(pgSandboxPayments)
    .values(row)
    .onConflictDoNothing()
    .returning({ tid: pgSandboxPayments.tid });
  return inserted.length > 0 ? row : undefined;
}

export interface NewCharge {
  payment: NewPayment & { outcome: ChargeOutcome };
  webhook: SandboxCard['webhook'] | undefined;
}

/**
 * Records billing-key charges already decided (`outcome`) and, where money moved, their webhooks as
 * each card's scenario wants them: all in one statement, so a charge and its webhooks are stored
 * together or not at all. Each answer is NicePay's payment object, or undefined when the order id was
 * used before (by an earlier charge or one before it in the same batch): then nothing of it is stored.
 */
export async function recordCharges(
  books: Books,
  charges: NewCharge[],
): Promise<(WirePayment | undefined)[]> {
  const recorded = charges.map(({ payment, webhook }) => {
    const row = newPaymentRow(payment);
    const body = wirePayment(books, row, [], payment.outcome);
    return { row, body, webhooks: webhook ? webhookRows(books, body, webhook) : [] };
  });
  const queue = recordset(
    recorded.flatMap(({ webhooks }) =>
      webhooks.map(({ tid, url, body, deliverAt }) => ({ tid, url, body, deliver_at: deliverAt })),
    ),
    'tid text, url text, body jsonb, deliver_at timestamptz',
  );
  // Webhooks are queued only for the payment rows that were inserted.
  const opened = (await books.db.execute(sql`
    with opened as (
      insert into ${pgSandboxPayments} ${rowsToInsert(
        pgSandboxPayments,
        recorded.map(({ row }) => row),
      )}
      on conflict do nothing
      returning tid
    ),
    queued as (
      insert into ${pgSandboxWebhooks} (tid, url, body, deliver_at)
      select opened.tid, v.url, v.body, v.deliver_at
      from opened join ${queue} on v.tid = opened.tid
      returning id
    )
    select tid from opened`)) as unknown as { rows: { tid: string }[] };
  const inserted = new Set(opened.rows.map(({ tid }) => tid));
  return recorded.map(({ row, body }) => (inserted.has(row.tid) ? body : undefined));
}

/** The amount rules of a charge: 1,000 won at least, instalments (2–12 months) from 50,000 won. */
export function amountRefusal(amount: number, cardQuota: number): NicePayCode | undefined {
  if (amount < MINIMUM_AMOUNT) return '3041';
  if (cardQuota === 1 || cardQuota > 12) return '3022';
  if (cardQuota >= 2 && amount < INSTALMENT_MINIMUM) return 'P037';
  return undefined;
}

export type ChargeOutcome = ReturnType<typeof chargeOutcome>;

/** The row's state after a charge with this card: paid, or failed with the card's refusal. */
export function chargeOutcome(card: SandboxCard, amount: number, now: Date) {
  return card.charged
    ? {
        status: 'paid' as const,
        ...nicePayResult('0000'),
        balanceAmt: amount,
        paidAt: now,
        approveNo: String(randomInt(10_000_000, 100_000_000)),
      }
    : { status: 'failed' as const, ...card.refusal!, balanceAmt: 0, failedAt: now };
}

export async function cancelsOf(db: Queryable, tid: string): Promise<CancelRow[]> {
  return db
    .select()
    .from(pgSandboxCancels)
    .where(eq(pgSandboxCancels.tid, tid))
    .orderBy(asc(pgSandboxCancels.cancelledAt));
}

/** NicePay's payment object for a row, signed the way NicePay signs it. */
export function wirePayment(
  books: Books,
  row: PaymentRow,
  cancels: CancelRow[],
  result: { resultCode: string; resultMsg: string },
  cancelledTid?: string,
): WirePayment {
  const ediDate = nicePayDateTime(books.clock.now());
  const at = (date: Date | null) => (date ? nicePayDateTime(date) : '0');
  return {
    ...result,
    tid: row.tid,
    cancelledTid: cancelledTid ?? null,
    orderId: row.orderId,
    ediDate,
    signature: paymentSignature(row.tid, row.amount, ediDate, books.secretKey),
    status: row.status,
    paidAt: at(row.paidAt),
    failedAt: at(row.failedAt),
    cancelledAt: at(row.cancelledAt),
    payMethod: 'card',
    amount: row.amount,
    balanceAmt: row.balanceAmt,
    goodsName: row.goodsName,
    approveNo: row.approveNo,
    // Relative: the sandbox answers on our own origin.
    receiptUrl: `${SANDBOX_PREFIX}/receipt/${row.tid}`,
    card: {
      cardCode: row.cardCode,
      cardName: row.cardName,
      cardNum: row.cardNum,
      cardQuota: row.cardQuota,
      cardType: row.cardType,
      canPartCancel: 'true',
    },
    cancels: cancels.map((cancel) => ({
      tid: cancel.cancelledTid,
      amount: cancel.amount,
      cancelledAt: nicePayDateTime(cancel.cancelledAt),
      reason: cancel.reason,
      receiptUrl: `${SANDBOX_PREFIX}/receipt/${row.tid}`,
    })),
  };
}

export async function findPayment(
  db: Queryable,
  by: { tid: string } | { orderId: string },
  lock = false,
): Promise<PaymentRow | undefined> {
  const where = 'tid' in by ? eq(pgSandboxPayments.tid, by.tid) : eq(pgSandboxPayments.orderId, by.orderId);
  const query = db.select().from(pgSandboxPayments).where(where);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The order-id lookup: NicePay finds an order only on the Korean day it was made. */
export async function findPaymentOn(
  db: Queryable,
  orderId: string,
  orderDate: string,
): Promise<PaymentRow | undefined> {
  const row = await findPayment(db, { orderId });
  return row && seoulDay(row.createdAt) === orderDate ? row : undefined;
}

/**
 * Cancels `amount` of a paid payment (the caller has checked the rules). Undefined when the cancel's
 * order id was used before.
 */
export async function cancelPayment(
  books: Books,
  tx: Transaction,
  row: PaymentRow,
  cancel: { orderId: string; reason: string; amount: number },
): Promise<WirePayment | undefined> {
  const now = books.clock.now();
  const [recorded] = await tx
    .insert(pgSandboxCancels)
    .values({
      cancelledTid: newTransactionId('c', now),
      tid: row.tid,
      orderId: cancel.orderId,
      amount: cancel.amount,
      reason: cancel.reason,
      cancelledAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!recorded) return undefined;
  const balanceAmt = row.balanceAmt - cancel.amount;
  const [updated] = await tx
    .update(pgSandboxPayments)
    .set({ balanceAmt, status: balanceAmt === 0 ? 'cancelled' : 'partialCancelled', cancelledAt: now })
    .where(eq(pgSandboxPayments.tid, row.tid))
    .returning();
  const payment = wirePayment(
    books,
    updated!,
    await cancelsOf(tx, row.tid),
    nicePayResult('2001'),
    recorded.cancelledTid,
  );
  await queueWebhooks(books, tx, payment, 'once');
  return payment;
}

/** The event's webhook as the card's scenario wants it: now, ten minutes late, or twice. */
function webhookRows(books: Books, payment: WirePayment, mode: SandboxCard['webhook']) {
  if (!books.webhookUrl) return [];
  const now = books.clock.now();
  const deliverAt = mode === 'delayed' ? new Date(now.getTime() + WEBHOOK_DELAY_MS) : now;
  const row = {
    tid: payment.tid,
    url: books.webhookUrl,
    body: payment as Record<string, unknown>,
    deliverAt,
  };
  return mode === 'twice' ? [row, row] : [row];
}

/** Queues the event's webhook as the card's scenario wants it. */
export async function queueWebhooks(
  books: Books,
  tx: Queryable,
  payment: WirePayment,
  mode: SandboxCard['webhook'],
): Promise<void> {
  const rows = webhookRows(books, payment, mode);
  if (rows.length > 0) await tx.insert(pgSandboxWebhooks).values(rows);
}

/**
 * Sends the webhooks that are due. Rows are claimed with SKIP LOCKED, so several instances can run
 * this at once without sending one twice. Returns how many were attempted.
 */
export async function deliverDueWebhooks(books: Books, fetchImpl: typeof fetch): Promise<number> {
  const now = books.clock.now();
  const due = books.db
    .select({ id: pgSandboxWebhooks.id })
    .from(pgSandboxWebhooks)
    .where(and(isNull(pgSandboxWebhooks.attemptedAt), lte(pgSandboxWebhooks.deliverAt, now)))
    .orderBy(asc(pgSandboxWebhooks.deliverAt), asc(pgSandboxWebhooks.id))
    .limit(WEBHOOK_BATCH)
    .for('update', { skipLocked: true });
  const claimed = await books.db
    .update(pgSandboxWebhooks)
    .set({ attemptedAt: now })
    .where(inArray(pgSandboxWebhooks.id, due))
    .returning({ id: pgSandboxWebhooks.id, url: pgSandboxWebhooks.url, body: pgSandboxWebhooks.body });
  for (const webhook of claimed) {
    const answer = await postWebhook(fetchImpl, webhook.url, webhook.body);
    await books.db.update(pgSandboxWebhooks).set(answer).where(eq(pgSandboxWebhooks.id, webhook.id));
  }
  return claimed.length;
}

async function postWebhook(
  fetchImpl: typeof fetch,
  url: string,
  body: object,
): Promise<{ responseStatus: number; delivered: boolean }> {
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json;charset=utf-8' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    const text = await response.text();
    return { responseStatus: response.status, delivered: response.status === 200 && text.trim() === 'OK' };
  } catch {
    return { responseStatus: 0, delivered: false };
  }
}
