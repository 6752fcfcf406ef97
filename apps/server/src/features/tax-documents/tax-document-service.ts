/**
 * Reads of a partner's tax documents (by month, one, of an order; every read checks ownership), the
 * partner's 현금영수증 request, and the staff failures desk (list, re-issue, audited).
 */
import { RETURN_CODES } from '@partner-portal/contract/api-constants';
import { addMonths, seoulDate } from '@partner-portal/contract/seoul-time';
import type { StaffTaxFailure, TaxDocument } from '@partner-portal/contract/tax-documents-api';
import { TAX_DOCUMENT_MESSAGES } from '@partner-portal/contract/tax-documents-constants';
import { and, asc, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { orders } from '../../db/tables/orders.js';
import { partners } from '../../db/tables/partners.js';
import { taxDocuments } from '../../db/tables/tax-documents.js';
import { writeAudit, type AuditActor } from '../../platform/audit/audit-log.js';
import { notFound, Refusal } from '../../shared/problems.js';
import { businessRecipient, documentKey } from './tax-document-queue.js';
import type { TaxDeps } from './tax-document-issuer.js';

type Row = typeof taxDocuments.$inferSelect;

export const toTaxDocument = (row: Row): TaxDocument => ({
  document_id: row.documentId,
  order_no: row.orderNo,
  kind: row.kind,
  status: row.status,
  document_key: row.documentKey,
  approval_no: row.approvalNo,
  goods_name: row.goodsName,
  supply_won: row.supplyWon,
  vat_won: row.vatWon,
  total_won: row.totalWon,
  write_date: row.writeDate,
  recipient_name: row.recipient.name,
  recipient_number: row.recipient.number,
  recipient_email: row.recipient.email,
  issued_at: row.issuedAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

/** The partner's documents written in `month` (`YYYY-MM`), by 작성일자. */
export async function monthDocuments(db: Database, partnerId: number, month: string): Promise<Row[]> {
  const first = `${month}-01`;
  return db
    .select()
    .from(taxDocuments)
    .where(
      and(
        eq(taxDocuments.partnerId, partnerId),
        gte(taxDocuments.writeDate, first),
        lt(taxDocuments.writeDate, addMonths(first, 1)),
      ),
    )
    .orderBy(asc(taxDocuments.writeDate), asc(taxDocuments.documentId));
}

export async function partnerDocument(db: Database, partnerId: number, documentId: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.documentId, documentId), eq(taxDocuments.partnerId, partnerId)));
  if (!row) throw notFound();
  return row;
}

/** An order's documents (the payment detail); another partner's order answers not found. */
export async function orderDocuments(db: Database, partnerId: number, orderNo: string): Promise<Row[]> {
  const [order] = await db
    .select({ no: orders.orderNo })
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), eq(orders.partnerId, partnerId)));
  if (!order) throw notFound();
  return db
    .select()
    .from(taxDocuments)
    .where(eq(taxDocuments.orderNo, orderNo))
    .orderBy(asc(taxDocuments.documentId));
}

/**
 * 현금영수증 (지출증빙) in place of the tax invoice, for a bank transfer awaiting its deposit or paid.
 * A tax invoice the provider never took (not tried yet, or refused) gives way; one issued or possibly
 * issued (an attempt without an answer) keeps the payment's one document.
 */
export async function requestCashReceipt(
  deps: TaxDeps,
  partnerId: number,
  orderNo: string,
  input: { identity_no: string },
): Promise<Row> {
  const [order] = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), eq(orders.partnerId, partnerId)));
  if (!order) throw notFound();
  if (order.method !== 'bank_transfer' || !['awaiting_deposit', 'paid'].includes(order.status)) {
    throw new Refusal(RETURN_CODES.cashReceiptRefused, TAX_DOCUMENT_MESSAGES.cashReceiptRefused);
  }
  return deps.db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(taxDocuments)
      .where(
        and(eq(taxDocuments.orderNo, orderNo), inArray(taxDocuments.kind, ['tax_invoice', 'cash_receipt'])),
      )
      .for('update');
    if (existing) {
      const neverTaken =
        existing.kind === 'tax_invoice' &&
        ((existing.status === 'queued' && existing.attempts === 0) ||
          (existing.status === 'failed' && existing.retryAt === null));
      if (!neverTaken)
        throw new Refusal(RETURN_CODES.taxDocumentExists, TAX_DOCUMENT_MESSAGES.alreadyDocumented);
      await tx.delete(taxDocuments).where(eq(taxDocuments.documentId, existing.documentId));
    }
    const business = await businessRecipient(tx, partnerId);
    const [row] = await tx
      .insert(taxDocuments)
      .values({
        documentKey: documentKey('cash_receipt', orderNo),
        orderNo,
        partnerId,
        kind: 'cash_receipt',
        goodsName: order.goodsName,
        supplyWon: order.supplyWon,
        vatWon: order.vatWon,
        totalWon: order.totalWon,
        writeDate: existing?.writeDate ?? seoulDate(order.paidAt ?? deps.clock.now()),
        recipient: { ...business, number: input.identity_no },
      })
      .returning();
    return row!;
  });
}

export async function failedDocuments(db: Database): Promise<StaffTaxFailure[]> {
  const rows = await db
    .select({ doc: taxDocuments, partnerName: partners.partnerName })
    .from(taxDocuments)
    .innerJoin(partners, eq(partners.partnerId, taxDocuments.partnerId))
    .where(eq(taxDocuments.status, 'failed'))
    .orderBy(desc(taxDocuments.createdAt))
    .limit(200);
  return rows.map(({ doc, partnerName }) => ({
    ...toTaxDocument(doc),
    partner_id: doc.partnerId,
    partner_name: partnerName,
    attempts: doc.attempts,
    last_error: doc.lastError,
  }));
}

/** Staff send a failed document again (after the partner fixed MyPage, say), with the recipient as MyPage holds it now. */
export async function queueReissue(deps: TaxDeps, actor: AuditActor, documentId: number): Promise<string> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [doc] = await tx
      .select()
      .from(taxDocuments)
      .where(eq(taxDocuments.documentId, documentId))
      .for('update');
    if (!doc) throw notFound();
    if (doc.status !== 'failed')
      throw new Refusal(RETURN_CODES.taxReissueRefused, TAX_DOCUMENT_MESSAGES.reissueRefused);
    const recipient = doc.kind === 'tax_invoice' ? await businessRecipient(tx, doc.partnerId) : doc.recipient;
    await tx
      .update(taxDocuments)
      .set({ status: 'queued', retryAt: null, recipient })
      .where(eq(taxDocuments.documentId, documentId));
    await writeAudit(
      tx,
      actor,
      {
        action: 'tax_document_reissue',
        targetType: 'tax_document',
        targetId: documentId,
        before: { status: doc.status, last_error: doc.lastError, attempts: doc.attempts },
        after: { status: 'queued' },
      },
      now,
    );
    return doc.orderNo;
  });
}
