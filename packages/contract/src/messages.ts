/** Korean copy of spec §8 (error catalogue) and §6, verbatim where the spec gives it. */
export const MESSAGES = {
  permissionDenied: '해당 메뉴의 권한이 없습니다. 관리자에게 문의하세요.',
  loginRefreshed: '로그인 정보가 갱신됬습니다. 다시 시도해주세요.',
  sessionExpired: '로그인 정보가 만료되어 자동으로 로그아웃 되었습니다.',
  loginMismatch: '로그인 정보가 일치하지 않아 로그아웃 되었습니다.',
  loginFailed: '로그인에 실패 하였습니다.',
  noContent: '컨텐츠가 존재하지 않습니다.',
  unknownError: '알 수 없는 오류입니다. 관리자에게 문의해주세요.',
  contactAdminSuffix: ' - 관리자에게 문의바랍니다.',
  planConsultDone: '가입신청 완료 되었습니다.',
  planConsultAlready: '이미 신청한 상품입니다. 담당 컨설턴트를 통해서 상담 해주세요.',
  internalServerError: '내부 서버 오류입니다.',
  accountCopied: '계좌번호가 복사 되었습니다.',
  accountCopyFailed: '계좌번호 복사에 실패 하였습니다.',
  errorTitle: '오류',
  networkError: '서버와 연결할 수 없습니다. 잠시 후 다시 시도해주세요.',
  timeout: '요청 시간이 초과되었습니다. 잠시 후 다시 시도해주세요.',
} as const;

/** Login form copy, shared by the login schema and the SPA's login page (which loads no schemas). */
export const LOGIN_MESSAGES = {
  usernameRequired: '아이디를 입력해주세요.',
  passwordRequired: '비밀번호를 입력해주세요.',
} as const;

/** The logout page's query error codes and what they mean (spec §4, §8). */
export const LOGOUT_ERROR_MESSAGES: Record<string, string> = {
  '400': MESSAGES.loginMismatch,
  '401': MESSAGES.sessionExpired,
  '404': MESSAGES.loginFailed,
};

/** Toasts stay 3 seconds (spec §6, §8). */
export const TOAST_SECONDS = 3;

/** HTTP error codes the client never shows (spec §8). */
export function isSilentHttpErrorCode(code: number): boolean {
  return code === 30001 || code === 30002 || (code >= 20004 && code <= 20009);
}

/** Partner-group refusals: below 4000 the client shows an error toast, from 4000 on it stays silent. */
export function isSilentReturnCode(returnCode: number): boolean {
  return returnCode >= 4000;
}
