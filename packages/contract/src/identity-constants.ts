/**
 * Paths, purposes, messages and the window message of identity verification, without zod: the
 * screens that verify a person read them without loading the schema library; identity-api.ts
 * re-exports them.
 */

export const IDENTITY_PATHS = {
  request: '/partner/identity/request',
  return: '/partner/identity/return',
  result: '/partner/identity/result',
} as const;

/**
 * HttpOnly cookie that binds a verification to the browser that started it. ID and password
 * recovery (member group) get it on their path too.
 */
export const IDENTITY_COOKIE = {
  name: 'identity_rq',
  path: '/partner-api',
  recoveryPath: '/member-api/api/v1/recovery',
} as const;

/** What a verification is for; a verification is usable for its own purpose only. */
export const IDENTITY_PURPOSES = ['signup', 'phone-change', 'find-id', 'password-reset'] as const;
export type IdentityPurpose = (typeof IDENTITY_PURPOSES)[number];

/** The purpose a text names (an address or stored value), or null. */
export const identityPurposeOf = (value: string | null): IdentityPurpose | null =>
  IDENTITY_PURPOSES.find((purpose) => purpose === value) ?? null;

/**
 * What the identity pages post to the window that opened them (same origin only): the verified
 * person with the token to hand to sign-up or the MyPage update, or the failure code.
 */
export type IdentityMessage =
  | { type: 'identity-verified'; token: string; purpose: IdentityPurpose; name: string; mobile: string }
  | { type: 'identity-failed'; code: string };
export type IdentityVerified = Extract<IdentityMessage, { type: 'identity-verified' }>;

const isText = (value: unknown): value is string => typeof value === 'string';

/** `data` as an identity message, or null for anything else another script may post or store. */
export function readIdentityMessage(data: unknown): IdentityMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const value = data as Record<string, unknown>;
  if (value.type === 'identity-failed' && isText(value.code)) return { type: value.type, code: value.code };
  if (value.type !== 'identity-verified' || !isText(value.token) || !isText(value.name)) return null;
  const purpose = identityPurposeOf(isText(value.purpose) ? value.purpose : null);
  if (!purpose || !isText(value.mobile)) return null;
  return { type: value.type, token: value.token, purpose, name: value.name, mobile: value.mobile };
}

/** Refusals of a request that carries a verification (sign-up, MyPage), field `identity_token`. */
export const IDENTITY_MESSAGES = {
  required: '휴대폰 본인인증을 완료해주세요.',
  expired: '본인인증 정보가 만료되었습니다. 다시 인증해주세요.',
  taken:
    '이미 파트너 계정이 있는 분의 본인인증 정보입니다. 한 분은 하나의 파트너 계정만 가질 수 있으니 기존 계정으로 로그인하시거나 고객센터로 문의해주세요.',
  guardianConsentRequired:
    '만 14세 미만은 법정대리인의 동의가 필요하여 온라인으로 가입할 수 없습니다. 고객센터로 문의해주세요.',
} as const;

/** Failure codes on `/selfCertification/nice/fail?code=` and what the page tells the person. */
export const IDENTITY_FAILURE_MESSAGES: Record<string, string> = {
  expired: '본인인증 시간이 초과되었습니다. 다시 시도해주세요.',
  'other-browser': '본인인증을 시작한 브라우저에서 다시 시도해주세요.',
  integrity: '본인인증 결과를 확인할 수 없습니다. 다시 시도해주세요.',
  'unknown-request': '본인인증 요청을 찾을 수 없습니다. 다시 시도해주세요.',
};
export const IDENTITY_FAILURE_DEFAULT = '본인인증에 실패했습니다. 입력한 정보를 확인한 뒤 다시 시도해주세요.';

/** The failure page's message for a code from its address (any text: only our own codes have their own). */
export const identityFailureMessage = (code: string): string =>
  Object.hasOwn(IDENTITY_FAILURE_MESSAGES, code)
    ? IDENTITY_FAILURE_MESSAGES[code]!
    : IDENTITY_FAILURE_DEFAULT;
