import { PARTNER_PATHS } from '@partner-portal/contract/api-constants';
import type { inquiryRequestSchema } from '@partner-portal/contract/partner-api';
import type { z } from 'zod';
import { partnerApi } from '../../../lib/http/api-clients';

export type Inquiry = z.output<typeof inquiryRequestSchema>;

/** Sends a partnership inquiry; the form shows failures under its fields. */
export function createInquiry(inquiry: Inquiry): Promise<{ inquiry_no: number }> {
  return partnerApi.post<{ inquiry_no: number }>(PARTNER_PATHS.inquiry, { body: inquiry, showErrors: false });
}

/**
 * The contract's schema, loaded on first use: zod stays out of the page's first load (the entry
 * page budget) and arrives while the visitor is still typing.
 */
export const loadInquirySchema = () =>
  import('@partner-portal/contract/partner-api').then((module) => module.inquiryRequestSchema);
