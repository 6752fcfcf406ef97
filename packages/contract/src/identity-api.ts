/** Identity verification (NICE flow, spec §2 `/selfCertification/nice/*`); paths are ours. */
import { z } from 'zod';

export const IDENTITY_PATHS = {
  request: '/partner/identity/request',
  return: '/partner/identity/return',
  result: '/partner/identity/result',
} as const;

/** HttpOnly cookie that binds a verification to the browser that started it. */
export const IDENTITY_COOKIE = { name: 'identity_rq', path: '/partner-api' } as const;

export const IDENTITY_PURPOSES = ['signup', 'phone-change'] as const;
export type IdentityPurpose = (typeof IDENTITY_PURPOSES)[number];

export const identityRequestSchema = z.object({ purpose: z.enum(IDENTITY_PURPOSES) });

/** What the verification window page posts: `fields` go as hidden inputs to `window_url`. */
export interface IdentityWindow {
  window_url: string;
  fields: Record<string, string>;
}

export interface IdentityResult {
  purpose: IdentityPurpose;
  name: string;
  mobile: string;
}

/** Failure codes on `/selfCertification/nice/fail?code=` and what the page tells the person. */
export const IDENTITY_FAILURE_MESSAGES: Record<string, string> = {
  expired: '본인인증 시간이 초과되었습니다. 다시 시도해주세요.',
  'other-browser': '본인인증을 시작한 브라우저에서 다시 시도해주세요.',
  integrity: '본인인증 결과를 확인할 수 없습니다. 다시 시도해주세요.',
  'unknown-request': '본인인증 요청을 찾을 수 없습니다. 다시 시도해주세요.',
};
export const IDENTITY_FAILURE_DEFAULT = '본인인증에 실패했습니다. 입력한 정보를 확인한 뒤 다시 시도해주세요.';
