import { ACCESS_TOKEN_COOKIES } from '@partner-portal/contract/api-constants';
import { PARTNER_MENU } from '@partner-portal/contract/menu';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../test/http';
import { readCookie } from '../cookies';
import {
  clearSession,
  nowSeconds,
  readAccessToken,
  readMemberSession,
  readTokenState,
  shouldRenewToken,
} from './session-store';

describe('shouldRenewToken', () => {
  const now = 1_700_000_000;

  it('renews a token that expires within 1200 seconds', () => {
    expect(shouldRenewToken({ hasToken: true, expires: now + 1200 }, now)).toBe(true);
    expect(shouldRenewToken({ hasToken: true, expires: now + 60 }, now)).toBe(true);
  });

  it('leaves a token with more than 1200 seconds to live alone', () => {
    expect(shouldRenewToken({ hasToken: true, expires: now + 1201 }, now)).toBe(false);
    expect(shouldRenewToken({ hasToken: true, expires: now + 3600 }, now)).toBe(false);
  });

  it('renews a session whose token cookies have already expired', () => {
    expect(shouldRenewToken({ hasToken: false, expires: now - 10 }, now)).toBe(true);
    expect(shouldRenewToken({ hasToken: false, expires: now + 3000 }, now)).toBe(true);
  });

  it('has nothing to renew for a visitor', () => {
    expect(shouldRenewToken({ hasToken: false, expires: null }, now)).toBe(false);
  });
});

describe('the stored session', () => {
  it('splits the access token across three cookies and the member into local storage', () => {
    const token = 'aaaaa.bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.ccccccccc';
    const before = nowSeconds();
    signIn(3600, token);
    const after = nowSeconds();

    const parts = ACCESS_TOKEN_COOKIES.map(readCookie);
    expect(parts.every((part) => part && part.length < token.length)).toBe(true);
    expect(parts.join('')).toBe(token);
    expect(readAccessToken()).toBe(token);
    const session = readMemberSession();
    expect(session).toMatchObject({
      memberNo: 7,
      memberId: 'partner7',
      name: '김대표',
      menuList: PARTNER_MENU,
    });
    expect(session?.expires).toBeGreaterThanOrEqual(before + 3600);
    expect(session?.expires).toBeLessThanOrEqual(after + 3600);
  });

  it('forgets tokens and member on clear', () => {
    signIn();
    clearSession();
    expect(readAccessToken()).toBeNull();
    expect(readTokenState()).toEqual({ hasToken: false, expires: null });
  });
});
