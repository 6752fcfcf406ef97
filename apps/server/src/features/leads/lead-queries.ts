/**
 * Reading a partner's leads: the inbox page (filters, search, newest first, the clock per row), one
 * lead, and the response figures. Every query is scoped to the caller's partner id: another
 * partner's lead is simply not found.
 */
import type {
  LeadList,
  LeadRow,
  leadListQuerySchema,
  ResponseSummary,
} from '@partner-portal/contract/leads-api';
import { ERROR_CODES } from '@partner-portal/contract/api-constants';
import { PG_INTEGER_MAX } from '@partner-portal/contract/ids';
import {
  LEAD_MESSAGES,
  LEAD_TABS,
  pyeongOf,
  RESPONSE_WINDOW_DAYS,
  type SpaceType,
} from '@partner-portal/contract/leads-constants';
import { seoulDayEnd, seoulDayStart } from '@partner-portal/contract/seoul-time';
import { and, count, desc, eq, gte, ilike, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { estimates } from '../../db/tables/estimates.js';
import { planProducts } from '../../db/tables/plans.js';
import { likeEscape } from '../../shared/like-pattern.js';
import { HttpProblem } from '../../shared/problems.js';
import { businessMinutesLeft, RESPONSE_LIMIT_MINUTES, responseClock } from './lead-clock.js';

export type LeadRecord = typeof estimates.$inferSelect & { planName: string | null };

/** New leads whose clock is under this many business minutes count as due soon. */
const DUE_SOON_MINUTES = 60;
const DAY_MS = 86_400_000;

export const leadNotFound = () => new HttpProblem(404, ERROR_CODES.notFound, LEAD_MESSAGES.notFound);

const rowColumns = {
  estimateNo: estimates.estimateNo,
  status: estimates.status,
  receivedAt: estimates.receivedAt,
  regionSido: estimates.regionSido,
  regionSigungu: estimates.regionSigungu,
  constructionType: estimates.constructionType,
  spaceType: estimates.spaceType,
  areaM2: estimates.areaM2,
  rooms: estimates.rooms,
  budgetMinWon: estimates.budgetMinWon,
  budgetMaxWon: estimates.budgetMaxWon,
  customerNameMasked: estimates.customerNameMasked,
  productKey: estimates.productKey,
  planName: planProducts.name,
  dueAt: estimates.dueAt,
  firstResponseAt: estimates.firstResponseAt,
  firstResponseMinutes: estimates.firstResponseMinutes,
  viewedAt: estimates.viewedAt,
  nextContactOn: estimates.nextContactOn,
};
type RowFields = Pick<LeadRecord, keyof typeof rowColumns>;

/** A lead as its inbox row shows it: the customer's name stays masked (the full name is only in the contact). */
export function leadRowOf(lead: RowFields, now: Date): LeadRow {
  return {
    lead_no: lead.estimateNo,
    status: lead.status,
    received_at: lead.receivedAt.toISOString(),
    region: { sido: lead.regionSido, sigungu: lead.regionSigungu },
    construction_type: lead.constructionType,
    space_type: lead.spaceType as SpaceType,
    area_m2: Number(lead.areaM2),
    area_pyeong: pyeongOf(Number(lead.areaM2)),
    rooms: lead.rooms,
    budget_min_won: lead.budgetMinWon,
    budget_max_won: lead.budgetMaxWon,
    customer_name: lead.customerNameMasked,
    product_key: lead.productKey ?? '',
    plan_name: lead.planName ?? '',
    clock: responseClock(lead, now),
    viewed: lead.viewedAt !== null,
    next_contact_on: lead.nextContactOn,
  };
}

/** The partner's lead, whole; undefined when it is not theirs (or does not exist). */
export async function findLead(
  db: Database,
  partnerId: number,
  leadNo: number,
): Promise<LeadRecord | undefined> {
  const [row] = await db
    .select({ lead: estimates, planName: planProducts.name })
    .from(estimates)
    .leftJoin(planProducts, eq(planProducts.productKey, estimates.productKey))
    .where(and(eq(estimates.estimateNo, leadNo), eq(estimates.partnerId, partnerId)));
  return row ? { ...row.lead, planName: row.planName } : undefined;
}

export async function requireLead(db: Database, partnerId: number, leadNo: number): Promise<LeadRecord> {
  const lead = await findLead(db, partnerId, leadNo);
  if (!lead) throw leadNotFound();
  return lead;
}

function searchCondition(q: string): SQL | undefined {
  const pattern = `%${likeEscape(q)}%`;
  const number = /^\d{1,10}$/.test(q) && Number(q) <= PG_INTEGER_MAX ? Number(q) : undefined;
  return or(
    number === undefined ? undefined : eq(estimates.estimateNo, number),
    ilike(estimates.regionSigungu, pattern),
    ilike(estimates.regionSido, pattern),
    ilike(estimates.description, pattern),
  );
}

export const newLeadCount = async (db: Database, partnerId: number): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(estimates)
    .where(and(eq(estimates.partnerId, partnerId), eq(estimates.status, 'new')));
  return Number(row?.n ?? 0);
};

/** 견적 요청함: newest first, with the filters of the inbox and the new-lead badge. */
export async function listLeads(
  db: Database,
  now: Date,
  partnerId: number,
  q: z.output<typeof leadListQuerySchema>,
): Promise<LeadList> {
  const where = and(
    eq(estimates.partnerId, partnerId),
    q.tab === 'all' ? undefined : inArray(estimates.status, [...LEAD_TABS[q.tab]]),
    q.status === undefined ? undefined : eq(estimates.status, q.status),
    q.sido === undefined ? undefined : eq(estimates.regionSido, q.sido),
    q.sigungu === undefined ? undefined : eq(estimates.regionSigungu, q.sigungu),
    q.space_type === undefined ? undefined : eq(estimates.spaceType, q.space_type),
    q.from === undefined ? undefined : gte(estimates.receivedAt, seoulDayStart(q.from)),
    q.to === undefined ? undefined : lt(estimates.receivedAt, seoulDayEnd(q.to)),
    q.q ? searchCondition(q.q) : undefined,
  );
  const [rows, [total], newCount] = await Promise.all([
    db
      .select(rowColumns)
      .from(estimates)
      .leftJoin(planProducts, eq(planProducts.productKey, estimates.productKey))
      .where(where)
      .orderBy(desc(estimates.receivedAt), desc(estimates.estimateNo))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    db.select({ n: count() }).from(estimates).where(where),
    newLeadCount(db, partnerId),
  ]);
  return {
    total: Number(total?.n ?? 0),
    page: q.page,
    size: q.size,
    new_count: newCount,
    items: rows.map((row) => leadRowOf(row, now)),
  };
}

/**
 * The response figures of the last RESPONSE_WINDOW_DAYS days. A lead counts once its response is
 * settled: answered, or unanswered and past due; the rate is the share answered within the limit.
 */
export async function responseSummary(db: Database, now: Date, partnerId: number): Promise<ResponseSummary> {
  const since = new Date(now.getTime() - RESPONSE_WINDOW_DAYS * DAY_MS);
  const settled = or(sql`${estimates.firstResponseAt} is not null`, lte(estimates.dueAt, now));
  const [[figures], open] = await Promise.all([
    db
      .select({
        counted: sql<string>`count(*) filter (where ${settled})`,
        within: sql<string>`count(*) filter (where ${estimates.firstResponseMinutes} <= ${RESPONSE_LIMIT_MINUTES})`,
        median: sql<
          string | null
        >`percentile_cont(0.5) within group (order by ${estimates.firstResponseMinutes})`,
      })
      .from(estimates)
      .where(
        and(
          eq(estimates.partnerId, partnerId),
          gte(estimates.receivedAt, since),
          lte(estimates.receivedAt, now),
        ),
      ),
    db
      .select({ dueAt: estimates.dueAt })
      .from(estimates)
      .where(and(eq(estimates.partnerId, partnerId), eq(estimates.status, 'new'))),
  ]);
  const counted = Number(figures?.counted ?? 0);
  const median = figures?.median ?? null;
  return {
    window_days: RESPONSE_WINDOW_DAYS,
    counted,
    rate_within_limit: counted === 0 ? null : Number(figures!.within) / counted,
    median_first_response_minutes: median === null ? null : Math.round(Number(median)),
    new_count: open.length,
    due_soon_count: open.filter(
      (lead) => lead.dueAt > now && businessMinutesLeft(lead.dueAt, now) < DUE_SOON_MINUTES,
    ).length,
  };
}
