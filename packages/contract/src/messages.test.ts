import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from './api-constants.js';
import {
  isSilentHttpErrorCode,
  isSilentReturnCode,
  LOGOUT_ERROR_MESSAGES,
  MESSAGES,
  TOAST_SECONDS,
} from './messages.js';

describe('isSilentHttpErrorCode (spec §8: 30001, 30002 and 20004-20009 are silent)', () => {
  it.each([[30001], [30002], [20004], [20005], [20006], [20007], [20008], [20009]])(
    '%i is silent',
    (code) => {
      expect(isSilentHttpErrorCode(code)).toBe(true);
    },
  );

  it.each([[20003], [20010], [30000], [30003], [40000], [0], [400], [500], [2000], [200040]])(
    '%i is shown',
    (code) => {
      expect(isSilentHttpErrorCode(code)).toBe(false);
    },
  );

  it('none of our own HTTP error codes is silent, so every one of them reaches the partner', () => {
    for (const code of Object.values(ERROR_CODES)) expect(isSilentHttpErrorCode(code)).toBe(false);
  });
});

describe('isSilentReturnCode (spec §8: below 4000 shown, from 4000 silent)', () => {
  it.each([[1], [1001], [3999]])('%i is shown', (code) => {
    expect(isSilentReturnCode(code)).toBe(false);
  });

  it.each([[4000], [4001], [9999]])('%i is silent', (code) => {
    expect(isSilentReturnCode(code)).toBe(true);
  });
});

describe('Korean copy of spec §6 and §8', () => {
  it.each([
    ['permissionDenied', '해당 메뉴의 권한이 없습니다. 관리자에게 문의하세요.'],
    ['loginRefreshed', '로그인 정보가 갱신됬습니다. 다시 시도해주세요.'],
    ['noContent', '컨텐츠가 존재하지 않습니다.'],
    ['unknownError', '알 수 없는 오류입니다. 관리자에게 문의해주세요.'],
    ['contactAdminSuffix', ' - 관리자에게 문의바랍니다.'],
    ['planConsultDone', '가입신청 완료 되었습니다.'],
    ['planConsultAlready', '이미 신청한 상품입니다. 담당 컨설턴트를 통해서 상담 해주세요.'],
    ['internalServerError', '내부 서버 오류입니다.'],
    ['accountCopied', '계좌번호가 복사 되었습니다.'],
    ['accountCopyFailed', '계좌번호 복사에 실패 하였습니다.'],
    ['errorTitle', '오류'],
  ] as const)('MESSAGES.%s is verbatim', (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });

  it('logout codes 400, 401 and 404 each have a message (spec §8)', () => {
    expect(LOGOUT_ERROR_MESSAGES['400']).toBe(MESSAGES.loginMismatch);
    expect(LOGOUT_ERROR_MESSAGES['401']).toBe(MESSAGES.sessionExpired);
    expect(LOGOUT_ERROR_MESSAGES['404']).toBe(MESSAGES.loginFailed);
    expect(LOGOUT_ERROR_MESSAGES['500']).toBeUndefined();
    expect(MESSAGES.sessionExpired).toContain('로그아웃');
  });

  it('toasts stay 3 seconds', () => {
    expect(TOAST_SECONDS).toBe(3);
  });
});
