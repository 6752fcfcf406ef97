/** The partner record as `mypartner` shows it, and the ad plans the partner runs. */
import type { AdPlan, Partner } from '@partner-portal/contract/partner-api';
import { formatBusinessNumber } from '@partner-portal/contract/validation';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/app-context.js';
import type { Database } from '../../db/client.js';
import { managers, partners } from '../../db/tables/partners.js';
import { notFound } from '../../shared/problems.js';
import { outstandingTerms } from '../terms/terms-repository.js';
import { subscriptionsInUse } from '../orders/order-queries.js';
import { periodicSummary } from '../subscriptions/arrangement-service.js';
import { loadPartner, requiredInfo, toProfile } from './profile-service.js';

export async function myPartner(
  { db, clock, holdsPlan }: Pick<AppContext, 'db' | 'clock' | 'holdsPlan'>,
  partnerId: number,
): Promise<Partner> {
  const row = await partnerRecord(db, partnerId);
  const { partner: full, managers } = await loadPartner(db, row.partnerId);
  const profile = toProfile(full, managers);
  const periodic = await periodicSummary(db, clock, row.partnerId);
  return {
    partner_id: row.partnerId,
    member_no: row.memberNo,
    partner_name: row.partnerName,
    ceo_name: row.ceoName,
    phone_no: row.phoneNo,
    biz_no: formatBusinessNumber(row.bizNo),
    tax_bill_email: row.taxBillEmail,
    logo: profile.biz.logo,
    partner_grade: row.partnerGrade,
    manager_name: row.managerName,
    manager_phone: row.managerPhone,
    need_agree_terms_list: await outstandingTerms(db, row.memberNo),
    create_date: row.createdAt.toISOString(),
    partnerId: row.partnerId,
    email: row.taxBillEmail,
    product_managers: profile.manager,
    // payment_agreement, periodic_payment, alert_befor_execution, periodic_payment_execution_info,
    // exist_periodic_payment_only_plan: from the recurring-payment arrangement.
    ...periodic,
    partnerRequiredInfoList: requiredInfo(full, managers, await holdsPlan(row.partnerId)),
  };
}

/** The partner's active subscriptions that carry an ad code, with its grade. */
export async function adPlanOf(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  partnerId: number,
): Promise<AdPlan> {
  const row = await partnerRecord(db, partnerId);
  const ads = (await subscriptionsInUse(db, clock, row.partnerId)).filter(
    (s) => s.status === 'active' && s.ad_code,
  );
  return {
    ad_plan_list: ads.map((s) => ({
      pid: s.subscription_no,
      code: s.ad_code as AdPlan['ad_plan_list'][number]['code'],
    })),
    partner_grade: row.partnerGrade,
  };
}

async function partnerRecord(db: Database, partnerId: number) {
  const [row] = await db
    .select({
      partnerId: partners.partnerId,
      memberNo: partners.memberNo,
      partnerName: partners.partnerName,
      ceoName: partners.ceoName,
      phoneNo: partners.phoneNo,
      bizNo: partners.bizNo,
      taxBillEmail: partners.taxBillEmail,
      logo: partners.logo,
      partnerGrade: partners.partnerGrade,
      createdAt: partners.createdAt,
      managerName: managers.name,
      managerPhone: managers.phone,
    })
    .from(partners)
    .leftJoin(managers, eq(managers.managerId, partners.managerId))
    .where(eq(partners.partnerId, partnerId));
  if (!row) throw notFound();
  return row;
}
