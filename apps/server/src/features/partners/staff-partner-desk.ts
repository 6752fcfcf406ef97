/**
 * The partners desk of the staff console (operations): search, one partner's detail (profile,
 * required-information checklist, plans, orders, cases, suspensions) and suspend/resume.
 */
import { RETURN_CODES } from '@partner-portal/contract/api-constants';
import { PARTNER_GRADE_LABELS, type PartnerGrade } from '@partner-portal/contract/content-constants';
import { postalAddressView } from '@partner-portal/contract/postal-address';
import type {
  PartnerDetail,
  PartnerPage,
  PartnerRow,
  PartnerSearch,
} from '@partner-portal/contract/staff-desks-api';
import { count, desc, eq, gte, ilike, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { members } from '../../db/tables/auth.js';
import { partners } from '../../db/tables/partners.js';
import type { AppContext } from '../../platform/app-context.js';
import { auditTrailOf, writeAudit, type AuditActor } from '../../platform/audit/audit-log.js';
import type { Clock } from '../../shared/clock.js';
import { likeEscape } from '../../shared/like-pattern.js';
import { notFound, Refusal } from '../../shared/problems.js';
import { recentCasesForStaff } from '../cases/case-service.js';
import { holdsPlan } from '../orders/order-service.js';
import { recentOrdersForStaff } from '../orders/staff-order-desk.js';
import { subscriptionsForStaff } from '../subscriptions/partner-subscriptions.js';
import { loadPartner, postalAddressOf, requiredInfo } from './profile-service.js';

interface DeskDeps {
  db: Database;
  clock: Clock;
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

/** Partners signed up since `since` (the staff dashboard's week). */
export async function partnersSignedUpSince(db: Database, since: Date): Promise<number> {
  const [signedUp] = await db.select({ n: count() }).from(partners).where(gte(partners.createdAt, since));
  return signedUp?.n ?? 0;
}

export async function searchPartners(db: Database, search: PartnerSearch): Promise<PartnerPage> {
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
  const [subs, recentOrders, cases, history, grades, hasPlan] = await Promise.all([
    subscriptionsForStaff(db, partnerId),
    recentOrdersForStaff(db, partner),
    recentCasesForStaff(db, partnerId),
    auditTrailOf(
      db,
      { type: 'partner', id: partnerId, actions: ['partner_suspend', 'partner_resume'] },
      'newest first',
    ),
    auditTrailOf(db, { type: 'partner', id: partnerId, actions: ['partner_grade'] }, 'newest first'),
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
    subscriptions: subs,
    orders: recentOrders,
    cases,
    history: history.map((h) => ({
      action: h.action as 'partner_suspend' | 'partner_resume',
      reason: (h.after as { reason?: string } | null)?.reason ?? '',
      at: h.at.toISOString(),
    })),
    grade_history: grades.map((g) => ({
      from: (g.before as { grade: string }).grade,
      to: (g.after as { grade: string }).grade,
      reason: (g.after as { reason: string }).reason,
      by: g.actorLabel,
      at: g.at.toISOString(),
    })),
  };
}

/**
 * Sets the partner's grade (promotions, popups and the mall form read the stored one on the next
 * call); recorded with the old and new grade and the reason.
 */
export async function setPartnerGrade(
  { db, clock }: DeskDeps,
  actor: AuditActor,
  partnerId: number,
  change: { grade: PartnerGrade; reason: string },
): Promise<PartnerDetail> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ grade: partners.partnerGrade })
      .from(partners)
      .where(eq(partners.partnerId, partnerId))
      .for('update');
    if (!row) throw notFound();
    if (row.grade === change.grade) {
      throw new Refusal(
        RETURN_CODES.partnerGradeUnchanged,
        `이미 ${PARTNER_GRADE_LABELS[change.grade]} 등급입니다.`,
        'grade',
      );
    }
    await tx.update(partners).set({ partnerGrade: change.grade }).where(eq(partners.partnerId, partnerId));
    await writeAudit(
      tx,
      actor,
      {
        action: 'partner_grade',
        targetType: 'partner',
        targetId: partnerId,
        before: { grade: row.grade },
        after: { grade: change.grade, reason: change.reason },
      },
      clock.now(),
    );
  });
  return partnerDetail({ db, clock }, partnerId);
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
  if (partner.status !== (suspend ? 'active' : 'suspended')) {
    throw new Refusal(
      RETURN_CODES.partnerStatusConflict,
      suspend ? '이용 중인 파트너만 정지할 수 있습니다.' : '이용 정지된 파트너가 아닙니다.',
    );
  }
  const now = clock.now();
  await db.transaction((tx) =>
    writeMemberStatus(tx, tokens, actor, { partnerId, memberNo: partner.memberNo }, suspend, reason, now),
  );
  return partnerDetail({ db, clock }, partnerId);
}

/** The status change itself, in the caller's transaction (staff on the desk, or the correction deadline). */
export async function writeMemberStatus(
  tx: Database,
  tokens: AppContext['tokens'],
  actor: AuditActor,
  partner: { partnerId: number; memberNo: number },
  suspend: boolean,
  reason: string,
  now: Date,
): Promise<void> {
  const [from, to] = suspend ? (['active', 'suspended'] as const) : (['suspended', 'active'] as const);
  await tx.update(members).set({ status: to }).where(eq(members.memberNo, partner.memberNo));
  if (suspend) await tokens.revokeAllSessions(partner.memberNo, 'partner suspended', tx);
  await writeAudit(
    tx,
    actor,
    {
      action: suspend ? 'partner_suspend' : 'partner_resume',
      targetType: 'partner',
      targetId: partner.partnerId,
      before: { status: from },
      after: { status: to, reason },
    },
    now,
  );
}
