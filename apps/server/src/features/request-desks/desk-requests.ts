/**
 * The 상담 요청 and 제휴 문의 desks, one implementation: a `desk_requests` row beside each
 * consultation request or partnership inquiry holds its status, assignee and note. A desk differs
 * only in its source (which column, and how a row is described), so both run through `DESK_SOURCES`.
 * Due 3 working days (Mon–Fri, holidays off) after the Seoul day it arrived.
 */
import { RETURN_CODES } from '@partner-portal/contract/api-constants';
import type {
  DeskRequestChange,
  DeskRequestPage,
  DeskRequestRow,
  DeskSearch,
  PlanConsultationStatus,
} from '@partner-portal/contract/request-desks-api';
import {
  DESK_REQUEST_DUE_WORKING_DAYS,
  DESK_REQUEST_MOVES,
  DESK_REQUEST_STATUS_LABELS,
  type DeskRequestStatus,
  type RequestDesk,
} from '@partner-portal/contract/request-desks-constants';
import { addMonths, seoulDate, seoulDayEnd } from '@partner-portal/contract/seoul-time';
import { and, asc, count, desc, eq, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { members } from '../../db/tables/auth.js';
import { deskRequests } from '../../db/tables/desks.js';
import { inquiries } from '../../db/tables/inquiries.js';
import { partners } from '../../db/tables/partners.js';
import { planConsultations, planProducts } from '../../db/tables/plans.js';
import { writeAudit, type AuditActor } from '../../platform/audit/audit-log.js';
import type { Clock } from '../../shared/clock.js';
import { addWorkingDays, loadHolidays, type HolidayCalendar } from '../../shared/holiday-calendar.js';
import { notFound, Refusal } from '../../shared/problems.js';

type Described = Pick<DeskRequestRow, 'title' | 'detail' | 'partner_id'>;

/** What tells the two desks apart: the source column, and how its rows read on the desk. */
const DESK_SOURCES: Record<
  RequestDesk,
  {
    column: typeof deskRequests.consultationNo | typeof deskRequests.inquiryNo;
    describe(db: Database, nos: number[]): Promise<Map<number, Described>>;
  }
> = {
  consultations: {
    column: deskRequests.consultationNo,
    async describe(db, nos) {
      const rows = await db
        .select({
          no: planConsultations.consultationNo,
          partnerId: partners.partnerId,
          partnerName: partners.partnerName,
          phoneNo: partners.phoneNo,
          plan: planProducts.name,
        })
        .from(planConsultations)
        .innerJoin(partners, eq(partners.partnerId, planConsultations.partnerId))
        .innerJoin(planProducts, eq(planProducts.productKey, planConsultations.planCode))
        .where(inArray(planConsultations.consultationNo, nos));
      return new Map(
        rows.map((r) => [
          r.no,
          { title: r.partnerName, detail: `${r.plan} 상담 · ${r.phoneNo}`, partner_id: r.partnerId },
        ]),
      );
    },
  },
  inquiries: {
    column: deskRequests.inquiryNo,
    async describe(db, nos) {
      const rows = await db.select().from(inquiries).where(inArray(inquiries.inquiryNo, nos));
      return new Map(
        rows.map((r) => [
          r.inquiryNo,
          {
            title: r.companyName,
            detail: `${r.contactName} · ${r.phoneNo}${r.email ? ` · ${r.email}` : ''} · ${r.region} · ${r.message}`,
            partner_id: null,
          },
        ]),
      );
    },
  },
};

let holidays: HolidayCalendar | undefined;
const calendar = () => (holidays ??= loadHolidays());

const dueAfter = (arrivalDay: string): string =>
  addWorkingDays(calendar(), arrivalDay, DESK_REQUEST_DUE_WORKING_DAYS);
export const dueOn = (receivedAt: Date): string => dueAfter(seoulDate(receivedAt));

/**
 * The last Seoul day whose arrivals are overdue today (due before today): due dates only grow with
 * the arrival day, so walking back from today finds it within a few weeks of holidays.
 */
function lastOverdueArrivalDay(today: string): string {
  let day = addMonths(today, 0, -1);
  while (dueAfter(day) >= today) day = addMonths(day, 0, -1);
  return day;
}

/** Puts a new consultation request or inquiry on its desk, in the transaction that stores it. */
export async function openDeskRequest(
  tx: Database,
  source: { consultationNo: number } | { inquiryNo: number },
  now: Date,
): Promise<void> {
  await tx.insert(deskRequests).values({ ...source, receivedAt: now, updatedAt: now });
}

const assignee = { no: members.memberNo, name: members.memberId };

async function rowsOf(
  db: Database,
  clock: Clock,
  desk: RequestDesk,
  where: ReturnType<typeof and>,
  page?: { size: number; offset: number },
): Promise<DeskRequestRow[]> {
  const source = DESK_SOURCES[desk];
  const query = db
    .select({ request: deskRequests, assignee })
    .from(deskRequests)
    .leftJoin(members, eq(members.memberNo, deskRequests.assigneeMemberNo))
    .where(and(isNotNull(source.column), where))
    .orderBy(sql`${deskRequests.status} = 'done'`, asc(deskRequests.receivedAt), asc(deskRequests.requestId));
  const rows = page ? await query.limit(page.size).offset(page.offset) : await query;
  const sourceNo = (r: typeof deskRequests.$inferSelect) =>
    (desk === 'consultations' ? r.consultationNo : r.inquiryNo)!;
  const described = rows.length
    ? await source.describe(
        db,
        rows.map((r) => sourceNo(r.request)),
      )
    : new Map();
  const today = seoulDate(clock.now());
  return rows.map(({ request, assignee: who }) => {
    const due = dueOn(request.receivedAt);
    return {
      request_id: request.requestId,
      ...(described.get(sourceNo(request)) ?? { title: '—', detail: '', partner_id: null }),
      status: request.status,
      assignee: who ? { member_no: who.no, name: who.name } : null,
      note: request.note,
      received_at: request.receivedAt.toISOString(),
      due_on: due,
      overdue: request.status !== 'done' && due < today,
    };
  });
}

/** A desk's page: open requests first, oldest (most urgent) first; with the count of overdue ones. */
export async function searchDesk(
  { db, clock }: { db: Database; clock: Clock },
  desk: RequestDesk,
  search: DeskSearch,
): Promise<DeskRequestPage> {
  const column = DESK_SOURCES[desk].column;
  const where = search.status ? eq(deskRequests.status, search.status) : undefined;
  const cutoff = seoulDayEnd(lastOverdueArrivalDay(seoulDate(clock.now())));
  const [rows, [total], [overdue]] = await Promise.all([
    rowsOf(db, clock, desk, and(where), { size: search.size, offset: (search.page - 1) * search.size }),
    db
      .select({ n: count() })
      .from(deskRequests)
      .where(and(isNotNull(column), where)),
    db
      .select({ n: count() })
      .from(deskRequests)
      .where(and(isNotNull(column), ne(deskRequests.status, 'done'), lt(deskRequests.receivedAt, cutoff))),
  ]);
  return { total: total?.n ?? 0, page: search.page, size: search.size, overdue: overdue?.n ?? 0, rows };
}

/**
 * One change to a request: take it (the actor becomes its assignee; a new one goes in progress),
 * release it (back to new if in progress), move its status along DESK_REQUEST_MOVES, or set the
 * note. A request someone else has taken changes only after they release it. Audited.
 */
export async function changeDeskRequest(
  { db, clock }: { db: Database; clock: Clock },
  actor: AuditActor,
  desk: RequestDesk,
  requestId: number,
  change: DeskRequestChange,
): Promise<DeskRequestRow> {
  const column = DESK_SOURCES[desk].column;
  const now = clock.now();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(deskRequests)
      .where(and(eq(deskRequests.requestId, requestId), isNotNull(column)))
      .for('update');
    if (!row) throw notFound();
    const me = actor.memberNo;
    if (row.assigneeMemberNo !== null && row.assigneeMemberNo !== me) {
      const [owner] = await tx
        .select({ name: members.memberId })
        .from(members)
        .where(eq(members.memberNo, row.assigneeMemberNo));
      throw new Refusal(
        RETURN_CODES.deskRequestTaken,
        `${owner?.name ?? '다른 직원'} 님이 맡은 요청입니다. 담당자가 놓은 뒤 처리할 수 있습니다.`,
      );
    }
    const next = nextState(row, change, me);
    await tx
      .update(deskRequests)
      .set({ ...next, updatedAt: now })
      .where(eq(deskRequests.requestId, requestId));
    await writeAudit(
      tx,
      actor,
      {
        action: `desk_request_${change.action}`,
        targetType: `desk_request:${desk}`,
        targetId: requestId,
        before: { status: row.status, assignee: row.assigneeMemberNo, note: row.note },
        after: next,
      },
      now,
    );
  });
  const [updated] = await rowsOf(db, clock, desk, and(eq(deskRequests.requestId, requestId)));
  return updated!;
}

type State = { status: DeskRequestStatus; assigneeMemberNo: number | null; note: string };

function nextState(row: State, change: DeskRequestChange, me: number | null): State {
  const state: State = { status: row.status, assigneeMemberNo: row.assigneeMemberNo, note: row.note };
  const refuse = (message: string) => new Refusal(RETURN_CODES.deskRequestStatusRefused, message, 'status');
  switch (change.action) {
    case 'take':
      if (row.status === 'done') throw refuse('완료된 요청입니다. 다시 처리하려면 처리중으로 바꿔주세요.');
      return { ...state, assigneeMemberNo: me, status: 'in_progress' };
    case 'release':
      return { ...state, assigneeMemberNo: null, status: row.status === 'in_progress' ? 'new' : row.status };
    case 'note':
      return { ...state, note: change.note };
    case 'status': {
      if (!DESK_REQUEST_MOVES[row.status].includes(change.status)) {
        throw refuse(
          `${DESK_REQUEST_STATUS_LABELS[row.status]} 요청은 ${DESK_REQUEST_STATUS_LABELS[change.status]}(으)로 바꿀 수 없습니다.`,
        );
      }
      // Working on it means someone holds it; back in the queue, nobody does.
      const holder = change.status === 'new' ? null : (row.assigneeMemberNo ?? me);
      return { ...state, status: change.status, assigneeMemberNo: holder };
    }
  }
}

/** The partner's own consultation requests with their desk status, newest first. */
export async function consultationStatuses(db: Database, partnerId: number): Promise<PlanConsultationStatus> {
  const rows = await db
    .select({
      no: planConsultations.consultationNo,
      code: planConsultations.planCode,
      name: planProducts.name,
      status: deskRequests.status,
      at: planConsultations.createdAt,
    })
    .from(planConsultations)
    .innerJoin(deskRequests, eq(deskRequests.consultationNo, planConsultations.consultationNo))
    .innerJoin(planProducts, eq(planProducts.productKey, planConsultations.planCode))
    .where(eq(planConsultations.partnerId, partnerId))
    .orderBy(desc(planConsultations.createdAt), desc(planConsultations.consultationNo));
  return rows.map((r) => ({
    consultation_no: r.no,
    plan_code: r.code,
    plan_name: r.name,
    status: r.status,
    requested_at: r.at.toISOString(),
  }));
}
