/**
 * Required information staff asked a partner to correct (spec §9: suspension after 30 days
 * uncorrected). Staff open a request for one checklist item with what is wrong; the partner is told
 * 7 days and 1 day before the deadline; on the deadline a request still open suspends the partner.
 * Staff withdraw it once the partner has corrected the item. Every step is in the audit log.
 */
import { RETURN_CODES } from '@partner-portal/contract/api-constants';
import {
  CORRECTION_DEADLINE_DAYS,
  CORRECTION_NOTICE_DAYS,
  type CorrectionRow,
  type CreateCorrectionRequest,
  type WithdrawCorrectionRequest,
} from '@partner-portal/contract/follow-ups-api';
import { REQUIRED_INFO_TITLES } from '@partner-portal/contract/profile-checklist';
import { addMonths, daysBetween, seoulDate } from '@partner-portal/contract/seoul-time';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { members } from '../../db/tables/auth.js';
import { correctionRequests } from '../../db/tables/follow-ups.js';
import { partners } from '../../db/tables/partners.js';
import type { AppContext } from '../../platform/app-context.js';
import { writeAudit, type AuditActor } from '../../platform/audit/audit-log.js';
import type { Clock } from '../../shared/clock.js';
import { notFound, Refusal } from '../../shared/problems.js';
import { queueNotification } from '../notifications/outbox.js';
import { writeMemberStatus } from './staff-partner-desk.js';

interface Deps {
  db: Database;
  clock: Clock;
}

/** Who the daily job writes in the audit log. */
const DEADLINE_ACTOR: AuditActor = {
  memberNo: null,
  label: 'system',
  ip: null,
  userAgent: 'correction-deadline',
};

/** Open requests, nearest deadline first: what staff watch before anyone is suspended. */
export async function openCorrections({ db, clock }: Deps): Promise<CorrectionRow[]> {
  const today = seoulDate(clock.now());
  const rows = await db
    .select({ request: correctionRequests, partnerName: partners.partnerName })
    .from(correctionRequests)
    .innerJoin(partners, eq(partners.partnerId, correctionRequests.partnerId))
    .where(eq(correctionRequests.status, 'open'))
    .orderBy(asc(correctionRequests.deadlineOn), asc(correctionRequests.requestId))
    .limit(500);
  return rows.map(({ request, partnerName }) => ({
    request_id: request.requestId,
    partner_id: request.partnerId,
    partner_name: partnerName,
    item_code: request.itemCode,
    item_title: REQUIRED_INFO_TITLES[request.itemCode],
    note: request.note,
    requested_at: request.requestedAt.toISOString(),
    deadline_on: request.deadlineOn,
    days_left: Math.max(daysBetween(today, request.deadlineOn), 0),
    noticed_on: request.noticedOn,
  }));
}

export async function openCorrection(
  { db, clock }: Deps,
  actor: AuditActor,
  input: CreateCorrectionRequest,
): Promise<void> {
  const now = clock.now();
  const [partner] = await db
    .select({ status: members.status })
    .from(partners)
    .innerJoin(members, eq(members.memberNo, partners.memberNo))
    .where(eq(partners.partnerId, input.partner_id));
  if (!partner) throw notFound();
  if (partner.status !== 'active')
    throw new Refusal(RETURN_CODES.followUpRefused, '이용 중인 파트너에게만 보완을 요청할 수 있습니다.');
  await db.transaction(async (tx) => {
    const [opened] = await tx
      .insert(correctionRequests)
      .values({
        partnerId: input.partner_id,
        itemCode: input.item_code,
        note: input.note,
        requestedAt: now,
        deadlineOn: addMonths(seoulDate(now), 0, CORRECTION_DEADLINE_DAYS),
      })
      .onConflictDoNothing()
      .returning();
    if (!opened)
      throw new Refusal(
        RETURN_CODES.followUpRefused,
        '이 항목은 이미 보완 요청 중입니다. 기존 요청을 철회한 뒤 다시 요청해주세요.',
        'item_code',
      );
    await writeAudit(
      tx,
      actor,
      {
        action: 'correction_request',
        targetType: 'partner',
        targetId: input.partner_id,
        after: {
          request_id: opened.requestId,
          item_code: opened.itemCode,
          note: opened.note,
          deadline_on: opened.deadlineOn,
        },
      },
      now,
    );
  });
}

/** The partner corrected the item (or the request was a mistake): the request closes and nothing follows. */
export async function withdrawCorrection(
  { db, clock }: Deps,
  actor: AuditActor,
  requestId: number,
  input: WithdrawCorrectionRequest,
): Promise<void> {
  const now = clock.now();
  await db.transaction(async (tx) => {
    const [closed] = await tx
      .update(correctionRequests)
      .set({ status: 'withdrawn', closedAt: now, closedReason: input.reason })
      .where(and(eq(correctionRequests.requestId, requestId), eq(correctionRequests.status, 'open')))
      .returning();
    if (!closed) {
      const [exists] = await tx
        .select({ id: correctionRequests.requestId })
        .from(correctionRequests)
        .where(eq(correctionRequests.requestId, requestId));
      if (!exists) throw notFound();
      throw new Refusal(RETURN_CODES.followUpRefused, '이미 철회되었거나 기한이 지나 처리된 요청입니다.');
    }
    await writeAudit(
      tx,
      actor,
      {
        action: 'correction_withdraw',
        targetType: 'partner',
        targetId: closed.partnerId,
        before: { request_id: requestId, status: 'open', deadline_on: closed.deadlineOn },
        after: { status: 'withdrawn', reason: input.reason },
      },
      now,
    );
  });
}

/**
 * The daily job: the notice 7 days and 1 day before the deadline (a missed day is caught up; the
 * dedupe key keeps a second run from queueing it again), and on the deadline the suspension. Each
 * request is claimed by a conditional update, so instances running this at once suspend it once.
 */
export async function runCorrectionDeadlines(
  deps: Deps & Pick<AppContext, 'tokens'>,
): Promise<{ noticed: number; suspended: number }> {
  const { db, clock, tokens } = deps;
  const now = clock.now();
  const today = seoulDate(now);
  const due = await db
    .select()
    .from(correctionRequests)
    .where(
      and(
        eq(correctionRequests.status, 'open'),
        lte(correctionRequests.deadlineOn, addMonths(today, 0, CORRECTION_NOTICE_DAYS[0])),
      ),
    );
  const counts = { noticed: 0, suspended: 0 };
  for (const request of due) {
    const daysLeft = daysBetween(today, request.deadlineOn);
    if (daysLeft <= 0) {
      if (await enforce(db, tokens, request.requestId, now)) counts.suspended += 1;
      continue;
    }
    const notice = Math.min(...CORRECTION_NOTICE_DAYS.filter((days) => days >= daysLeft));
    const queued = await db.transaction(async (tx) => {
      const added = await queueNotification(
        tx,
        {
          kind: 'correction.due',
          partnerId: request.partnerId,
          variables: {
            항목: REQUIRED_INFO_TITLES[request.itemCode],
            내용: request.note,
            기한: request.deadlineOn,
            남은일수: daysLeft,
          },
          dedupeKey: `correction.due:${request.requestId}:${notice}`,
        },
        now,
      );
      if (added)
        await tx
          .update(correctionRequests)
          .set({ noticedOn: today })
          .where(eq(correctionRequests.requestId, request.requestId));
      return added;
    });
    if (queued) counts.noticed += 1;
  }
  return counts;
}

/** Claims the request and suspends its partner in one transaction; false when another run had it. */
async function enforce(
  db: Database,
  tokens: AppContext['tokens'],
  requestId: number,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(correctionRequests)
      .set({ status: 'enforced', closedAt: now, closedReason: '보완 기한 경과' })
      .where(and(eq(correctionRequests.requestId, requestId), eq(correctionRequests.status, 'open')))
      .returning();
    if (!claimed) return false;
    const [partner] = await tx
      .select({ memberNo: partners.memberNo, status: members.status })
      .from(partners)
      .innerJoin(members, eq(members.memberNo, partners.memberNo))
      .where(eq(partners.partnerId, claimed.partnerId));
    // Already suspended or withdrawn: the request closes, nothing more to do.
    if (partner?.status === 'active') {
      const reason = `필수 정보 미보완 ${CORRECTION_DEADLINE_DAYS}일 경과 (${REQUIRED_INFO_TITLES[claimed.itemCode]}: ${claimed.note})`;
      await writeMemberStatus(
        tx,
        tokens,
        DEADLINE_ACTOR,
        { partnerId: claimed.partnerId, memberNo: partner.memberNo },
        true,
        reason,
        now,
      );
    }
    return true;
  });
}
