/**
 * A lead's timeline (`lead_events`): every answer, status change, note, reveal of the contact, quote
 * sent and opened, with its time. Written in the transaction of the change it records.
 */
import type { LEAD_EVENT_KINDS } from '@partner-portal/contract/leads-api';
import type { LeadStatus } from '@partner-portal/contract/leads-constants';
import type { Database } from '../../db/client.js';
import { leadEvents } from '../../db/tables/estimates.js';

export type LeadEventKind = (typeof LEAD_EVENT_KINDS)[number];

export interface LeadEventInput {
  kind: LeadEventKind;
  /** The status the lead moved to (accepted, declined, expired, status). */
  status?: LeadStatus;
  reason?: string | null;
  /** A note's text, a quote's number, a reminder's kind. */
  text?: string | null;
}

export async function appendLeadEvent(
  tx: Database,
  estimateNo: number,
  at: Date,
  event: LeadEventInput,
): Promise<void> {
  await tx.insert(leadEvents).values({
    estimateNo,
    at,
    kind: event.kind,
    status: event.status ?? null,
    reason: event.reason ?? null,
    text: event.text ?? null,
  });
}
