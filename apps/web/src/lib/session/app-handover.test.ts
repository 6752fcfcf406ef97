import { afterEach, describe, expect, it, vi } from 'vitest';
import { adoptHandedOverToken } from './app-handover';
import { pathAfterSessionEnd } from './session-end';
import {
  applyUserDetail,
  clearSession,
  readAccessToken,
  readMemberSession,
  readTokenState,
} from './session-store';

afterEach(() => clearSession());

const at = (pathname: string, hash: string, search = '') => ({ pathname, search, hash });
const history = () => ({ state: { idx: 0 }, replaceState: vi.fn() });

describe('the native app hand-over', () => {
  it('takes the token from the fragment into memory and drops it from the address at once', () => {
    const browserHistory = history();
    expect(
      adoptHandedOverToken(
        at('/mypage/myInfo/m', '#access_token=app.jwt.token', '?tab=tab2'),
        browserHistory,
      ),
    ).toBe(true);

    expect(browserHistory.replaceState).toHaveBeenCalledWith({ idx: 0 }, '', '/mypage/myInfo/m?tab=tab2');
    expect(readAccessToken()).toBe('app.jwt.token');
    // Nothing of it lands where another page or a later visit could read it.
    expect(document.cookie).toBe('');
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it('keeps the member in memory too, and never renews the app token with this page', () => {
    adoptHandedOverToken(at('/mypage/myInfo/m', '#access_token=app.jwt.token'), history());
    applyUserDetail({ member_no: 7, member_id: 'partner7', username: '김대표', exp: 1 });
    expect(readMemberSession()).toMatchObject({ memberNo: 7, memberId: 'partner7' });
    expect(localStorage.length).toBe(0);
    expect(readTokenState()).toEqual({ hasToken: true, expires: null });
  });

  it('refuses a token on any other page, but still removes it from the address', () => {
    const browserHistory = history();
    expect(adoptHandedOverToken(at('/intro', '#access_token=stolen'), browserHistory)).toBe(false);
    expect(browserHistory.replaceState).toHaveBeenCalledWith({ idx: 0 }, '', '/intro');
    expect(readAccessToken()).toBeNull();
  });

  it('leaves an address without a token alone', () => {
    const browserHistory = history();
    expect(adoptHandedOverToken(at('/mypage/myInfo/m', '#content'), browserHistory)).toBe(false);
    expect(browserHistory.replaceState).not.toHaveBeenCalled();
  });

  it('ends an app session on its own page, not on the web logout', () => {
    adoptHandedOverToken(at('/mypage/myInfo/m', '#access_token=app.jwt.token'), history());
    expect(pathAfterSessionEnd('401')).toBe('/mypage/myInfo/m');
    expect(readAccessToken()).toBeNull();
    expect(pathAfterSessionEnd('401')).toBe('/logout?error=401');
  });
});
