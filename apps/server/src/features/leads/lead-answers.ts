/**
 * What the partner does with a lead: accept or decline it (only while new; either is the first
 * response), move it along (LEAD_STATUS_MOVES; 실패 with a reason), add notes and a next-contact date.
 * Every change is one conditional update with its timeline event, so two tabs or two instances
 * answering at once cannot both win; the loser is refused.
 */
import { RETURN_CODES } from '@partner-portal/contract/api-constants';
import type { LeadDecline, LeadNoteCreate, LeadStatusChange } from '@partner-portal/contract/leads-api';
import { LEAD_MESSAGES, LEAD_STATUS_MOVES, type LeadStatus } from '@partner-portal/contract/leads-constants';
import { and, eq, sql } from 'drizzle-orm';
import { estimates, leadNotes, leadRelays } from '../../db/tables/estimates.js';
import { HttpProblem } from '../../shared/problems.js';
import { releaseQuietly, type ContactDeps } from './lead-contact.js';
import { responseMinutesOf } from './lead-clock.js';
import { requireLead, type LeadRecord } from './lead-queries.js';
import { appendLeadEvent } from './lead-timeline.js';

const CLOSED: readonly LeadStatus[] = ['contracted', 'lost', 'declined', 'expired'];

const refused = (message: string) => new HttpProblem(409, RETURN_CODES.leadAnswerRefused, message);

/** Why an answer to a lead that is no longer new is refused. */
const notNewAnymore = (status: LeadStatus) =>
  refused(CLOSED.includes(status) ? LEAD_MESSAGES.closed : LEAD_MESSAGES.notNew);

const withDetail = (reason: string, detail: string | undefined) => (detail ? `${reason}: ${detail}` : reason);

/** Answers a new lead (accept or decline): the status, the first response with its business minutes. */
async function answerNew(
  deps: ContactDeps,
  lead: LeadRecord,
  answer: { status: 'accepted' | 'declined'; reason?: string; detail?: string },
): Promise<void> {
  if (lead.status !== 'new') throw notNewAnymore(lead.status);
  const now = deps.clock.now();
  const reason = answer.reason === undefined ? null : withDetail(answer.reason, answer.detail);
  const answered = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(estimates)
      .set({
        status: answer.status,
        statusReason: reason,
        statusChangedAt: now,
        ...(answer.status === 'accepted' ? { acceptedAt: now } : {}),
        firstResponseAt: sql`coalesce(${estimates.firstResponseAt}, ${now.toISOString()}::timestamptz)`,
        firstResponseMinutes: sql`coalesce(${estimates.firstResponseMinutes}, ${responseMinutesOf(lead.receivedAt, now)})`,
      })
      .where(and(eq(estimates.estimateNo, lead.estimateNo), eq(estimates.status, 'new')))
      .returning({ estimateNo: estimates.estimateNo });
    if (!row) return false;
    await appendLeadEvent(tx, lead.estimateNo, now, {
      kind: answer.status,
      status: answer.status,
      reason: answer.reason ?? null,
      text: answer.detail ?? null,
    });
    return true;
  });
  if (!answered) throw refused(LEAD_MESSAGES.notNew);
}

/** Accepts a new lead; its relay number is issued when the lead is next read (right after, by the route). */
export async function acceptLead(deps: ContactDeps, partnerId: number, leadNo: number): Promise<void> {
  await answerNew(deps, await requireLead(deps.db, partnerId, leadNo), { status: 'accepted' });
}

export async function declineLead(
  deps: ContactDeps,
  partnerId: number,
  leadNo: number,
  body: LeadDecline,
): Promise<void> {
  await answerNew(deps, await requireLead(deps.db, partnerId, leadNo), {
    status: 'declined',
    reason: body.reason,
    ...(body.detail ? { detail: body.detail } : {}),
  });
}

export async function changeLeadStatus(
  deps: ContactDeps,
  partnerId: number,
  leadNo: number,
  body: LeadStatusChange,
): Promise<void> {
  const lead = await requireLead(deps.db, partnerId, leadNo);
  if (!LEAD_STATUS_MOVES[lead.status].includes(body.status)) {
    if (lead.status === 'new') throw refused(LEAD_MESSAGES.acceptFirst);
    throw refused(CLOSED.includes(lead.status) ? LEAD_MESSAGES.closed : LEAD_MESSAGES.moveRefused);
  }
  const lost = body.status === 'lost';
  if (lost && !body.reason) throw refused(LEAD_MESSAGES.reasonRequired);
  const now = deps.clock.now();
  const moved = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(estimates)
      .set({
        status: body.status,
        statusChangedAt: now,
        statusReason: lost ? withDetail(body.reason!, body.detail) : null,
      })
      .where(and(eq(estimates.estimateNo, leadNo), eq(estimates.status, lead.status)))
      .returning({ estimateNo: estimates.estimateNo });
    if (!row) return false;
    await appendLeadEvent(tx, leadNo, now, {
      kind: 'status',
      status: body.status,
      reason: lost ? body.reason! : null,
      text: body.detail ?? null,
    });
    return true;
  });
  if (!moved) throw refused(LEAD_MESSAGES.moveRefused);
  // A lost lead shows its contact no more: its relay stops forwarding.
  if (lost) {
    const [relay] = await deps.db.select().from(leadRelays).where(eq(leadRelays.estimateNo, leadNo));
    if (relay) await releaseQuietly(deps, relay.providerRef);
  }
}

/** A note, a next-contact date (null clears it), or both; one `note` event on the timeline. */
export async function addLeadNote(
  deps: ContactDeps,
  partnerId: number,
  leadNo: number,
  body: { text: string; next_contact_on?: LeadNoteCreate['next_contact_on'] },
): Promise<void> {
  await requireLead(deps.db, partnerId, leadNo);
  const now = deps.clock.now();
  const nextContact = body.next_contact_on;
  const dateText =
    nextContact === undefined
      ? null
      : nextContact === null
        ? '다음 연락일 삭제'
        : `다음 연락일: ${nextContact}`;
  await deps.db.transaction(async (tx) => {
    if (body.text) await tx.insert(leadNotes).values({ estimateNo: leadNo, text: body.text, createdAt: now });
    if (nextContact !== undefined) {
      await tx.update(estimates).set({ nextContactOn: nextContact }).where(eq(estimates.estimateNo, leadNo));
    }
    await appendLeadEvent(tx, leadNo, now, {
      kind: 'note',
      text: [body.text, dateText].filter(Boolean).join('\n'),
    });
  });
}
