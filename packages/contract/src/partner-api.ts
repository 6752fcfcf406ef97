/** Partner API group (spec §7): sign-up, the partner record, inquiries, analytics. */
import { z } from 'zod';
import { idParamSchema } from './ids.js';
import { analyticsHeadersSchema } from './analytics-api.js';
import { JOIN_CHANNEL } from './constants.js';
import { IDENTITY_MESSAGES } from './identity-constants.js';
import {
  businessNumberSchema,
  emailSchema,
  memberIdSchema,
  mobilePhoneSchema,
  passwordSchema,
  requiredText,
} from './validation.js';

export const signUpRequestSchema = z
  .object({
    account: memberIdSchema,
    password: passwordSchema,
    /** The completed sign-up verification: the CEO's name and mobile number come from it. */
    identity_token: z
      .string({ error: IDENTITY_MESSAGES.required })
      .min(1, IDENTITY_MESSAGES.required)
      .max(100, IDENTITY_MESSAGES.expired),
    /** Spec §3 payload fields kept for older clients; ignored, as the verified values cannot be typed over. */
    phone_no: z.string().max(20).optional(),
    name: z.string().max(50).optional(),
    email: emailSchema,
    agreement_marketing: z.boolean().default(false),
    partner_name: requiredText('업체명', 50),
    biz_no: businessNumberSchema,
    join_channel: z.union([
      z.literal(JOIN_CHANNEL.app),
      z.literal(JOIN_CHANNEL.visitedEnter),
      z.literal(JOIN_CHANNEL.other),
    ]),
    /** The referrer's member number (from /h/{hunter}). */
    hunter_no: idParamSchema().optional(),
    /** Type keys of the terms the person agreed to; every required sign-up document must be there. */
    agreed_terms: z.array(z.string().max(40)).max(20),
  })
  .meta({
    examples: [
      {
        account: 'hangyeol_int',
        password: 'Hangyeol2026!',
        identity_token: 'token-from-identity-result',
        email: 'ceo@hangyeol.co.kr',
        agreement_marketing: false,
        partner_name: '한결인테리어',
        biz_no: '123-45-67891',
        join_channel: JOIN_CHANNEL.other,
        agreed_terms: ['service-terms', 'signup-terms', 'privacy-policy', 'info-collection'],
      },
    ],
  });
export type SignUpRequest = z.input<typeof signUpRequestSchema>;

export const signUpResultSchema = z
  .object({
    member_no: z.number().int(),
    partner_id: z.number().int(),
    /** The same person or business withdrew before (spec §9 re-join check): the completion page says so. */
    rejoined: z.boolean(),
  })
  .describe('The member and partner a sign-up created.');
export type SignUpResult = z.infer<typeof signUpResultSchema>;

export const referrerParamsSchema = z.object({
  hunterNo: idParamSchema('추천인 번호가 올바르지 않습니다.'),
});
export const referrerCheckSchema = z
  .object({ hunter_no: z.number().int(), valid: z.boolean() })
  .describe("Whether a referral link's member number belongs to a partner (nothing else about it).");
export type ReferrerCheck = z.infer<typeof referrerCheckSchema>;

export const partnerSchema = z
  .object({
    partner_id: z.number().int(),
    member_no: z.number().int(),
    partner_name: z.string(),
    ceo_name: z.string(),
    phone_no: z.string(),
    biz_no: z.string(),
    tax_bill_email: z.string(),
    logo: z.string().nullable(),
    partner_grade: z.string(),
    /** The provider's manager assigned to this partner. */
    manager_name: z.string().nullable(),
    manager_phone: z.string().nullable(),
    payment_agreement: z.boolean(),
    periodic_payment: z.boolean(),
    /** Type keys of the terms the member still has to agree to. */
    need_agree_terms_list: z.array(z.string()),
    /** ISO date-time. */
    create_date: z.string(),
    // The rest of spec §3 "Partner", under the spec's names.
    partnerId: z.number().int(),
    email: z.string(),
    /** The partner's own responsible people, `{product}_manager_name` / `{product}_manager_phone`. */
    product_managers: z.record(z.string(), z.string().nullable()),
    alert_befor_execution: z.boolean(),
    periodic_payment_execution_info: z.string().nullable(),
    exist_periodic_payment_only_plan: z.boolean(),
    partnerRequiredInfoList: z.array(
      z.object({
        code: z.string(),
        title: z.string(),
        status: z.enum(['complete', 'partial', 'missing']),
        completed: z.boolean(),
      }),
    ),
  })
  .describe("The signed-in partner's own record (mypartner), with its checklist and outstanding terms.");
export type Partner = z.infer<typeof partnerSchema>;

export const AD_PLAN_CODES = ['ZPP001', 'ZPP002', 'ZPP003', 'ZP001', 'ZP002', 'ZP003'] as const;
export const adPlanSchema = z
  .object({
    /** Active top-exposure ad plans: `pid` is the subscription number. */
    ad_plan_list: z.array(z.object({ pid: z.number().int(), code: z.enum(AD_PLAN_CODES) })),
    partner_grade: z.string(),
  })
  .describe("The partner's active top-exposure ad plans and its grade.");
export type AdPlan = z.infer<typeof adPlanSchema>;

export const inquiryRequestSchema = z.object({
  company_name: requiredText('업체명', 50),
  contact_name: requiredText('담당자명', 30),
  phone_no: mobilePhoneSchema,
  email: z.union([emailSchema, z.literal('')]).optional(),
  region: requiredText('시공 지역', 50),
  message: z.string().max(1000, '문의 내용은 1000자 이하로 입력해주세요.').optional().default(''),
  agree_privacy: z.literal(true, { error: '개인정보 수집·이용에 동의해주세요.' }),
});
export type InquiryRequest = z.input<typeof inquiryRequestSchema>;
export const inquiryResultSchema = z
  .object({ inquiry_no: z.number().int() })
  .describe('The number of the recorded partnership inquiry.');
export type InquiryResult = z.infer<typeof inquiryResultSchema>;

/** `GET /partner/detail` names the member in the same header; it too must be the caller. */
export const partnerDetailHeadersSchema = analyticsHeadersSchema;
