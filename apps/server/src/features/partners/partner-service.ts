/** The partner record as `mypartner` shows it, and the ad plans the partner runs. */
import type { AdPlan, Partner } from '@partner-portal/contract/partner-api';
import { formatBusinessNumber } from '@partner-portal/contract/validation';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/app-context.js';
import type { Database } from '../../db/client.js';
import { members } from '../../db/tables/auth.js';
import { managers, partnerProductManagers, partners } from '../../db/tables/partners.js';
import { recurringArrangements } from '../../db/tables/subscriptions.js';
import { notFound } from '../../shared/problems.js';
import { outstandingTermsQuery } from '../terms/terms-repository.js';
import { plansHeldQuery } from '../orders/order-service.js';
import type { Clock } from '../../shared/clock.js';
import { preparedPer } from '../../db/prepared.js';
import { seoulDate } from '@partner-portal/contract/seoul-time';
import { subscriptionsInUse } from '../orders/order-queries.js';
import { periodicSummaryOf } from '../subscriptions/arrangement-service.js';
import type { CallerPartner } from '../../platform/auth/scopes.js';
import { requiredInfo, toProfile } from './profile-service.js';

type ProductManagerRow = typeof partnerProductManagers.$inferSelect;
type ArrangementRow = typeof recurringArrangements.$inferSelect;

/**
 * `mypartner`, asked by every signed-in page: one statement reads the partner row with all it needs
 * (each round trip to the database costs more than the query); only a partner with recurring payment
 * on needs a second, for the next charge.
 */
export async function myPartner(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  caller: Pick<CallerPartner, 'partnerId' | 'memberNo'>,
): Promise<Partner> {
  const found = await partnerRecord(db, clock, caller);
  const { partner: row, managerName, managerPhone, needAgreeTerms, planHeld, productManagers } = found;
  const periodic = await periodicSummaryOf(db, clock, row.partnerId, found.arrangement ?? undefined);
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
 * terms its member has yet to agree to, whether it holds a plan today, its own contact people and its
 * recurring-payment arrangement: one prepared statement.
 */
const partnerRecordStatement = preparedPer((db) =>
  db
    .select({
      partner: partners,
      managerName: managers.name,
      managerPhone: managers.phone,
      needAgreeTerms: sql<
        string[]
      >`array(${outstandingTermsQuery(db, sql.placeholder('memberNo'), sql.placeholder('now'))})`,
      planHeld: sql<boolean>`exists ${plansHeldQuery(db, sql.placeholder('today'), sql.placeholder('partnerId'))}`,
      productManagers: sql<ProductManagerRow[]>`coalesce((select json_agg(json_build_object(
          'partnerId', ${partnerProductManagers.partnerId}, 'product', ${partnerProductManagers.product},
          'name', ${partnerProductManagers.name}, 'phone', ${partnerProductManagers.phone}))
        from ${partnerProductManagers} where ${partnerProductManagers.partnerId} = ${partners.partnerId}), '[]'::json)`,
      arrangement: sql<Pick<
        ArrangementRow,
        'status' | 'alertBeforeExecution'
      > | null>`(select json_build_object(
          'status', ${recurringArrangements.status}, 'alertBeforeExecution', ${recurringArrangements.alertBeforeExecution})
        from ${recurringArrangements} where ${recurringArrangements.partnerId} = ${partners.partnerId})`,
    })
    .from(partners)
    .leftJoin(managers, eq(managers.managerId, partners.managerId))
    .where(eq(partners.partnerId, sql.placeholder('partnerId')))
    .prepare('mypartner_record'),
);

async function partnerRecord(
  db: Database,
  clock: Clock,
  caller: Pick<CallerPartner, 'partnerId' | 'memberNo'>,
) {
  const now = clock.now();
  const [found] = await partnerRecordStatement(db).execute({
    partnerId: caller.partnerId,
    memberNo: caller.memberNo,
    today: seoulDate(now),
    now: now.toISOString(),
  });
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

/** The partners whose account is in use (not suspended, not withdrawn): a query of their ids, to select from. */
export const activePartnerIds = (db: Database) =>
  db
    .select({ partnerId: partners.partnerId })
    .from(partners)
    .innerJoin(members, eq(members.memberNo, partners.memberNo))
    .where(eq(members.status, 'active'));

/** What an anonymised account shows wherever its name still appears (payment history, staff desks). */
export const WITHDRAWN_NAME = '탈퇴회원';

/**
 * 탈퇴: locks the partner row (a new order, card or deposit of the partner waits for it) and answers
 * what the re-join check and the file clean-up need.
 */
export async function lockPartnerForWithdrawal(tx: Database, partnerId: number) {
  const [row] = await tx
    .select({ di: partners.ceoIdentityDi, bizNo: partners.bizNo, logo: partners.logo })
    .from(partners)
    .where(eq(partners.partnerId, partnerId))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** 탈퇴: every personal or business detail goes; the row stays for the orders kept 5 years. */
export async function anonymisePartner(tx: Database, partnerId: number): Promise<void> {
  await tx.delete(partnerProductManagers).where(eq(partnerProductManagers.partnerId, partnerId));
  await tx
    .update(partners)
    .set({
      partnerName: WITHDRAWN_NAME,
      ceoName: WITHDRAWN_NAME,
      phoneNo: '',
      // Unique and never 10 digits: the business number is free for a new sign-up.
      bizNo: `withdrawn-${partnerId}`,
      taxBillEmail: '',
      logo: null,
      agreementMarketing: false,
      businessType: null,
      businessItem: null,
      postcode: null,
      roadAddress: null,
      jibunAddress: null,
      addressDetail: null,
      companyPhone: null,
      introduction: null,
      ceoIdentityDi: null,
      foundedYear: null,
      staffCount: null,
      licenses: [],
      warrantyMonths: null,
      insuranceCompany: null,
      homepageUrl: null,
      constructionTypes: [],
      serviceRegions: [],
      budgetMin: null,
      budgetMax: null,
      minArea: null,
      bankCode: null,
      accountHolder: null,
      accountNumberEncrypted: null,
      accountLast4: null,
      periodicPayment: false,
    })
    .where(eq(partners.partnerId, partnerId));
}
