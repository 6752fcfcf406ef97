/**
 * The staff desk 리드 현황: every partner's leads (customer names never, masked or not), and the plan
 * returns across partners with each partner's figures, response time included: the share of leads
 * answered within the limit (4 business hours) and the median first response, over the last 30 days,
 * as the lead rows record them (first_response_minutes, due_at).
 */
import { RESPONSE_WINDOW_DAYS, pyeongOf, type SpaceType } from '@partner-portal/contract/leads-constants';
import type {
  StaffLeadSummary,
  staffLeadListSchema,
  staffLeadQuerySchema,
} from '@partner-portal/contract/leads-api';
import { seoulDayEnd, seoulDayStart } from '@partner-portal/contract/seoul-time';
import { and, count, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { estimates } from '../../db/tables/estimates.js';
import { partners } from '../../db/tables/partners.js';
import { planProducts } from '../../db/tables/plans.js';
import type { Clock } from '../../shared/clock.js';
import { RESPONSE_LIMIT_MINUTES, responseClock } from '../leads/lead-clock.js';
import { leadCounts, monthWindow, NO_PLAN, paidLines, returnRows, spreadCost } from './plan-returns.js';

const DAY_MS = 86_400_000;

/** Every partner's leads, newest first, by partner, status and days of receipt. */
export async function staffLeads(
  { db, clock }: { db: Database; clock: Clock },
  query: z.output<typeof staffLeadQuerySchema>,
): Promise<z.infer<typeof staffLeadListSchema>> {
  const where = and(
    query.partner_id === undefined ? undefined : eq(estimates.partnerId, query.partner_id),
    query.status === undefined ? undefined : eq(estimates.status, query.status),
    query.from === undefined ? undefined : gte(estimates.receivedAt, seoulDayStart(query.from)),
    query.to === undefined ? undefined : lt(estimates.receivedAt, seoulDayEnd(query.to)),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ lead: estimates, companyName: partners.partnerName, planName: planProducts.name })
      .from(estimates)
      .innerJoin(partners, eq(partners.partnerId, estimates.partnerId))
      .leftJoin(planProducts, eq(planProducts.productKey, estimates.productKey))
      .where(where)
      .orderBy(desc(estimates.receivedAt), desc(estimates.estimateNo))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ n: count() }).from(estimates).where(where),
  ]);
  const now = clock.now();
  return {
    total: total?.n ?? 0,
    page: query.page,
    size: query.size,
    items: rows.map(({ lead, companyName, planName }) => ({
      lead_no: lead.estimateNo,
      partner_id: lead.partnerId,
      company_name: companyName,
      status: lead.status,
      received_at: lead.receivedAt.toISOString(),
      region: { sido: lead.regionSido, sigungu: lead.regionSigungu },
      construction_type: lead.constructionType,
      space_type: lead.spaceType as SpaceType,
      area_m2: lead.areaM2,
      area_pyeong: pyeongOf(lead.areaM2),
      rooms: lead.rooms,
      budget_min_won: lead.budgetMinWon,
      budget_max_won: lead.budgetMaxWon,
      product_key: lead.productKey ?? NO_PLAN.key,
      plan_name: planName ?? (lead.productKey ? lead.productKey : NO_PLAN.name),
      clock: responseClock(lead, now),
      viewed: lead.viewedAt !== null,
    })),
  };
}

/** Each partner's response figures over the last 30 days: leads settled, answered in time, median. */
async function responseFigures(db: Database, now: Date) {
  const rows = await db
    .select({
      partnerId: estimates.partnerId,
      counted: sql<number>`(count(*) filter (where ${estimates.firstResponseAt} is not null or ${estimates.dueAt} < ${now}))::int`,
      within: sql<number>`(count(*) filter (where ${estimates.firstResponseMinutes} <= ${RESPONSE_LIMIT_MINUTES}))::int`,
      median: sql<
        number | null
      >`percentile_cont(0.5) within group (order by ${estimates.firstResponseMinutes})`,
    })
    .from(estimates)
    .where(
      and(
        gte(estimates.receivedAt, new Date(now.getTime() - RESPONSE_WINDOW_DAYS * DAY_MS)),
        lte(estimates.receivedAt, now),
      ),
    )
    .groupBy(estimates.partnerId);
  return new Map(
    rows.map((r) => [
      r.partnerId,
      {
        rate: Number(r.counted) > 0 ? Number(r.within) / Number(r.counted) : null,
        median: r.median === null ? null : Math.round(Number(r.median)),
      },
    ]),
  );
}

/** Plan returns across partners, and each partner's leads, contracts, cost and response figures. */
export async function staffLeadSummary(
  { db, clock }: { db: Database; clock: Clock },
  months: number,
): Promise<StaffLeadSummary> {
  const now = clock.now();
  const window = monthWindow(now, months);
  const [counts, lines, response, perPartner] = await Promise.all([
    leadCounts(db, window),
    paidLines(db, window),
    responseFigures(db, now),
    db
      .select({
        partnerId: estimates.partnerId,
        leads: sql<number>`count(*)::int`,
        accepted: sql<number>`(count(*) filter (where ${estimates.acceptedAt} is not null))::int`,
        contracts: sql<number>`(count(*) filter (where ${estimates.status} = 'contracted'))::int`,
      })
      .from(estimates)
      .where(and(gte(estimates.receivedAt, window.from), lt(estimates.receivedAt, window.to)))
      .groupBy(estimates.partnerId),
  ]);
  const costs = spreadCost(lines, window.months);
  const figures = new Map<number, { leads: number; accepted: number; contracts: number; cost: number }>();
  const figuresOf = (partnerId: number) => {
    let found = figures.get(partnerId);
    if (!found) figures.set(partnerId, (found = { leads: 0, accepted: 0, contracts: 0, cost: 0 }));
    return found;
  };
  for (const row of perPartner) {
    Object.assign(figuresOf(row.partnerId), {
      leads: Number(row.leads),
      accepted: Number(row.accepted),
      contracts: Number(row.contracts),
    });
  }
  for (const cost of costs) figuresOf(cost.partnerId).cost += cost.won;
  for (const partnerId of response.keys()) figuresOf(partnerId);
  const ids = [...figures.keys()];
  const names = ids.length
    ? await db
        .select({ partnerId: partners.partnerId, name: partners.partnerName })
        .from(partners)
        .where(inArray(partners.partnerId, ids))
    : [];
  const nameOf = new Map(names.map((n) => [n.partnerId, n.name]));
  return {
    months: window.months,
    overall: await returnRows(db, window, counts, costs),
    partners: ids
      .map((partnerId) => {
        const f = figures.get(partnerId)!;
        const r = response.get(partnerId);
        return {
          partner_id: partnerId,
          company_name: nameOf.get(partnerId) ?? '',
          leads: f.leads,
          accepted: f.accepted,
          contracts: f.contracts,
          rate_within_limit: r?.rate ?? null,
          median_first_response_minutes: r?.median ?? null,
          cost_won: f.cost,
        };
      })
      .sort((a, b) => b.leads - a.leads || a.partner_id - b.partner_id),
  };
}
