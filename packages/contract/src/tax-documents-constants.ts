/**
 * Tax documents (issue #40 §1): the 전자세금계산서 of every bank-transfer payment (issued when staff
 * confirm the deposit), its 수정세금계산서 on a refund, or a 현금영수증 (지출증빙) in its place and its
 * cancellation. Card payments get none (부가가치세법 §33②: the card slip is the evidence).
 *
 * Zod-free: what the SPA reads (paths, labels, messages) loads without the schemas of tax-documents-api.ts.
 */
export const TAX_DOCUMENT_KINDS = [
  'tax_invoice',
  'amended_tax_invoice',
  'cash_receipt',
  'cash_receipt_cancel',
] as const;
export type TaxDocumentKind = (typeof TAX_DOCUMENT_KINDS)[number];
export const TAX_DOCUMENT_KIND_LABELS: Record<TaxDocumentKind, string> = {
  tax_invoice: '전자세금계산서',
  amended_tax_invoice: '수정세금계산서',
  cash_receipt: '현금영수증',
  cash_receipt_cancel: '현금영수증 취소',
};

/** `issuing`: claimed by one instance, at the provider now. */
export const TAX_DOCUMENT_STATUSES = ['queued', 'issuing', 'issued', 'failed'] as const;
export type TaxDocumentStatus = (typeof TAX_DOCUMENT_STATUSES)[number];
export const TAX_DOCUMENT_STATUS_LABELS: Record<TaxDocumentStatus, string> = {
  queued: '발행 대기',
  issuing: '발행 중',
  issued: '발행 완료',
  failed: '발행 실패',
};

export const TAX_DOCUMENT_MESSAGES = {
  cardNoInvoice:
    '카드 결제는 세금계산서를 발행하지 않습니다 (부가가치세법 제33조 제2항). 카드 매출전표가 지출증빙이 됩니다.',
  cashReceiptRefused: '이 결제에는 현금영수증을 신청할 수 없습니다.',
  alreadyDocumented:
    '이미 세금계산서가 발행되었거나 발행 중인 결제입니다. 한 결제에는 한 가지 증빙만 발행됩니다.',
  reissueRefused: '발행 실패 상태의 문서만 다시 발행할 수 있습니다.',
  badMonth: '월은 YYYY-MM 형식으로 입력해주세요.',
  badIdentity: '휴대폰 번호(10~11자리) 또는 사업자등록번호(10자리)를 숫자로 입력해주세요.',
} as const;

export const TAX_DOCUMENT_PATHS = {
  list: '/authapi/tax-documents',
  detail: '/authapi/tax-documents/:documentId',
  pdf: '/authapi/tax-documents/:documentId/pdf',
  csv: '/authapi/tax-documents/export.csv',
  zip: '/authapi/tax-documents/export.zip',
  ofOrder: '/authapi/tax-documents/order/:orderNo',
  cashReceipt: '/authapi/tax-documents/order/:orderNo/cash-receipt',
} as const;

/** Staff group (`operations`). */
export const STAFF_TAX_DOCUMENT_PATHS = {
  failures: '/tax-documents/failures',
  reissue: '/tax-documents/:documentId/reissue',
} as const;

/** 지출증빙: the business number (10 digits), or a mobile number for a partner without one; hyphens dropped first. */
export const CASH_RECEIPT_IDENTITY = /^(01\d{8,9}|\d{10})$/;
export const cashReceiptIdentity = (value: string): string => value.trim().replace(/-/g, '');
