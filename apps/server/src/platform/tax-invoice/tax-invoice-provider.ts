/**
 * The tax-invoice port, built like the payment gateway's: the domain asks to issue a document under
 * its own key and to look a key up, and reads a result that says what it may do next. The provider
 * refuses a key it already issued, so our key (derived from the order) makes issuing idempotent; after
 * any answer that is not a clean issue, the caller looks the key up before it tries again. Two
 * adapters: Popbill (popbill-tax-invoice.ts) and the embedded sandbox (tax-invoice-sandbox.ts).
 */
import type { TaxDocumentKind } from '@partner-portal/contract/tax-documents-constants';

export interface TaxParty {
  /** Digits only: a 사업자등록번호, or the number a 현금영수증 is issued to (mobile or business). */
  number: string;
  name: string;
  ceo: string;
  businessType: string;
  businessItem: string;
  address: string;
  email: string | null;
}

export interface TaxDocumentRequest {
  /** Ours, at most 24 characters (the provider's limit), unique per document. */
  key: string;
  kind: TaxDocumentKind;
  /** 작성일자, `YYYY-MM-DD` (Korean day). */
  writeDate: string;
  itemName: string;
  /** Negative on an amendment or a cancellation. */
  supplyWon: number;
  vatWon: number;
  totalWon: number;
  recipient: TaxParty;
  /** What an amendment or a cancellation corrects. */
  original?: { key: string; approvalNo: string; writeDate: string };
}

export interface IssuedTaxDocument {
  /** The NTS approval number (국세청 승인번호). */
  approvalNo: string;
  issuedAt: Date;
}

export type TaxProviderError =
  /** The provider refused the document (wrong or closed business number, bad field): staff act on it. */
  | { kind: 'Refused'; code: string; message: string }
  /** The key was issued before: look it up. */
  | { kind: 'DuplicateKey'; code: string; message: string }
  /** No answer, or the provider's trouble: the outcome is unknown; look up, then retry later. */
  | { kind: 'Unavailable'; code: string; message: string };

export type TaxResult<T> = { ok: true; value: T } | { ok: false; error: TaxProviderError };

export interface TaxInvoiceProvider {
  /** 전자세금계산서 or 수정세금계산서 (정발행, 영수), sent to the NTS at once. */
  issue(doc: TaxDocumentRequest): Promise<TaxResult<IssuedTaxDocument>>;
  /** 현금영수증 (지출증빙) or its cancellation. */
  issueCashReceipt(doc: TaxDocumentRequest): Promise<TaxResult<IssuedTaxDocument>>;
  /** The document issued under `key`, or null when the provider has none. */
  lookup(key: string, kind: TaxDocumentKind): Promise<TaxResult<IssuedTaxDocument | null>>;
}

export const isCashReceipt = (kind: TaxDocumentKind) =>
  kind === 'cash_receipt' || kind === 'cash_receipt_cancel';
