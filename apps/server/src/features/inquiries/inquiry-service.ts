/** Partnership inquiries from the /enter page, kept for the provider's sales team. */
import type { inquiryRequestSchema } from '@partner-portal/contract/partner-api';
import type { z } from 'zod';
import type { AppContext } from '../../platform/app-context.js';
import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { inquiries } from '../../db/tables/inquiries.js';
import { queueNotification } from '../notifications/outbox.js';
import { openDeskRequest } from '../request-desks/desk-requests.js';

/** Stores the inquiry, puts it on the 제휴 문의 desk and tells staff (the company name only: the contact's details stay in the row); answers its number. */
export async function submitInquiry(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  body: z.output<typeof inquiryRequestSchema>,
): Promise<number> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(inquiries)
      .values({
        companyName: body.company_name,
        contactName: body.contact_name,
        phoneNo: body.phone_no,
        email: body.email || null,
        region: body.region,
        message: body.message,
        createdAt: now,
      })
      .returning({ inquiryNo: inquiries.inquiryNo });
    await openDeskRequest(tx, { inquiryNo: row!.inquiryNo }, now);
    await queueNotification(
      tx,
      {
        kind: 'staff.inquiry_received',
        variables: { 회사명: body.company_name, 문의번호: row!.inquiryNo },
        dedupeKey: `staff.inquiry_received:${row!.inquiryNo}`,
      },
      now,
    );
    return row!.inquiryNo;
  });
}

/** Retention: partnership inquiries received before `cutoff`. */
export async function destroyInquiriesBefore(db: Database, cutoff: Date): Promise<number> {
  const gone = await db
    .delete(inquiries)
    .where(lt(inquiries.createdAt, cutoff))
    .returning({ no: inquiries.inquiryNo });
  return gone.length;
}
