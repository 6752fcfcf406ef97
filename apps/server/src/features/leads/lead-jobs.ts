/**
 * The lead inbox's minute job: the reminder 30 business minutes before a new lead is due, the
 * next-contact reminder at 09:00 Seoul on its date, new leads expiring after LEAD_EXPIRY_DAYS, and
 * relay numbers the provider could not issue at the accept. Each step claims its rows with a
 * conditional update (and the outbox's dedupe key), so two instances running it at once do it once.
 */
import {
  CONTACT_VISIBLE_STATUSES,
  LEAD_EXPIRY_DAYS,
  RELAY_VALID_DAYS,
  RESPONSE_REMINDER_MINUTES,
  type LeadStatus,
} from '@partner-portal/contract/leads-constants';
import { seoulDate, seoulHour, seoulMinuteText } from '@partner-portal/contract/seoul-time';
import { and, eq, gt, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import { estimates, leadEvents, leadRelays } from '../../db/tables/estimates.js';
import { queueNotification } from '../notifications/outbox.js';
import { ensureRelay, type ContactDeps } from './lead-contact.js';
import { businessMinutesLeft } from './lead-clock.js';
import { appendLeadEvent } from './lead-timeline.js';

const DAY_MS = 86_400_000;
/** Leads expired per transaction; a run with more left asks for the next at once. */
const EXPIRY_BATCH = 500;
const NEXT_CONTACT_HOUR = 9;
const ENDED: LeadStatus[] = ['lost', 'declined', 'expired'];

const placeOf = (lead: { regionSido: string; regionSigungu: string }) =>
  `${lead.regionSido} ${lead.regionSigungu}`;

/** New leads with at most RESPONSE_REMINDER_MINUTES business minutes left, told once. */
export async function remindDueLeads({ db, clock }: Pick<ContactDeps, 'db' | 'clock'>): Promise<number> {
  const now = clock.now();
  const open = await db
    .select()
    .from(estimates)
    .where(and(eq(estimates.status, 'new'), isNull(estimates.remindedAt), gt(estimates.dueAt, now)));
  let reminded = 0;
  for (const lead of open.filter((l) => businessMinutesLeft(l.dueAt, now) <= RESPONSE_REMINDER_MINUTES)) {
    await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(estimates)
        .set({ remindedAt: now })
        .where(
          and(
            eq(estimates.estimateNo, lead.estimateNo),
            eq(estimates.status, 'new'),
            isNull(estimates.remindedAt),
          ),
        )
        .returning({ estimateNo: estimates.estimateNo });
      if (!claimed) return;
      await queueNotification(
        tx,
        {
          kind: 'lead.response_due',
          partnerId: lead.partnerId,
          variables: {
            공간: lead.constructionType,
            지역: placeOf(lead),
            요청번호: lead.estimateNo,
            마감시각: seoulMinuteText(lead.dueAt),
          },
          dedupeKey: `lead.response_due:${lead.estimateNo}`,
        },
        now,
      );
      await appendLeadEvent(tx, lead.estimateNo, now, { kind: 'reminder', text: 'lead.response_due' });
      reminded += 1;
    });
  }
  return reminded;
}

/** From 09:00 Seoul on a lead's next-contact date: one reminder for that date. */
export async function remindNextContacts({ db, clock }: Pick<ContactDeps, 'db' | 'clock'>): Promise<number> {
  const now = clock.now();
  if (seoulHour(now) < NEXT_CONTACT_HOUR) return 0;
  const today = seoulDate(now);
  const notYet = or(
    isNull(estimates.nextContactRemindedOn),
    sql`${estimates.nextContactRemindedOn} <> ${today}`,
  );
  return db.transaction(async (tx) => {
    const due = await tx
      .update(estimates)
      .set({ nextContactRemindedOn: today })
      .where(and(eq(estimates.nextContactOn, today), notYet, notInArray(estimates.status, ENDED)))
      .returning();
    for (const lead of due) {
      await queueNotification(
        tx,
        {
          kind: 'lead.next_contact',
          partnerId: lead.partnerId,
          variables: { 공간: lead.constructionType, 지역: placeOf(lead), 요청번호: lead.estimateNo },
          dedupeKey: `lead.next_contact:${lead.estimateNo}:${today}`,
        },
        now,
      );
      await appendLeadEvent(tx, lead.estimateNo, now, { kind: 'reminder', text: 'lead.next_contact' });
    }
    return due.length;
  });
}

/** New leads nobody answered within LEAD_EXPIRY_DAYS expire; their contact is never shown. */
export async function expireLeads({
  db,
  clock,
}: Pick<ContactDeps, 'db' | 'clock'>): Promise<{ more: boolean }> {
  const now = clock.now();
  const cutoff = new Date(now.getTime() - LEAD_EXPIRY_DAYS * DAY_MS);
  const expired = await db.transaction(async (tx) => {
    const batch = tx
      .select({ estimateNo: estimates.estimateNo })
      .from(estimates)
      .where(and(eq(estimates.status, 'new'), lt(estimates.receivedAt, cutoff)))
      .limit(EXPIRY_BATCH)
      .for('update', { skipLocked: true });
    const rows = await tx
      .update(estimates)
      .set({ status: 'expired', statusChangedAt: now })
      .where(and(inArray(estimates.estimateNo, batch), eq(estimates.status, 'new')))
      .returning({ estimateNo: estimates.estimateNo });
    if (rows.length > 0) {
      await tx.insert(leadEvents).values(
        rows.map((row) => ({
          estimateNo: row.estimateNo,
          at: now,
          kind: 'expired',
          status: 'expired' as const,
        })),
      );
    }
    return rows.length;
  });
  return { more: expired === EXPIRY_BATCH };
}

/** Accepted leads still without a relay number, within its validity: asked for again. */
export async function retryRelays(deps: ContactDeps): Promise<number> {
  const now = deps.clock.now();
  const pending = await deps.db
    .select({ lead: estimates })
    .from(estimates)
    .leftJoin(leadRelays, eq(leadRelays.estimateNo, estimates.estimateNo))
    .where(
      and(
        isNull(leadRelays.estimateNo),
        inArray(estimates.status, [...CONTACT_VISIBLE_STATUSES]),
        gt(estimates.acceptedAt, new Date(now.getTime() - RELAY_VALID_DAYS * DAY_MS)),
      ),
    );
  let issued = 0;
  for (const { lead } of pending) if (await ensureRelay(deps, lead)) issued += 1;
  return issued;
}

/** The minute job: each step on its own, so a provider down for relays holds up no reminder. */
export async function runLeadJobs(deps: ContactDeps): Promise<{ more: boolean }> {
  await remindDueLeads(deps);
  await remindNextContacts(deps);
  const { more } = await expireLeads(deps);
  await retryRelays(deps);
  return { more };
}
