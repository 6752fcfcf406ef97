import { PARTNER_MENU } from '@partner-portal/contract/menu';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, signIn } from '../test/http';
import { decideNavigation, resolveNavigation, type GuardState } from './guard';

const visitor: GuardState = { signedIn: false, menuList: [] };
const partner: GuardState = { signedIn: true, menuList: PARTNER_MENU };
const decide = (path: string, state: GuardState, search = '') => decideNavigation(path, search, state);

describe('navigation guard', () => {
  it('sends / to the landing page for visitors and home for partners, and unknown paths to /404', () => {
    expect(decide('/', visitor)).toEqual({ type: 'redirect', to: '/enter' });
    expect(decide('/', partner)).toEqual({ type: 'redirect', to: '/intro' });
    expect(decide('/no/such/page', partner)).toEqual({ type: 'redirect', to: '/404' });
  });

  it('always lets anyone open /enter, the terms and the inspection notice', () => {
    for (const path of ['/enter', '/terms/privacy', '/terms/service', '/service-inspection']) {
      expect(decide(path, visitor)).toEqual({ type: 'allow' });
      expect(decide(path, partner)).toEqual({ type: 'allow' });
    }
  });

  it('lets a visitor open only the open and guest pages', () => {
    for (const path of [
      '/login',
      '/signUp',
      '/signUp/complete',
      '/h/12',
      '/mypage/myInfo/m',
      '/selfCertification/nice/load',
    ]) {
      expect(decide(path, visitor)).toEqual({ type: 'allow' });
    }
  });

  it('sends a visitor elsewhere to the login page, keeping where they were going', () => {
    expect(decide('/intro', visitor)).toEqual({ type: 'redirect', to: '/login?redirect=%2Fintro' });
    expect(decide('/paymentHistory/list', visitor, '?page=2')).toEqual({
      type: 'redirect',
      to: '/login?redirect=%2FpaymentHistory%2Flist%3Fpage%3D2',
    });
  });

  it('sends a signed-in partner away from the login and sign-up pages', () => {
    expect(decide('/login', partner)).toEqual({ type: 'redirect', to: '/intro' });
    expect(decide('/signUp', partner)).toEqual({ type: 'redirect', to: '/intro' });
  });

  it('sends a partner with an empty menu list home', () => {
    const noMenu: GuardState = { signedIn: true, menuList: [] };
    expect(decide('/payment', noMenu)).toEqual({ type: 'redirect', to: '/intro' });
    expect(decide('/intro', noMenu)).toEqual({ type: 'allow' });
  });

  it('opens menu pages, their sub-pages and the exempt pages, and refuses the rest', () => {
    for (const path of [
      '/payment',
      '/payment/complete',
      '/product/detail/3',
      '/mypage/changePassword',
      '/notice/2',
    ]) {
      expect(decide(path, partner)).toEqual({ type: 'allow' });
    }
    const withoutPayments: GuardState = {
      signedIn: true,
      menuList: PARTNER_MENU.filter((group) => group.menu_nm !== '결제'),
    };
    expect(decide('/payment', withoutPayments)).toEqual({ type: 'deny' });
    expect(decide('/regularPayment/registration', withoutPayments)).toEqual({ type: 'deny' });
    expect(decide('/intro', withoutPayments)).toEqual({ type: 'allow' });
  });
});

describe('the guard on the stored session', () => {
  it('decides with the signed-in member and menu list', async () => {
    signIn();
    await expect(resolveNavigation('/payment', '')).resolves.toEqual({ type: 'allow' });
    await expect(resolveNavigation('/login', '')).resolves.toEqual({ type: 'redirect', to: '/intro' });
  });

  it('renews an expiring token before deciding, and logs out when that fails', async () => {
    signIn(600);
    mockFetch(() => jsonResponse({ code: 40111, message: '로그인 정보가 만료되었습니다.' }, 401));
    await expect(resolveNavigation('/intro', '')).resolves.toEqual({
      type: 'redirect',
      to: '/logout?error=401',
    });
  });

  it('looks the member up when only the token is left, and logs out with 400 when that fails', async () => {
    signIn();
    localStorage.clear();
    const calls = mockFetch(() =>
      jsonResponse({ error: 'invalid_token', error_description: 'expired' }, 401),
    );
    await expect(resolveNavigation('/intro', '')).resolves.toEqual({
      type: 'redirect',
      to: '/logout?error=400',
    });
    expect(calls[0]?.url).toBe('/member-api/authapi/v1/user/detail');
  });
});
