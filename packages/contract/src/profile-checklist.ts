/**
 * The light part of the profile contract: paths, MyPage tabs and the required-information
 * checklist, without the form schemas, so the home screen's bundle can read it cheaply.
 */
import type { z } from 'zod';
// Types only: the schemas live in profile-api, so this module stays free of zod at run time.
import type { partnerVisibilitySchema, requiredInfoItemSchema, requiredStatusSchema } from './profile-api.js';

export const PROFILE_PATHS = {
  info: '/api/partner/:id/info',
  visible: '/api/partner/:id/visible',
  requiredStatus: '/api/partner/:id/required-status',
  termsAgree: '/authapi/partner/subscription/terms/agree',
} as const;

export const profilePath = (template: string, partnerId: number) =>
  template.replace(':id', String(partnerId));

/** MyPage tabs in order (spec §2: tab0 … tab4) and the checklist codes that point at them. */
export const PROFILE_SECTIONS = ['biz', 'additional', 'preference', 'manager', 'calculate'] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];
/** `?tab=` value of a MyPage tab (spec §2: tab0 … tab4). */
export const profileTabParam = (section: ProfileSection) => `tab${PROFILE_SECTIONS.indexOf(section)}`;
export const REQUIRED_INFO_CODES = [...PROFILE_SECTIONS, 'rate-plan'] as const;
export type RequiredInfoCode = (typeof REQUIRED_INFO_CODES)[number];

export const REQUIRED_INFO_TITLES: Record<RequiredInfoCode, string> = {
  biz: '사업자 정보',
  additional: '추가 정보',
  preference: '선호 정보',
  manager: '담당자 정보',
  calculate: '정산 정보',
  'rate-plan': '요금제 가입',
};

/** Why a partner is not shown to customers (`GET /api/partner/{id}/visible`). */
export const VISIBILITY_REASONS = ['profile', 'plan', 'suspended'] as const;
export type VisibilityReason = (typeof VISIBILITY_REASONS)[number];
export const VISIBILITY_REASON_LABELS: Record<VisibilityReason, string> = {
  profile: '필수 정보 미등록',
  plan: '이용 중인 요금제 없음',
  suspended: '이용 정지된 계정',
};

export type RequiredInfoItem = z.infer<typeof requiredInfoItemSchema>;
export type RequiredStatus = z.infer<typeof requiredStatusSchema>;
export type PartnerVisibility = z.infer<typeof partnerVisibilitySchema>;
