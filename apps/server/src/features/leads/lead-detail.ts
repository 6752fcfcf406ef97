/**
 * One lead as its page shows it: the request with its photos, the contact while the status shows it,
 * the moves open to the partner, notes, timeline and quotes. The first read records that the partner
 * has seen it.
 */
import { API_PREFIX } from '@partner-portal/contract/api-constants';
import type { LeadDetail } from '@partner-portal/contract/leads-api';
import { LEAD_PATHS, LEAD_STATUS_MOVES } from '@partner-portal/contract/leads-constants';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { estimates, leadEvents, leadNotes, quotes } from '../../db/tables/estimates.js';
import { revealContact, type ContactDeps } from './lead-contact.js';
import { leadRowOf, requireLead, type LeadRecord } from './lead-queries.js';
import { appendLeadEvent } from './lead-timeline.js';

export const leadPhotoUrl = (leadNo: number, index: number): string =>
  `${API_PREFIX.partner}${LEAD_PATHS.photo.replace(':leadNo', String(leadNo)).replace(':index', String(index))}`;

/** Marks the lead seen, once: the first reader writes the `viewed` event. */
async function markViewed(deps: ContactDeps, lead: LeadRecord): Promise<void> {
  if (lead.viewedAt) return;
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [marked] = await tx
      .update(estimates)
      .set({ viewedAt: now })
      .where(and(eq(estimates.estimateNo, lead.estimateNo), isNull(estimates.viewedAt)))
      .returning({ estimateNo: estimates.estimateNo });
    if (marked) await appendLeadEvent(tx, lead.estimateNo, now, { kind: 'viewed' });
  });
  lead.viewedAt = now;
}

export async function readLeadDetail(
  deps: ContactDeps,
  partnerId: number,
  leadNo: number,
): Promise<LeadDetail> {
  const lead = await requireLead(deps.db, partnerId, leadNo);
  await markViewed(deps, lead);
  // Before the timeline is read, so the reveal it records is on it.
  const contact = await revealContact(deps, lead);
  const [notes, timeline, sent] = await Promise.all([
    deps.db
      .select()
      .from(leadNotes)
      .where(eq(leadNotes.estimateNo, leadNo))
      .orderBy(desc(leadNotes.createdAt), desc(leadNotes.noteNo)),
    deps.db
      .select()
      .from(leadEvents)
      .where(eq(leadEvents.estimateNo, leadNo))
      .orderBy(asc(leadEvents.at), asc(leadEvents.eventId)),
    deps.db
      .select()
      .from(quotes)
      .where(and(eq(quotes.estimateNo, leadNo), eq(quotes.partnerId, partnerId)))
      .orderBy(asc(quotes.version)),
  ]);
  return {
    ...leadRowOf(lead, deps.clock.now()),
    desired_start: lead.desiredStart,
    description: lead.description,
    photos: lead.photos.map((photo, index) => ({
      url: leadPhotoUrl(leadNo, index),
      width: photo.width,
      height: photo.height,
    })),
    contact,
    status_reason: lead.statusReason,
    moves: [...LEAD_STATUS_MOVES[lead.status]],
    notes: notes.map((note) => ({
      note_no: note.noteNo,
      text: note.text,
      created_at: note.createdAt.toISOString(),
    })),
    timeline: timeline.map((event) => ({
      at: event.at.toISOString(),
      kind: event.kind as LeadDetail['timeline'][number]['kind'],
      status: event.status,
      reason: event.reason,
      text: event.text,
    })),
    quotes: sent.map((quote) => ({
      quote_no: quote.quoteNo,
      version: quote.version,
      total_won: quote.totalWon,
      sent_at: quote.sentAt.toISOString(),
      opened_at: quote.openedAt?.toISOString() ?? null,
    })),
  };
}
