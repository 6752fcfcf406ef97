/** Reads and updates a partner's MyPage profile and derives its required-information checklist. */
import { ERROR_CODES, RETURN_CODES } from '@partner-portal/contract/api-constants';
import { IDENTITY_MESSAGES } from '@partner-portal/contract/identity-constants';
import { isInfoFilled, REQUIRED_INFO_FIELDS } from '@partner-portal/contract/required-info-fields';
import { LOGO_LIMITS } from '@partner-portal/contract/image-uploads';
import {
  PROFILE_SECTIONS,
  REQUIRED_INFO_TITLES,
  type PartnerVisibility,
  type RequiredInfoCode,
  type RequiredInfoItem,
  type RequiredStatus,
  type VisibilityReason,
} from '@partner-portal/contract/profile-checklist';
import { SECTION_SCHEMAS, type PartnerProfile } from '@partner-portal/contract/profile-api';
import { postalAddressView, type PostalAddress } from '@partner-portal/contract/postal-address';
import { MANAGER_PRODUCTS } from '@partner-portal/contract/reference-data';
import { formatBusinessNumber } from '@partner-portal/contract/validation';
import { eq, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { preparedPer } from '../../db/prepared.js';
import { members } from '../../db/tables/auth.js';
import { partnerProductManagers, partners } from '../../db/tables/partners.js';
import type { AppContext } from '../../platform/app-context.js';
import { uploadUrl } from '../../platform/storage/file-routes.js';
import { ImageRejected } from '../../platform/storage/image-pipeline.js';
import { uniqueViolation } from '../../shared/db-errors.js';
import { fromZodError } from '../../shared/errors.js';
import type { FieldCipher } from '../../shared/field-crypto.js';
import type { ReadForm } from '../../shared/multipart.js';
import { HttpProblem, notFound, Refusal } from '../../shared/problems.js';

type PartnerRow = typeof partners.$inferSelect;
type ManagerRow = typeof partnerProductManagers.$inferSelect;
type SectionUpdate<S extends keyof typeof SECTION_SCHEMAS> = z.output<(typeof SECTION_SCHEMAS)[S]>;

export async function loadPartner(
  db: Database,
  partnerId: number,
): Promise<{ partner: PartnerRow; managers: ManagerRow[] }> {
  const [partner] = await db.select().from(partners).where(eq(partners.partnerId, partnerId));
  if (!partner) throw notFound();
  return { partner, managers: await productManagersOf(db, partnerId) };
}

/** The partner's own contact person for each product (MyPage's manager tab). */
export const productManagersOf = (db: Database, partnerId: number): Promise<ManagerRow[]> =>
  productManagersStatement(db).execute({ partnerId });

const productManagersStatement = preparedPer((db) =>
  db
    .select()
    .from(partnerProductManagers)
    .where(eq(partnerProductManagers.partnerId, sql.placeholder('partnerId')))
    .prepare('partner_product_managers_of'),
);

export async function profileOf(db: Database, partnerId: number): Promise<PartnerProfile> {
  const { partner, managers } = await loadPartner(db, partnerId);
  return toProfile(partner, managers);
}

/** The checklist, and whether every item of it is complete. */
export async function requiredStatusOf(
  { db, holdsPlan }: Pick<AppContext, 'db' | 'holdsPlan'>,
  partnerId: number,
): Promise<RequiredStatus> {
  const { partner, managers } = await loadPartner(db, partnerId);
  const items = requiredInfo(partner, managers, await holdsPlan(partnerId));
  return {
    partner_id: partnerId,
    completed: items.every((i) => i.completed),
    partnerRequiredInfoList: items,
  };
}

/**
 * A partner is shown to customers when its profile is complete, a plan is active and its account is
 * not suspended. `missing` names the checklist items still open; `reasons` says which of the three fail.
 */
export async function visibilityOf(
  { db, holdsPlan }: Pick<AppContext, 'db' | 'holdsPlan'>,
  partnerId: number,
): Promise<PartnerVisibility> {
  const { partner, managers } = await loadPartner(db, partnerId);
  const planActive = await holdsPlan(partnerId);
  const [member] = await db
    .select({ status: members.status })
    .from(members)
    .where(eq(members.memberNo, partner.memberNo));
  const open = requiredInfo(partner, managers, planActive).filter((item) => !item.completed);
  const reasons: VisibilityReason[] = [];
  if (open.some((item) => item.code !== 'rate-plan')) reasons.push('profile');
  if (!planActive) reasons.push('plan');
  if (member?.status !== 'active') reasons.push('suspended');
  return {
    partner_id: partnerId,
    visible: reasons.length === 0,
    missing: open.map((item) => item.code),
    reasons,
  };
}

/** The stored business address in its parts. */
export const postalAddressOf = (partner: PartnerRow): PostalAddress => ({
  postcode: partner.postcode,
  road_address: partner.roadAddress,
  jibun_address: partner.jibunAddress,
  address_detail: partner.addressDetail,
});

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
      ...postalAddressView(postalAddressOf(partner)),
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

async function updateBiz(
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
      roadAddress: form.road_address,
      jibunAddress: form.jibun_address ?? null,
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

async function updateAdditional(
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

async function updatePreference(
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

async function updateManagers(
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

async function updateSettlement(
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

export type ProfileDeps = Pick<AppContext, 'db' | 'cipher' | 'identity' | 'storage' | 'images' | 'tokens'>;

/**
 * Saves one MyPage tab from the form (field `section` names it) and answers the profile as it now is.
 * The biz tab may carry a logo file and a completed identity verification of a new CEO phone, which
 * must come from the caller (`memberNo`) in the browser that made it (`identityBinding`).
 */
export async function saveProfileSection(
  deps: ProfileDeps,
  partnerId: number,
  form: ReadForm,
  caller: { memberNo: number; identityBinding: string | undefined },
): Promise<PartnerProfile> {
  const { db } = deps;
  const section = form.fields.section;
  if (!PROFILE_SECTIONS.includes(section as never)) {
    throw new HttpProblem(400, ERROR_CODES.validation, '저장할 항목을 알 수 없습니다.', [
      { path: 'section', message: '저장할 항목을 알 수 없습니다.' },
    ]);
  }
  const parse = <T extends z.ZodType>(schema: T): z.output<T> => {
    const parsed = schema.safeParse(form.fields);
    if (!parsed.success) throw fromZodError(parsed.error);
    return parsed.data;
  };

  switch (section) {
    case 'biz': {
      const fields = parse(SECTION_SCHEMAS.biz);
      const logoFile = form.files.logo?.[0];
      const logo = logoFile ? await storeLogo(deps, partnerId, logoFile.bytes) : undefined;
      const verified = fields.identity_token
        ? await deps.identity.consume(fields.identity_token, {
            purpose: 'phone-change',
            memberNo: caller.memberNo,
            binding: caller.identityBinding,
          })
        : undefined;
      try {
        await updateBiz(db, partnerId, fields, {
          ...(logo ? { logo } : {}),
          ...(verified ? { verified: { name: verified.name, phone: verified.mobile, di: verified.di } } : {}),
        });
      } catch (error) {
        if (uniqueViolation(error) === undefined) throw error;
        throw new Refusal(RETURN_CODES.identityTaken, IDENTITY_MESSAGES.taken, 'identity_token');
      }
      // The partner's name travels with the session check (a bank transfer's depositor name).
      deps.tokens.memberChanged(caller.memberNo);
      break;
    }
    case 'additional':
      await updateAdditional(db, partnerId, parse(SECTION_SCHEMAS.additional));
      break;
    case 'preference':
      await updatePreference(db, partnerId, parse(SECTION_SCHEMAS.preference));
      break;
    case 'manager':
      await updateManagers(
        db,
        partnerId,
        parse(SECTION_SCHEMAS.manager) as Record<string, string | null | undefined>,
      );
      break;
    case 'calculate': {
      const fields = parse(SECTION_SCHEMAS.calculate);
      const { partner } = await loadPartner(db, partnerId);
      if (!fields.account_number && !partner.accountLast4) {
        throw new HttpProblem(400, ERROR_CODES.validation, '계좌번호를 입력해주세요.', [
          { path: 'account_number', message: '계좌번호를 입력해주세요.' },
        ]);
      }
      await updateSettlement(db, deps.cipher, partnerId, fields, partner.accountLast4 !== null);
      break;
    }
  }
  return profileOf(db, partnerId);
}

const LOGO_VARIANTS = [{ name: 'logo', maxSide: 512 }] as const;

/**
 * Re-encodes the logo and stores it under a content-hash key; the old file stays for cached pages,
 * and the same logo saved again is not written again.
 */
async function storeLogo(
  { storage, images }: Pick<AppContext, 'storage' | 'images'>,
  partnerId: number,
  bytes: Buffer,
): Promise<string> {
  try {
    const image = await images.process(bytes, LOGO_LIMITS, LOGO_VARIANTS);
    const webp = image.variants.logo!;
    const key = `logos/${partnerId}/${createHash('sha256').update(webp).digest('hex').slice(0, 32)}.webp`;
    if (!(await storage.exists(key))) await storage.put(key, webp);
    return key;
  } catch (error) {
    if (error instanceof ImageRejected) {
      throw new HttpProblem(400, ERROR_CODES.validation, error.message, [
        { path: 'logo', message: error.message },
      ]);
    }
    throw error;
  }
}
