/** The signed-in partner's own record (`mypartner`) and its ad-plan lookup by member number. */
import { PARTNER_PATHS, type AdPlan, type Partner } from '@partner-portal/contract/partner-api';
import { formatBusinessNumber } from '@partner-portal/contract/validation';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/app-context.js';
import type { Database } from '../../db/client.js';
import { managers, partners } from '../../db/tables/partners.js';
import { ok } from '../../shared/envelopes.js';
import { notFound } from '../../shared/problems.js';
import { outstandingTerms } from '../terms/terms-repository.js';
import { loadPartner, requiredInfo, toProfile } from './profile-service.js';
import { subscriptionsInUse } from '../orders/order-queries.js';
import { periodicSummary } from '../subscriptions/arrangement-service.js';

export const partnerRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, clock, holdsPlan }) => {
  app.get(PARTNER_PATHS.myPartner, async (request) => {
    const row = await partnerRecord(db, (await request.partner()).partnerId);
    const { partner: full, managers } = await loadPartner(db, row.partnerId);
    const profile = toProfile(full, managers);
    const periodic = await periodicSummary(db, clock, row.partnerId);
    const partner: Partner = {
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
      // payment_agreement, periodic_payment, alert_befor_execution, periodic_payment_execution_info, exist_periodic_payment_only_plan
      ...periodic,
      partnerRequiredInfoList: requiredInfo(full, managers, await holdsPlan(row.partnerId)),
    };
    return ok(partner);
  });

  app.get(PARTNER_PATHS.adPlan, async (request) => {
    const row = await partnerRecord(db, (await request.partner()).partnerId);
    const ads = (await subscriptionsInUse(db, clock, row.partnerId)).filter((s) => s.status === 'active' && s.ad_code);
    const adPlan: AdPlan = {
      ad_plan_list: ads.map((s) => ({ pid: s.subscription_no, code: s.ad_code as AdPlan['ad_plan_list'][number]['code'] })),
      partner_grade: row.partnerGrade,
    };
    return ok(adPlan);
  });
};

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
      paymentAgreement: partners.paymentAgreement,
      periodicPayment: partners.periodicPayment,
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
