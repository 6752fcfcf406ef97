import { PARTNER_MENU } from '@partner-portal/contract/menu';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetPartnerCheck, readPartnerCheck, recordPartnerCheck } from '../lib/session/partner-check';
import { jsonResponse, mockFetch, signIn } from '../test/http';
import {
  agreeProductPath,
  decideNavigation,
  decideTermsStep,
  resolveNavigation,
  type GuardState,
} from './guard';

vi.mock('../lib/toast', () => ({ showToast: vi.fn() }));
afterEach(() => vi.unstubAllGlobals());

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

describe('guard step 3: outstanding terms', () => {
  const owing = (...outstanding: string[]): GuardState => ({
    ...partner,
    terms: { marker: 'm1', outstanding },
  });

  it('forces the agreement page for the first outstanding term, with a marker and the way back', () => {
    expect(decide('/payment', owing('signup-terms', 'service-terms'), '?plan=2')).toEqual({
      type: 'redirect',
      to: '/agree/product?m=m1&type=signup-terms&redirect=%2Fpayment%3Fplan%3D2',
    });
    expect(decide('/intro', owing('service-terms'))).toEqual({
      type: 'redirect',
      to: agreeProductPath('m1', 'service-terms', '/intro'),
    });
    expect(decide('/agree/product', owing('service-terms'))).toEqual({ type: 'allow' });
  });

  it('leaves the agreement page for / when nothing is outstanding, but stays when coming from /payment', () => {
    expect(decideTermsStep('/agree/product', '', { marker: 'm2', outstanding: [] })).toEqual({
      type: 'redirect',
      to: '/',
    });
    expect(decideTermsStep('/agree/product', '', { marker: 'm2', outstanding: [] }, '/payment')).toEqual({
      type: 'cancel',
    });
    expect(decideTermsStep('/intro', '', { marker: 'm2', outstanding: [] })).toBeNull();
  });

  it('says nothing when the partner record could not be read', () => {
    expect(decideTermsStep('/intro', '', null)).toBeNull();
    expect(decide('/payment', { ...partner, terms: null })).toEqual({ type: 'allow' });
  });

  it('never forces visitors, the always-open pages or the identity popups', () => {
    for (const path of ['/terms/service', '/enter', '/selfCertification/nice/load', '/signUp/complete']) {
      expect(decide(path, owing('signup-terms'))).toEqual({ type: 'allow' });
    }
    expect(decide('/payment', { ...visitor, terms: { marker: 'm', outstanding: ['x'] } })).toEqual({
      type: 'redirect',
      to: '/login?redirect=%2Fpayment',
    });
  });
});

const myPartner = (need_agree_terms_list: string[]) =>
  jsonResponse({ return_code: 0, return_message: 'OK', data: { member_no: 7, need_agree_terms_list } });

describe('the guard on the stored session', () => {
  it('decides with the signed-in member and menu list', async () => {
    signIn();
    mockFetch(() => myPartner([]));
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

  it('reads the partner once and keeps the answer under a new marker until the next login', async () => {
    signIn();
    const calls = mockFetch(() => myPartner(['signup-terms']));
    const first = await resolveNavigation('/intro', '');
    const marker = readPartnerCheck(7)!.marker;
    expect(first).toEqual({ type: 'redirect', to: agreeProductPath(marker, 'signup-terms', '/intro') });
    await expect(resolveNavigation('/agree/product', `?m=${marker}&type=signup-terms`)).resolves.toEqual({
      type: 'allow',
    });
    await resolveNavigation('/payment', '');
    expect(calls.filter((call) => call.url.endsWith('/authapi/partner/mypartner'))).toHaveLength(1);

    // The agreement page records what is left; the next navigation goes on without asking again.
    recordPartnerCheck(7, []);
    await expect(resolveNavigation('/payment', '')).resolves.toEqual({ type: 'allow' });
    expect(calls).toHaveLength(1);

    forgetPartnerCheck();
    await resolveNavigation('/payment', '');
    expect(calls).toHaveLength(2);
    expect(readPartnerCheck(7)!.marker).not.toBe(marker);
  });

  it('lets the partner through when the record cannot be read, and asks again next time', async () => {
    signIn();
    const calls = mockFetch(() => jsonResponse({ code: 50000, message: '내부 서버 오류입니다.' }, 500));
    await expect(resolveNavigation('/payment', '')).resolves.toEqual({ type: 'allow' });
    await resolveNavigation('/intro', '');
    expect(calls).toHaveLength(2);
    expect(readPartnerCheck(7)).toBeNull();
  });
});
