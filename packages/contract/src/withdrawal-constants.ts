/**
 * 탈퇴 (issue #40 §3): the conditions the page states with their current state, and the withdrawal
 * itself after the password again. The server checks the conditions again when it withdraws.
 *
 * Zod-free: what the SPA reads (paths, labels, messages) loads without the schemas of withdrawal-api.ts.
 */
export const WITHDRAWAL_PATHS = {
  conditions: '/authapi/partner/withdrawal/conditions',
  withdraw: '/authapi/partner/withdrawal',
} as const;

export const WITHDRAWAL_CONDITIONS = ['plan', 'recurring', 'deposit'] as const;
export type WithdrawalConditionKey = (typeof WITHDRAWAL_CONDITIONS)[number];

export const WITHDRAWAL_MESSAGES = {
  conditionTitles: {
    plan: '이용 중인 유료 요금제가 없거나 그 환불이 끝났습니다',
    recurring: '정기결제가 해지되었습니다',
    deposit: '입금을 기다리는 결제가 없습니다',
  } satisfies Record<WithdrawalConditionKey, string>,
  unmet: '탈퇴 조건을 충족하지 않아 탈퇴할 수 없습니다. 조건을 확인해주세요.',
  wrongPassword: '비밀번호가 일치하지 않습니다.',
  passwordRequired: '비밀번호를 입력해주세요.',
  done: '탈퇴가 완료되었습니다. 그동안 이용해주셔서 감사합니다.',
  /** The same person signing up again within the withdrawn account's retention (spec §9: re-join check). */
  rejoined:
    '이전에 탈퇴한 계정이 있어 재가입으로 처리되었습니다. 이전 계정의 시공사례와 정보는 복구되지 않습니다.',
} as const;
