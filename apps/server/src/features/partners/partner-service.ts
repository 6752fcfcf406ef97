/** The partner record as `mypartner` shows it, and the ad plans the partner runs. */
import type { AdPlan, Partner } from '@partner-portal/contract/partner-api';
import { formatBusinessNumber } from '@partner-portal/contract/validation';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/app-context.js';
import type { Database } from '../../db/client.js';
import { managers, partners } from '../../db/tables/partners.js';
import { notFound } from '../../shared/problems.js';
import { outstandingTermsQuery } from '../terms/terms-repository.js';
import { plansHeldQuery } from '../orders/order-service.js';
import type { Clock } from '../../shared/clock.js';
import { subscriptionsInUse } from '../orders/order-queries.js';
import { periodicSummary } from '../subscriptions/arrangement-service.js';
import type { CallerPartner } from '../../platform/auth/scopes.js';
import { productManagersOf, requiredInfo, toProfile } from './profile-service.js';

/**
 * `mypartner`, asked by every signed-in page: the partner row is read once, with its manager, its
 * outstanding terms and whether it holds a plan; the other reads go out at the same time.
 */
export async function myPartner(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  caller: Pick<CallerPartner, 'partnerId' | 'memberNo'>,
): Promise<Partner> {
  const [found, productManagers, periodic] = await Promise.all([
    partnerRecord(db, clock, caller),
    productManagersOf(db, caller.partnerId),
    periodicSummary(db, clock, caller.partnerId),
  ]);
  const { partner: row, managerName, managerPhone, needAgreeTerms, planHeld } = found;
  const profile = toProfile(row, productManagers);
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
    manager_name: managerName,
    manager_phone: managerPhone,
    need_agree_terms_list: needAgreeTerms,
    create_date: row.createdAt.toISOString(),
    partnerId: row.partnerId,
    email: row.taxBillEmail,
    product_managers: profile.manager,
    // payment_agreement, periodic_payment, alert_befor_execution, periodic_payment_execution_info,
    // exist_periodic_payment_only_plan: from the recurring-payment arrangement.
    ...periodic,
    partnerRequiredInfoList: requiredInfo(row, productManagers, planHeld),
  };
}

/**
 * The whole partner row, the name and phone of the provider's manager assigned to it, the required
 * terms its member has yet to agree to, and whether it holds a plan today: one statement.
 */
async function partnerRecord(
  db: Database,
  clock: Clock,
  caller: Pick<CallerPartner, 'partnerId' | 'memberNo'>,
) {
  const [found] = await db
    .select({
      partner: partners,
      managerName: managers.name,
      managerPhone: managers.phone,
      needAgreeTerms: sql<string[]>`array(${outstandingTermsQuery(db, caller.memberNo)})`,
      planHeld: sql<boolean>`exists ${plansHeldQuery(db, clock, caller.partnerId)}`,
    })
    .from(partners)
    .leftJoin(managers, eq(managers.managerId, partners.managerId))
    .where(eq(partners.partnerId, caller.partnerId));
  if (!found) throw notFound();
  return found;
}

/** The partner's active subscriptions that carry an ad code, with its grade. */
export async function adPlanOf(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  partnerId: number,
): Promise<AdPlan> {
  const [row] = await db
    .select({ partnerGrade: partners.partnerGrade })
    .from(partners)
    .where(eq(partners.partnerId, partnerId));
  if (!row) throw notFound();
  const ads = (await subscriptionsInUse(db, clock, partnerId)).filter(
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
