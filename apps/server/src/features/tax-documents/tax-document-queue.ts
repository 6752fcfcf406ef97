/**
 * Queues a payment's tax document inside the transaction that settles it: a bank-transfer deposit
 * confirmed queues its 전자세금계산서 (unless the partner asked for a 현금영수증 first), a refund queues
 * the correction of whatever the payment got. Issuing happens after the commit (tax-document-issuer.ts).
 */
import { seoulDate } from '@partner-portal/contract/seoul-time';
import type { TaxDocumentKind } from '@partner-portal/contract/tax-documents-constants';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { orders } from '../../db/tables/orders.js';
import { partners } from '../../db/tables/partners.js';
import { taxDocuments, type TaxRecipient } from '../../db/tables/tax-documents.js';

type Order = typeof orders.$inferSelect;

/** Our keys: the provider's document key is at most 24 characters; order numbers are 19. */
export const DOCUMENT_KEY_PREFIX: Record<TaxDocumentKind, string> = {
  tax_invoice: 'TI',
  amended_tax_invoice: 'TM',
  cash_receipt: 'CR',
  cash_receipt_cancel: 'CC',
};
export const documentKey = (kind: TaxDocumentKind, orderNo: string) =>
  `${DOCUMENT_KEY_PREFIX[kind]}-${orderNo}`;

/** The partner's registered business (MyPage tab0) as a tax invoice's 공급받는자. */
export async function businessRecipient(db: Database, partnerId: number): Promise<TaxRecipient> {
  const [p] = await db.select().from(partners).where(eq(partners.partnerId, partnerId));
  if (!p) throw new Error(`partner ${partnerId} not found`);
  return {
    number: p.bizNo,
    name: p.partnerName,
    ceo: p.ceoName,
    businessType: p.businessType ?? '',
    businessItem: p.businessItem ?? '',
    address: [p.roadAddress, p.addressDetail].filter(Boolean).join(' '),
    email: p.taxBillEmail,
  };
}

/** In the deposit confirmation's transaction. Card payments get none (부가가치세법 §33②). */
export async function queuePaymentDocument(tx: Database, order: Order, now: Date): Promise<void> {
  if (order.method !== 'bank_transfer') return;
  await tx
    .insert(taxDocuments)
    .values({
      documentKey: documentKey('tax_invoice', order.orderNo),
      orderNo: order.orderNo,
      partnerId: order.partnerId,
      kind: 'tax_invoice',
      goodsName: order.goodsName,
      supplyWon: order.supplyWon,
      vatWon: order.vatWon,
      totalWon: order.totalWon,
      writeDate: seoulDate(order.paidAt ?? now),
      recipient: await businessRecipient(tx, order.partnerId),
    })
    // A cash receipt asked for before the deposit holds the payment's one document already.
    .onConflictDoNothing();
}

/** In the refund's transaction: the 수정세금계산서 or the 현금영수증 취소 of the refunded amount. */
export async function queueRefundDocument(
  tx: Database,
  order: Order,
  amountWon: number,
  now: Date,
): Promise<void> {
  const [original] = await tx
    .select()
    .from(taxDocuments)
    .where(
      and(
        eq(taxDocuments.orderNo, order.orderNo),
        inArray(taxDocuments.kind, ['tax_invoice', 'cash_receipt']),
      ),
    );
  if (!original) return;
  const kind = original.kind === 'tax_invoice' ? 'amended_tax_invoice' : 'cash_receipt_cancel';
  const full = amountWon === original.totalWon;
  const supply = full ? original.supplyWon : Math.round(amountWon / 1.1);
  await tx
    .insert(taxDocuments)
    .values({
      documentKey: documentKey(kind, order.orderNo),
      orderNo: order.orderNo,
      partnerId: order.partnerId,
      kind,
      originalId: original.documentId,
      goodsName: original.goodsName,
      supplyWon: -supply,
      vatWon: -(amountWon - supply),
      totalWon: -amountWon,
      writeDate: seoulDate(now),
      recipient: original.recipient,
    })
    .onConflictDoNothing();
}
