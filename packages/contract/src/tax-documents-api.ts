/**
 * Tax documents (issue #40 §1): the 전자세금계산서 of every bank-transfer payment (issued when staff
 * confirm the deposit), its 수정세금계산서 on a refund, or a 현금영수증 (지출증빙) in its place and its
 * cancellation. Card payments get none (부가가치세법 §33②: the card slip is the evidence).
 */
import { z } from 'zod';
import {
  CASH_RECEIPT_IDENTITY,
  cashReceiptIdentity,
  TAX_DOCUMENT_KINDS,
  TAX_DOCUMENT_STATUSES,
  TAX_DOCUMENT_MESSAGES,
} from './tax-documents-constants.js';

export const taxMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, TAX_DOCUMENT_MESSAGES.badMonth);
export const taxMonthQuerySchema = z.object({ month: taxMonthSchema });
export const taxDocumentParamsSchema = z.object({
  documentId: z.coerce.number().int().positive().max(2_147_483_647),
});
export const taxOrderParamsSchema = z.object({ orderNo: z.string().trim().min(1).max(40) });

export const taxDocumentSchema = z.object({
  document_id: z.number().int(),
  order_no: z.string(),
  kind: z.enum(TAX_DOCUMENT_KINDS),
  status: z.enum(TAX_DOCUMENT_STATUSES),
  /** Ours, sent to the provider (TI-/TM-/CR-/CC- + the order number). */
  document_key: z.string(),
  /** The NTS approval number (24 digits for a tax invoice, 9 for a cash receipt), once issued. */
  approval_no: z.string().nullable(),
  goods_name: z.string(),
  /** Negative on an amendment or a cancellation. */
  supply_won: z.number().int(),
  vat_won: z.number().int(),
  total_won: z.number().int(),
  /** 작성일자, Korean day `YYYY-MM-DD`. */
  write_date: z.string(),
  recipient_name: z.string(),
  recipient_number: z.string(),
  recipient_email: z.string().nullable(),
  issued_at: z.string().nullable(),
  created_at: z.string(),
});
export type TaxDocument = z.infer<typeof taxDocumentSchema>;

export const staffTaxFailureSchema = taxDocumentSchema.extend({
  partner_id: z.number().int(),
  partner_name: z.string(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
});
export type StaffTaxFailure = z.infer<typeof staffTaxFailureSchema>;

export const cashReceiptRequestSchema = z.object({
  identity_no: z
    .string()
    .transform(cashReceiptIdentity)
    .pipe(z.string().regex(CASH_RECEIPT_IDENTITY, TAX_DOCUMENT_MESSAGES.badIdentity)),
});
export type CashReceiptRequest = z.input<typeof cashReceiptRequestSchema>;
