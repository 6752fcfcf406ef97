/**
 * What the operations desks read and do: the dashboard's figures, partner search and detail with
 * suspend/resume, and orders a page at a time with one order's detail. Staff see every partner.
 */
import { RETURN_CODES } from '@partner-portal/contract/envelopes';
import { postalAddressView } from '@partner-portal/contract/postal-address';
import { seoulDate, seoulDayStart } from '@partner-portal/contract/seoul-time';
import {
  DASHBOARD_DAYS,
  type Dashboard,
  type OrderDetail,
  type OrderPage,
  type OrderSearch,
  type PartnerDetail,
  type PartnerPage,
  type PartnerRow,
  type PartnerSearch,
} from '@partner-portal/contract/staff-desks-api';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { members } from '../../db/tables/auth.js';
import { constructionCases } from '../../db/tables/cases.js';
import { orders, subscriptions } from '../../db/tables/orders.js';
import { partners } from '../../db/tables/partners.js';
import { auditLog } from '../../db/tables/staff.js';
import type { AppContext } from '../../platform/app-context.js';
import { writeAudit, type AuditActor } from '../../platform/audit/audit-log.js';
import type { Clock } from '../../shared/clock.js';
import { notFound, Refusal } from '../../shared/problems.js';
import { holdsPlan } from '../orders/order-service.js';
import { loadPartner, postalAddressOf, requiredInfo } from '../partners/profile-service.js';
import { listFailedRenewals } from '../subscriptions/failed-renewals.js';
import { staffOrderRow } from './order-rows.js';

interface DeskDeps {
  db: Database;
  clock: Clock;
}

const DAY_MS = 86_400_000;
/** The search text taken literally inside a LIKE pattern (`_` is common in member IDs). */
const likeEscape = (text: string) => text.replace(/[%_\\]/g, '\\$&');
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** Monday of the Seoul week holding `day`. */
const mondayOf = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
const seoulDayOf = (column: SQL | typeof orders.paidAt) =>
  sql<string>`to_char(${column} at time zone 'Asia/Seoul', 'YYYY-MM-DD')`;

export async function dashboard({ db, clock }: DeskDeps): Promise<Dashboard> {
  const now = clock.now();
  const today = seoulDate(now);
  const weekStart = mondayOf(today);
  const firstDay = addDays(today, 1 - DASHBOARD_DAYS);
  const since = seoulDayStart(firstDay);
  const paidDay = seoulDayOf(orders.paidAt);

  const [[signedUp], perDay, [awaiting], [refunds], failed] = await Promise.all([
    db
      .select({ n: count() })
      .from(partners)
      .where(gte(partners.createdAt, seoulDayStart(weekStart))),
    db
      .select({ day: paidDay, orders: count(), revenue: sql<string>`coalesce(sum(${orders.totalWon}), 0)` })
      .from(orders)
      .where(gte(orders.paidAt, since))
      .groupBy(paidDay),
    db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.status, 'awaiting_deposit'), gte(orders.expiresAt, now))),
    db
      .select({ n: count() })
      .from(orders)
      .where(
        and(
          sql`${orders.refundedWon} > 0`,
          gte(sql`coalesce(${orders.cancelledAt}, ${orders.paidAt})`, since),
        ),
      ),
    listFailedRenewals(db),
  ]);
  const byDay = new Map(perDay.map((row) => [row.day, row]));
  return {
    week_start: weekStart,
    partners_this_week: signedUp?.n ?? 0,
    daily: Array.from({ length: DASHBOARD_DAYS }, (_, i) => {
      const date = addDays(firstDay, i);
      const row = byDay.get(date);
      return { date, orders: row?.orders ?? 0, revenue_won: Number(row?.revenue ?? 0) };
    }),
    awaiting_deposits: awaiting?.n ?? 0,
    refunds_issued: refunds?.n ?? 0,
    failed_renewals: failed.length,
  };
}

const partnerColumns = {
  partner_id: partners.partnerId,
  member_no: partners.memberNo,
  member_id: members.memberId,
  partner_name: partners.partnerName,
  ceo_name: partners.ceoName,
  biz_no: partners.bizNo,
  grade: partners.partnerGrade,
  status: members.status,
  createdAt: partners.createdAt,
};
type PartnerSelect = { [K in keyof typeof partnerColumns]: (typeof partnerColumns)[K]['_']['data'] };
const partnerRow = ({ createdAt, ...row }: PartnerSelect): PartnerRow => ({
  ...row,
  created_at: createdAt.toISOString(),
});

export async function searchPartners({ db }: DeskDeps, search: PartnerSearch): Promise<PartnerPage> {
  const q = likeEscape(search.q);
  const digits = q.replace(/-/g, '');
  const where = q
    ? or(
        ilike(partners.partnerName, `%${q}%`),
        ilike(members.memberId, `%${q}%`),
        /^\d{3,10}$/.test(digits) ? ilike(partners.bizNo, `%${digits}%`) : undefined,
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(partnerColumns)
      .from(partners)
      .innerJoin(members, eq(members.memberNo, partners.memberNo))
      .where(where)
      .orderBy(desc(partners.createdAt), desc(partners.partnerId))
      .limit(search.size)
      .offset((search.page - 1) * search.size),
    db
      .select({ n: count() })
      .from(partners)
      .innerJoin(members, eq(members.memberNo, partners.memberNo))
      .where(where),
  ]);
  return { total: total?.n ?? 0, page: search.page, size: search.size, rows: rows.map(partnerRow) };
}

export async function partnerDetail({ db, clock }: DeskDeps, partnerId: number): Promise<PartnerDetail> {
  const [row] = await db
    .select(partnerColumns)
    .from(partners)
    .innerJoin(members, eq(members.memberNo, partners.memberNo))
    .where(eq(partners.partnerId, partnerId));
  if (!row) throw notFound();
  const { partner, managers } = await loadPartner(db, partnerId);
  const [subs, recentOrders, cases, history, hasPlan] = await Promise.all([
    db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.partnerId, partnerId))
      .orderBy(desc(subscriptions.periodEnd)),
    db.select().from(orders).where(eq(orders.partnerId, partnerId)).orderBy(desc(orders.createdAt)).limit(20),
    db
      .select()
      .from(constructionCases)
      .where(and(eq(constructionCases.partnerId, partnerId), isNull(constructionCases.deletedAt)))
      .orderBy(desc(constructionCases.createdAt))
      .limit(20),
    db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.targetType, 'partner'),
          eq(auditLog.targetId, String(partnerId)),
          inArray(auditLog.action, ['partner_suspend', 'partner_resume']),
        ),
      )
      .orderBy(desc(auditLog.at), desc(auditLog.auditId)),
    holdsPlan(db, clock, partnerId),
  ]);
  return {
    partner: {
      ...partnerRow(row),
      phone_no: partner.phoneNo,
      tax_bill_email: partner.taxBillEmail,
      company_phone: partner.companyPhone,
      ...postalAddressView(postalAddressOf(partner)),
    },
    required_info: requiredInfo(partner, managers, hasPlan),
    subscriptions: subs.map((s) => ({
      subscription_no: s.subscriptionNo,
      product_key: s.productKey,
      region: [s.regionSido, s.regionSigungu].filter(Boolean).join(' ') || null,
      period_start: s.periodStart,
      period_end: s.periodEnd,
      status: s.status,
      renews: s.renews,
    })),
    orders: recentOrders.map((order) => staffOrderRow(order, partner.partnerName)),
    cases: cases.map((c) => ({
      case_id: c.caseId,
      title: c.title,
      status: c.status,
      created_at: c.createdAt.toISOString(),
    })),
    history: history.map((h) => ({
      action: h.action as 'partner_suspend' | 'partner_resume',
      reason: (h.after as { reason?: string } | null)?.reason ?? '',
      at: h.at.toISOString(),
    })),
  };
}

/**
 * Suspends or resumes a partner's member account; a suspension also ends its sessions, so the
 * partner is refused on the next call and at login ("이용이 제한된 계정입니다"). Recorded with the reason.
 */
export async function setPartnerSuspended(
  { db, clock, tokens }: DeskDeps & Pick<AppContext, 'tokens'>,
  actor: AuditActor,
  partnerId: number,
  suspend: boolean,
  reason: string,
): Promise<PartnerDetail> {
  const [partner] = await db
    .select({ memberNo: partners.memberNo, status: members.status })
    .from(partners)
    .innerJoin(members, eq(members.memberNo, partners.memberNo))
    .where(eq(partners.partnerId, partnerId));
  if (!partner) throw notFound();
  const [from, to] = suspend ? (['active', 'suspended'] as const) : (['suspended', 'active'] as const);
  if (partner.status !== from) {
    throw new Refusal(
      RETURN_CODES.partnerStatusConflict,
      suspend ? '이용 중인 파트너만 정지할 수 있습니다.' : '이용 정지된 파트너가 아닙니다.',
    );
  }
  const now = clock.now();
  await db.transaction(async (tx) => {
    await tx.update(members).set({ status: to }).where(eq(members.memberNo, partner.memberNo));
    if (suspend) await tokens.revokeAllSessions(partner.memberNo, 'partner suspended by staff', tx);
    await writeAudit(
      tx,
      actor,
      {
        action: suspend ? 'partner_suspend' : 'partner_resume',
        targetType: 'partner',
        targetId: partnerId,
        before: { status: from },
        after: { status: to, reason },
      },
      now,
    );
  });
  return partnerDetail({ db, clock }, partnerId);
}

export async function searchOrders({ db }: DeskDeps, search: OrderSearch): Promise<OrderPage> {
  const q = likeEscape(search.q);
  const where = and(
    search.status ? eq(orders.status, search.status) : undefined,
    search.method ? eq(orders.method, search.method) : undefined,
    search.from ? gte(orders.createdAt, seoulDayStart(search.from)) : undefined,
    search.to ? lt(orders.createdAt, seoulDayStart(addDays(search.to, 1))) : undefined,
    q ? or(ilike(orders.orderNo, `%${q}%`), ilike(partners.partnerName, `%${q}%`)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: orders, partnerName: partners.partnerName })
      .from(orders)
      .innerJoin(partners, eq(partners.partnerId, orders.partnerId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.orderNo))
      .limit(search.size)
      .offset((search.page - 1) * search.size),
    db
      .select({ n: count() })
      .from(orders)
      .innerJoin(partners, eq(partners.partnerId, orders.partnerId))
      .where(where),
  ]);
  return {
    total: total?.n ?? 0,
    page: search.page,
    size: search.size,
    rows: rows.map(({ order, partnerName }) => staffOrderRow(order, partnerName)),
  };
}

export async function orderDetail({ db }: DeskDeps, orderNo: string): Promise<OrderDetail> {
  const [row] = await db
    .select({ order: orders, partnerName: partners.partnerName })
    .from(orders)
    .innerJoin(partners, eq(partners.partnerId, orders.partnerId))
    .where(eq(orders.orderNo, orderNo));
  if (!row) throw notFound();
  const { order } = row;
  const actions = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'order'), eq(auditLog.targetId, orderNo)))
    .orderBy(asc(auditLog.at), asc(auditLog.auditId));
  return {
    order: {
      ...staffOrderRow(order, row.partnerName),
      supply_won: order.supplyWon,
      vat_won: order.vatWon,
      card_name: order.cardName,
      card_num: order.cardNum,
      approve_no: order.approveNo,
      receipt_url: order.receiptUrl,
      failure_message: order.failureMessage,
      cancelled_at: order.cancelledAt?.toISOString() ?? null,
    },
    actions: actions.map((a) => ({
      action: a.action,
      ...actionFacts(a.after),
      at: a.at.toISOString(),
    })),
  };
}

/** The amount and the words of a deposit confirmation or a refund, as its audit entry kept them. */
function actionFacts(after: unknown): { amount_won: number | null; note: string | null } {
  const facts = (after ?? {}) as { amount_won?: number; reason?: string; note?: string; depositor?: string };
  return {
    amount_won: facts.amount_won ?? null,
    note: facts.reason ?? ([facts.depositor, facts.note].filter(Boolean).join(' · ') || null),
  };
}
