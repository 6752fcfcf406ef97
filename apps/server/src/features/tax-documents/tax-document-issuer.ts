/**
 * Issues queued tax documents, exactly once with any number of instances: a row is claimed by a
 * status transition (a conditional update on the status and attempt count it was read with), so two
 * instances never send one document at once; the provider refuses a key twice; and every attempt
 * after the first, and every answer that is not a clean issue, looks the key up before anything else.
 * No transaction stays open across a provider call. Run right after a deposit or refund commits (best
 * effort) and by the minute job, which also takes back failures worth another try and claims whose
 * instance died.
 */
import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { taxDocuments } from '../../db/tables/tax-documents.js';
import { orders } from '../../db/tables/orders.js';
import type {
  IssuedTaxDocument,
  TaxInvoiceProvider,
  TaxProviderError,
  TaxResult,
} from '../../platform/tax-invoice/tax-invoice-provider.js';
import { isCashReceipt } from '../../platform/tax-invoice/tax-invoice-provider.js';
import type { Clock } from '../../shared/clock.js';

export interface TaxDeps {
  db: Database;
  clock: Clock;
  taxInvoices: TaxInvoiceProvider;
}

type Row = typeof taxDocuments.$inferSelect;

/** A claim older than this belongs to an instance that died mid-call: the next run looks it up. */
const CLAIM_STALE_MS = 10 * 60_000;
/** After an unanswered call: 1, 2, 4 … minutes, at most an hour. */
const retryDelayMs = (attempts: number) => Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;

const original = alias(taxDocuments, 'original');

/** Documents due for an attempt (optionally of one order), oldest first. */
async function dueDocuments(deps: TaxDeps, limit: number, orderNo?: string): Promise<Row[]> {
  const now = deps.clock.now();
  const rows = await deps.db
    .select({ doc: taxDocuments })
    .from(taxDocuments)
    .innerJoin(orders, eq(orders.orderNo, taxDocuments.orderNo))
    .leftJoin(original, eq(original.documentId, taxDocuments.originalId))
    .where(
      and(
        orderNo ? eq(taxDocuments.orderNo, orderNo) : undefined,
        // Not before the money arrived (a cash receipt may be asked for while the deposit is awaited).
        sql`${orders.paidAt} is not null`,
        // A correction waits for what it corrects.
        or(isNull(taxDocuments.originalId), eq(original.status, 'issued')),
        or(
          eq(taxDocuments.status, 'queued'),
          and(eq(taxDocuments.status, 'failed'), lte(taxDocuments.retryAt, now)),
          and(
            eq(taxDocuments.status, 'issuing'),
            lte(taxDocuments.claimedAt, new Date(now.getTime() - CLAIM_STALE_MS)),
          ),
        ),
      ),
    )
    .orderBy(asc(taxDocuments.documentId))
    .limit(limit);
  return rows.map((r) => r.doc);
}

/** Claims the row as it was read; undefined when another instance got there first. */
async function claim(deps: TaxDeps, row: Row): Promise<Row | undefined> {
  const [claimed] = await deps.db
    .update(taxDocuments)
    .set({ status: 'issuing', attempts: row.attempts + 1, claimedAt: deps.clock.now() })
    .where(
      and(
        eq(taxDocuments.documentId, row.documentId),
        eq(taxDocuments.status, row.status),
        eq(taxDocuments.attempts, row.attempts),
      ),
    )
    .returning();
  return claimed;
}

async function settle(
  deps: TaxDeps,
  documentId: number,
  result: TaxResult<IssuedTaxDocument | null>,
  attempts: number,
) {
  const now = deps.clock.now();
  if (result.ok && result.value) {
    await deps.db
      .update(taxDocuments)
      .set({
        status: 'issued',
        approvalNo: result.value.approvalNo,
        issuedAt: result.value.issuedAt,
        lastError: null,
        retryAt: null,
      })
      .where(eq(taxDocuments.documentId, documentId));
    return 'issued' as const;
  }
  const error: TaxProviderError = result.ok
    ? { kind: 'Unavailable', code: 'NOT_ISSUED', message: '발행 결과를 확인하지 못했습니다.' }
    : result.error;
  await deps.db
    .update(taxDocuments)
    .set({
      status: 'failed',
      lastError: `[${error.code}] ${error.message}`.slice(0, 500),
      // A refusal waits for staff (the business number, a closed business); trouble is retried.
      retryAt: error.kind === 'Refused' ? null : new Date(now.getTime() + retryDelayMs(attempts)),
    })
    .where(eq(taxDocuments.documentId, documentId));
  return 'failed' as const;
}

/** One claimed document: look up first if it was tried before, otherwise issue; look up after any non-issue. */
async function issueOne(deps: TaxDeps, doc: Row): Promise<'issued' | 'failed'> {
  const { taxInvoices } = deps;
  if (doc.attempts > 1) {
    const found = await taxInvoices.lookup(doc.documentKey, doc.kind);
    if (!found.ok || found.value) return settle(deps, doc.documentId, found, doc.attempts);
  }
  const originalDoc = doc.originalId
    ? (await deps.db.select().from(taxDocuments).where(eq(taxDocuments.documentId, doc.originalId)))[0]
    : undefined;
  const request = {
    key: doc.documentKey,
    kind: doc.kind,
    writeDate: doc.writeDate,
    itemName: doc.goodsName,
    supplyWon: doc.supplyWon,
    vatWon: doc.vatWon,
    totalWon: doc.totalWon,
    recipient: doc.recipient,
    ...(originalDoc?.approvalNo
      ? {
          original: {
            key: originalDoc.documentKey,
            approvalNo: originalDoc.approvalNo,
            writeDate: originalDoc.writeDate,
          },
        }
      : {}),
  };
  const issued = isCashReceipt(doc.kind)
    ? await taxInvoices.issueCashReceipt(request)
    : await taxInvoices.issue(request);
  if (issued.ok) return settle(deps, doc.documentId, issued, doc.attempts);
  // Issued by an earlier attempt whose answer was lost, or refused: the lookup tells.
  const found = await taxInvoices.lookup(doc.documentKey, doc.kind);
  return settle(deps, doc.documentId, found.ok && found.value ? found : issued, doc.attempts);
}

/** Issues what is due (of one order, right after its commit; or all, from the job). */
export async function issueDueDocuments(
  deps: TaxDeps,
  options: { orderNo?: string; limit?: number } = {},
): Promise<{ issued: number; failed: number }> {
  const counts = { issued: 0, failed: 0 };
  // Twice for one order: its correction becomes due once the original is issued.
  for (let pass = 0; pass < (options.orderNo ? 2 : 1); pass += 1) {
    for (const row of await dueDocuments(deps, options.limit ?? 20, options.orderNo)) {
      const claimed = await claim(deps, row);
      if (!claimed) continue;
      counts[await issueOne(deps, claimed)] += 1;
    }
  }
  return counts;
}

/** After the commit: a provider's trouble must not fail the staff action that queued the document. */
export async function issueAfterCommit(
  deps: TaxDeps,
  orderNo: string,
  log: { warn(obj: object, msg: string): void },
): Promise<void> {
  try {
    await issueDueDocuments(deps, { orderNo });
  } catch (error) {
    log.warn({ err: error, orderNo }, 'tax document not issued now; the minute job retries');
  }
}
