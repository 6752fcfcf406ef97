/** Partnership inquiries from the /enter page, kept for the provider's sales team. */
import type { inquiryRequestSchema } from '@partner-portal/contract/partner-api';
import type { z } from 'zod';
import type { AppContext } from '../../platform/app-context.js';
import { inquiries } from '../../db/tables/inquiries.js';

/** Stores the inquiry; answers its number. */
export async function submitInquiry(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  body: z.output<typeof inquiryRequestSchema>,
): Promise<number> {
  const [row] = await db
    .insert(inquiries)
    .values({
      companyName: body.company_name,
      contactName: body.contact_name,
      phoneNo: body.phone_no,
      email: body.email || null,
      region: body.region,
      message: body.message,
      createdAt: clock.now(),
    })
    .returning({ inquiryNo: inquiries.inquiryNo });
  return row!.inquiryNo;
}
