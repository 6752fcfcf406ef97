/** Reads and updates a partner's MyPage profile and derives its required-information checklist. */
import {
  isInfoFilled,
  REQUIRED_INFO_FIELDS,
  REQUIRED_INFO_TITLES,
  type PartnerProfile,
  type RequiredInfoCode,
  type RequiredInfoItem,
  type SECTION_SCHEMAS,
} from '@partner-portal/contract/profile-api';
import { MANAGER_PRODUCTS } from '@partner-portal/contract/reference-data';
import { formatBusinessNumber } from '@partner-portal/contract/validation';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { partnerProductManagers, partners } from '../../db/tables/partners.js';
import type { FieldCipher } from '../../shared/field-crypto.js';
import { notFound } from '../../shared/problems.js';
import { uploadUrl } from '../../platform/storage/file-routes.js';

type PartnerRow = typeof partners.$inferSelect;
type ManagerRow = typeof partnerProductManagers.$inferSelect;
export type SectionUpdate<S extends keyof typeof SECTION_SCHEMAS> = z.output<(typeof SECTION_SCHEMAS)[S]>;

export async function loadPartner(
  db: Database,
  partnerId: number,
): Promise<{ partner: PartnerRow; managers: ManagerRow[] }> {
  const [partner] = await db.select().from(partners).where(eq(partners.partnerId, partnerId));
  if (!partner) throw notFound();
  const managers = await db
    .select()
    .from(partnerProductManagers)
    .where(eq(partnerProductManagers.partnerId, partnerId));
  return { partner, managers };
}

export function toProfile(partner: PartnerRow, managers: ManagerRow[]): PartnerProfile {
  const manager: Record<string, string | null> = {};
  for (const { key } of MANAGER_PRODUCTS) {
    const row = managers.find((m) => m.product === key);
    manager[`${key}_manager_name`] = row?.name ?? null;
    manager[`${key}_manager_phone`] = row?.phone ?? null;
  }
  return {
    partner_id: partner.partnerId,
    biz: {
      partner_name: partner.partnerName,
      ceo_name: partner.ceoName,
      biz_no: formatBusinessNumber(partner.bizNo),
      phone_no: partner.phoneNo,
      business_type: partner.businessType,
      business_item: partner.businessItem,
      postcode: partner.postcode,
      address: partner.address,
      address_detail: partner.addressDetail,
      company_phone: partner.companyPhone,
      tax_bill_email: partner.taxBillEmail,
      introduction: partner.introduction,
      logo: uploadUrl(partner.logo),
      ceo_verified: partner.ceoIdentityDi !== null,
    },
    additional: {
      founded_year: partner.foundedYear,
      staff_count: partner.staffCount,
      licenses: partner.licenses,
      warranty_months: partner.warrantyMonths,
      insurance_company: partner.insuranceCompany,
      homepage_url: partner.homepageUrl,
    },
    preference: {
      construction_types: partner.constructionTypes,
      service_regions: partner.serviceRegions,
      budget_min: partner.budgetMin,
      budget_max: partner.budgetMax,
      min_area: partner.minArea,
    },
    manager,
    calculate: {
      bank_code: partner.bankCode,
      account_holder: partner.accountHolder,
      account_number_masked: partner.accountLast4 ? `****-****-${partner.accountLast4}` : null,
    },
  };
}

/** Each checklist item counts the fields its tab needs (REQUIRED_INFO_FIELDS); all filled is complete, some is partial. */
export function requiredInfo(
  partner: PartnerRow,
  managers: ManagerRow[],
  holdsPlan: boolean,
): RequiredInfoItem[] {
  const profile = toProfile(partner, managers);
  const fieldsOf = <S extends keyof typeof REQUIRED_INFO_FIELDS>(section: S) =>
    REQUIRED_INFO_FIELDS[section].map((field) =>
      isInfoFilled((profile[section] as Record<string, unknown>)[field]),
    );
  const filled: Record<RequiredInfoCode, boolean[]> = {
    biz: fieldsOf('biz'),
    additional: fieldsOf('additional'),
    preference: fieldsOf('preference'),
    manager: [managers.length > 0],
    calculate: fieldsOf('calculate'),
    'rate-plan': [holdsPlan],
  };
  return (Object.keys(filled) as RequiredInfoCode[]).map((code) => {
    const count = filled[code].filter(Boolean).length;
    const status = count === filled[code].length ? 'complete' : count > 0 ? 'partial' : 'missing';
    return { code, title: REQUIRED_INFO_TITLES[code], status, completed: status === 'complete' };
  });
}

export async function updateBiz(
  db: Database,
  partnerId: number,
  form: SectionUpdate<'biz'>,
  extra: { logo?: string; verified?: { name: string; phone: string; di: string } },
): Promise<void> {
  await db
    .update(partners)
    .set({
      partnerName: form.partner_name,
      businessType: form.business_type,
      businessItem: form.business_item,
      postcode: form.postcode,
      address: form.address,
      addressDetail: form.address_detail ?? null,
      companyPhone: form.company_phone,
      taxBillEmail: form.tax_bill_email,
      introduction: form.introduction ?? null,
      ...(extra.logo ? { logo: extra.logo } : {}),
      ...(extra.verified
        ? { ceoName: extra.verified.name, phoneNo: extra.verified.phone, ceoIdentityDi: extra.verified.di }
        : {}),
    })
    .where(eq(partners.partnerId, partnerId));
}

export async function updateAdditional(
  db: Database,
  partnerId: number,
  form: SectionUpdate<'additional'>,
): Promise<void> {
  await db
    .update(partners)
    .set({
      foundedYear: form.founded_year,
      staffCount: form.staff_count,
      licenses: form.licenses,
      warrantyMonths: form.warranty_months,
      insuranceCompany: form.insurance_company ?? null,
      homepageUrl: form.homepage_url,
    })
    .where(eq(partners.partnerId, partnerId));
}

export async function updatePreference(
  db: Database,
  partnerId: number,
  form: SectionUpdate<'preference'>,
): Promise<void> {
  await db
    .update(partners)
    .set({
      constructionTypes: form.construction_types,
      serviceRegions: form.service_regions,
      budgetMin: form.budget_min,
      budgetMax: form.budget_max,
      minArea: form.min_area,
    })
    .where(eq(partners.partnerId, partnerId));
}

export async function updateManagers(
  db: Database,
  partnerId: number,
  form: Record<string, string | null | undefined>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(partnerProductManagers).where(eq(partnerProductManagers.partnerId, partnerId));
    const rows = MANAGER_PRODUCTS.flatMap(({ key }) => {
      const name = form[`${key}_manager_name`];
      const phone = form[`${key}_manager_phone`];
      return name && phone ? [{ partnerId, product: key, name, phone }] : [];
    });
    if (rows.length > 0) await tx.insert(partnerProductManagers).values(rows);
  });
}

export async function updateSettlement(
  db: Database,
  cipher: FieldCipher,
  partnerId: number,
  form: SectionUpdate<'calculate'>,
  hasStoredAccount: boolean,
): Promise<void> {
  await db
    .update(partners)
    .set({
      bankCode: form.bank_code,
      accountHolder: form.account_holder,
      ...(form.account_number
        ? {
            accountNumberEncrypted: cipher.encrypt(form.account_number),
            accountLast4: form.account_number.slice(-4),
          }
        : hasStoredAccount
          ? {}
          : { accountNumberEncrypted: null, accountLast4: null }),
    })
    .where(eq(partners.partnerId, partnerId));
}
