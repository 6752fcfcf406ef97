/**
 * Partner profile (MyPage tabs of spec §2), required-information checklist and visibility
 * (spec §7 `/api/partner/{id}/…`). The PUT is a multipart form: text fields use the spec's names,
 * list fields travel as JSON text, the logo as the file field `logo`.
 */
import { digitsOnly } from './input-filters.js';
import { postalAddressFields, postalAddressViewFields } from './postal-address.js';
import { z } from 'zod';
import { idParamSchema } from './ids.js';
import { BANKS, CONSTRUCTION_TYPES, isValidRegion, LICENSES, MANAGER_PRODUCTS } from './reference-data.js';
import { REQUIRED_INFO_CODES, VISIBILITY_REASONS } from './profile-checklist.js';
import {
  emailSchema,
  mobilePhoneSchema,
  optionalText,
  regionViewSchema,
  requiredText,
  urlSchema,
} from './validation.js';

const MAX_BUDGET_WON = 1_000_000_000;
const THIS_YEAR = new Date().getFullYear();

/** A whole number from a form field ("12" → 12); empty → null. */
const optionalInt = (min: number, max: number, message: string) =>
  z.preprocess(
    (value) => (value === '' || value === null || value === undefined ? null : Number(value)),
    z.number({ error: message }).int(message).min(min, message).max(max, message).nullable(),
  );

/** A list sent as JSON text in a multipart form (or as an array in JSON). */
const jsonList = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }, z.array(item));

export const regionSchema = z
  .object({ sido: z.string().max(20), sigungu: z.string().max(20) })
  .refine(
    (region) => isValidRegion(region.sido, region.sigungu),
    '시/도와 시/군/구를 올바르게 선택해주세요.',
  );
export type Region = z.infer<typeof regionSchema>;

export const LANDLINE_PATTERN = /^0\d{1,2}-?\d{3,4}-?\d{4}$|^1[5-9]\d{2}-?\d{4}$/;

export const bizSectionSchema = z.object({
  section: z.literal('biz'),
  partner_name: requiredText('업체명', 50),
  business_type: requiredText('업태', 30),
  business_item: requiredText('종목', 30),
  ...postalAddressFields,
  company_phone: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || null)
    .refine(
      (value) => value === null || LANDLINE_PATTERN.test(value),
      '대표 전화번호를 정확히 입력해주세요. (예: 02-1234-5678)',
    ),
  tax_bill_email: emailSchema,
  introduction: optionalText(1000, '업체 소개'),
  /** A completed identity verification: changes the CEO's name and mobile number to the verified ones. */
  identity_token: z.string().max(100).optional(),
});

export const additionalSectionSchema = z.object({
  section: z.literal('additional'),
  founded_year: optionalInt(1950, THIS_YEAR, `설립연도를 1950~${THIS_YEAR} 사이로 입력해주세요.`),
  staff_count: optionalInt(1, 9999, '직원 수를 1~9999 사이로 입력해주세요.'),
  licenses: jsonList(z.enum(LICENSES, { error: '면허 종류를 목록에서 선택해주세요.' })).pipe(
    z.array(z.string()).max(LICENSES.length),
  ),
  warranty_months: optionalInt(0, 120, '하자보수 기간을 0~120개월 사이로 입력해주세요.'),
  insurance_company: optionalText(50, '보증보험사'),
  homepage_url: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || null)
    .pipe(urlSchema.nullable()),
});

export const preferenceSectionSchema = z
  .object({
    section: z.literal('preference'),
    construction_types: jsonList(
      z.enum(CONSTRUCTION_TYPES, { error: '시공 분야를 목록에서 선택해주세요.' }),
    ).pipe(z.array(z.string()).min(1, '시공 분야를 1개 이상 선택해주세요.')),
    service_regions: jsonList(regionSchema).pipe(
      z
        .array(regionSchema)
        .min(1, '시공 가능 지역을 1개 이상 선택해주세요.')
        .max(30, '시공 가능 지역은 30개까지 선택할 수 있습니다.'),
    ),
    budget_min: optionalInt(0, MAX_BUDGET_WON, '최소 예산을 올바르게 입력해주세요.'),
    budget_max: optionalInt(0, MAX_BUDGET_WON, '최대 예산을 올바르게 입력해주세요.'),
    min_area: optionalInt(0, 10_000, '최소 시공 면적을 0~10000㎡ 사이로 입력해주세요.'),
  })
  .refine((p) => p.budget_min === null || p.budget_max === null || p.budget_min <= p.budget_max, {
    path: ['budget_max'],
    message: '최대 예산은 최소 예산보다 크거나 같아야 합니다.',
  });

const managerFields = Object.fromEntries(
  MANAGER_PRODUCTS.flatMap((product) => [
    [`${product.key}_manager_name`, optionalText(30, `${product.label} 담당자명`)],
    [
      `${product.key}_manager_phone`,
      z
        .string()
        .optional()
        .transform((value) => value?.trim() || null)
        .pipe(mobilePhoneSchema.nullable()),
    ],
  ]),
) as Record<string, z.ZodType<string | null | undefined>>;

export const managerSectionSchema = z
  .object({ section: z.literal('manager'), ...managerFields })
  .superRefine((form, ctx) => {
    const values = form as Record<string, string | null | undefined>;
    let pairs = 0;
    for (const { key, label } of MANAGER_PRODUCTS) {
      const name = values[`${key}_manager_name`];
      const phone = values[`${key}_manager_phone`];
      if (name && phone) pairs += 1;
      else if (name || phone) {
        ctx.addIssue({
          code: 'custom',
          path: [name ? `${key}_manager_phone` : `${key}_manager_name`],
          message: `${label} 담당자의 이름과 휴대폰 번호를 함께 입력해주세요.`,
        });
      }
    }
    if (pairs === 0) {
      ctx.addIssue({
        code: 'custom',
        path: [`${MANAGER_PRODUCTS[0].key}_manager_name`],
        message: '담당자를 1명 이상 등록해주세요.',
      });
    }
  });

export const calculateSectionSchema = z.object({
  section: z.literal('calculate'),
  bank_code: z.enum(BANKS.map((bank) => bank.code) as [string, ...string[]], {
    error: '은행을 선택해주세요.',
  }),
  account_holder: requiredText('예금주', 30),
  /** Omitted to keep the stored account number (the form only ever shows it masked). */
  account_number: z
    .string()
    .optional()
    .transform((value) => (value ? digitsOnly(value) : undefined))
    .refine(
      (value) => value === undefined || /^\d{10,16}$/.test(value),
      '계좌번호를 숫자 10~16자리로 입력해주세요.',
    ),
});

export const SECTION_SCHEMAS = {
  biz: bizSectionSchema,
  additional: additionalSectionSchema,
  preference: preferenceSectionSchema,
  manager: managerSectionSchema,
  calculate: calculateSectionSchema,
} as const;

export const partnerProfileSchema = z
  .object({
    partner_id: z.number().int(),
    biz: z.object({
      partner_name: z.string(),
      ceo_name: z.string(),
      biz_no: z.string(),
      phone_no: z.string(),
      business_type: z.string().nullable(),
      business_item: z.string().nullable(),
      ...postalAddressViewFields,
      company_phone: z.string().nullable(),
      tax_bill_email: z.string(),
      introduction: z.string().nullable(),
      logo: z.string().nullable(),
      /** The CEO's name and mobile number come from an identity verification. */
      ceo_verified: z.boolean(),
    }),
    additional: z.object({
      founded_year: z.number().int().nullable(),
      staff_count: z.number().int().nullable(),
      licenses: z.array(z.string()),
      warranty_months: z.number().int().nullable(),
      insurance_company: z.string().nullable(),
      homepage_url: z.string().nullable(),
    }),
    preference: z.object({
      construction_types: z.array(z.string()),
      service_regions: z.array(regionViewSchema),
      budget_min: z.number().int().nullable(),
      budget_max: z.number().int().nullable(),
      min_area: z.number().int().nullable(),
    }),
    /** `{product}_manager_name` / `{product}_manager_phone` → value (null when not set). */
    manager: z.record(z.string(), z.string().nullable()),
    calculate: z.object({
      bank_code: z.string().nullable(),
      account_holder: z.string().nullable(),
      /** Only the last four digits are ever shown: `****-****-1234`. */
      account_number_masked: z.string().nullable(),
    }),
  })
  .describe("The partner's MyPage profile, one object per tab.");
export type PartnerProfile = z.infer<typeof partnerProfileSchema>;

export const partnerVisibilitySchema = z
  .object({
    partner_id: z.number().int(),
    /** Shown to customers: profile complete, a plan active and the account not suspended. */
    visible: z.boolean(),
    /** Checklist items not yet complete. */
    missing: z.array(z.enum(REQUIRED_INFO_CODES)),
    /** Why the partner is hidden (empty when visible): `profile`, `plan`, `suspended`. */
    reasons: z.array(z.enum(VISIBILITY_REASONS)),
  })
  .describe('Whether the partner is shown to customers, and what it still lacks.');

/** One item of the required-information checklist (the type RequiredInfoItem of profile-checklist). */
export const requiredInfoItemSchema = z
  .object({
    code: z.enum(REQUIRED_INFO_CODES),
    title: z.string(),
    status: z.enum(['complete', 'partial', 'missing']),
    completed: z.boolean(),
  })
  .describe('One item of the required-information checklist and how far it is filled.');

/** The required-information checklist (the type RequiredStatus of profile-checklist). */
export const requiredStatusSchema = z
  .object({
    partner_id: z.number().int(),
    /** Every item is complete. */
    completed: z.boolean(),
    partnerRequiredInfoList: z.array(requiredInfoItemSchema),
  })
  .describe("The partner's required-information checklist.");

/** `{id}` of the MyPage calls: the caller's own partner id. */
export const partnerIdParamsSchema = z.object({ id: idParamSchema() });

export const termsAgreeQuerySchema = z.object({
  subscription_no: idParamSchema(),
  channel: z.enum(['web', 'app']).default('web'),
});
export const termsAgreeResultSchema = z
  .object({
    /** Type keys of the terms the member still has to agree to. */
    need_agree_terms_list: z.array(z.string()),
  })
  .describe('The terms still to agree to after this agreement.');
export type TermsAgreeResult = z.infer<typeof termsAgreeResultSchema>;
