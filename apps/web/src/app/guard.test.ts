import { PARTNER_MENU } from '@partner-portal/contract/menu';
import type { InspectionStatus } from '@partner-portal/contract/inspection-constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  INSPECTION_STATUS_FRESH_MS,
  INSPECTION_STATUS_WAIT_MS,
  keepInspectionStatus,
  readKeptInspection,
} from '../lib/inspection-status';
import { partnerKeys } from '../lib/api/query-keys';
import { queryClient } from '../lib/query-client';
import { forgetPartnerCheck, readPartnerCheck, recordPartnerCheck } from '../lib/session/partner-check';
import { clearSession } from '../lib/session/session-store';
import { jsonResponse, mockFetch, signIn } from '../test/http';
import {
  agreeProductPath,
  decideInspectionStep,
  decideNavigation,
  decideTermsStep,
  resolveNavigation,
  type GuardState,
} from './guard';

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

const envelope = (data: unknown) => jsonResponse({ return_code: 0, return_message: 'OK', data });
const myPartner = (need_agree_terms_list: string[]) => envelope({ member_no: 7, need_agree_terms_list });

/** The partner's calls: the shell's first load (its parts as their calls answer) or `mypartner`. */
const partnerCalls = (need_agree_terms_list: string[]) => (call: { url: string }) =>
  call.url.includes('/authapi/partner/shell')
    ? envelope({
        partner: { member_no: 7, need_agree_terms_list },
        ad_plan: { ad_plan_list: [], partner_grade: 'NORMAL' },
        popups: [],
        notices: { total_count: 0, list: [] },
        events: { total_count: 0, list: [] },
        promotions: [],
      })
    : myPartner(need_agree_terms_list);
const readsOfThePartner = (calls: { url: string }[]) =>
  calls.filter((call) => /\/authapi\/partner\/(shell|mypartner)/.test(call.url));

const inspection = (status: InspectionStatus['status'], extra: Partial<InspectionStatus> = {}) =>
  ({
    status,
    start: status === 'none' ? null : '2026-12-03T17:00:00.000Z',
    end: status === 'none' ? null : '2099-12-03T19:00:00.000Z',
    message: status === 'none' ? null : '정기 점검',
    image: null,
    allow_reads: true,
    customer_service_hours: '평일 9:00-18:00',
    ...extra,
  }) satisfies InspectionStatus;

describe('the guard on the stored session', () => {
  // Step 1 answered "no inspection" a moment ago: these cases are about the later steps. Each case
  // starts as a fresh sign-in, with nothing read yet.
  beforeEach(() => {
    keepInspectionStatus(inspection('none'));
    clearSession();
    queryClient.clear();
  });

  it('decides with the signed-in member and menu list', async () => {
    signIn();
    mockFetch(partnerCalls([]));
    await expect(resolveNavigation('/payment', '')).resolves.toEqual({ type: 'allow' });
    await expect(resolveNavigation('/login', '')).resolves.toEqual({ type: 'redirect', to: '/intro' });
  });

  it('loads the shell in one call on the first partner page, which the partner read joins', async () => {
    signIn();
    const calls = mockFetch(partnerCalls([]));
    await expect(resolveNavigation('/payment', '')).resolves.toEqual({ type: 'allow' });
    expect(readsOfThePartner(calls).map((call) => call.url)).toEqual([
      '/partner-api/authapi/partner/shell?placement=payment',
    ]);
    // The layout's queries find their parts: the chat's ad plans, the page's popups, the badges.
    expect(queryClient.getQueryData(partnerKeys.adPlan())).toEqual({
      ad_plan_list: [],
      partner_grade: 'NORMAL',
    });
    expect(queryClient.getQueryData(['popups', 'due', 'payment'])).toEqual([]);
    expect(queryClient.getQueryData(['promotions', 'mine'])).toEqual([]);
    // Later pages read the partner with its own call, once the check is forgotten (an agreement).
    forgetPartnerCheck();
    await resolveNavigation('/intro', '');
    expect(readsOfThePartner(calls).map((call) => call.url)).toEqual([
      '/partner-api/authapi/partner/shell?placement=payment',
      '/partner-api/authapi/partner/mypartner',
    ]);
    // A sign-out and the next sign-in: the first page loads the shell again.
    clearSession();
    queryClient.clear();
    signIn();
    await resolveNavigation('/intro', '');
    expect(
      readsOfThePartner(calls)
        .map((call) => call.url)
        .slice(2),
    ).toEqual(['/partner-api/authapi/partner/shell?placement=intro']);
  });

  it('asks for the shell while the inspection status is still on its way', async () => {
    signIn();
    keepInspectionStatus(inspection('none'), Date.now() - INSPECTION_STATUS_FRESH_MS - 1);
    let answerStatus = () => {};
    const statusAnswered = new Promise<void>((resolve) => (answerStatus = resolve));
    const calls = mockFetch(async (call) => {
      if (!call.url.endsWith('/service-api/inspection/status')) return partnerCalls([])(call);
      await statusAnswered;
      return envelope(inspection('none'));
    });
    const navigation = resolveNavigation('/intro', '');
    // Well within the time the guard would wait for the status before going on without it.
    await vi.waitFor(() => expect(readsOfThePartner(calls)).toHaveLength(1), {
      timeout: INSPECTION_STATUS_WAIT_MS / 3,
    });
    answerStatus();
    await expect(navigation).resolves.toEqual({ type: 'allow' });
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
    const calls = mockFetch(partnerCalls(['signup-terms']));
    const first = await resolveNavigation('/intro', '');
    const marker = readPartnerCheck(7)!.marker;
    expect(first).toEqual({ type: 'redirect', to: agreeProductPath(marker, 'signup-terms', '/intro') });
    await expect(resolveNavigation('/agree/product', `?m=${marker}&type=signup-terms`)).resolves.toEqual({
      type: 'allow',
    });
    await resolveNavigation('/payment', '');
    expect(readsOfThePartner(calls)).toHaveLength(1);

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

describe('guard step 1: service inspection', () => {
  const statusCall = (status: InspectionStatus) =>
    jsonResponse({ return_code: 0, return_message: 'OK', data: status });
  const isStatusCall = (url: string) => url.endsWith('/service-api/inspection/status');

  it('sends every page but the inspection notice there while one runs, with the page asked for', () => {
    const running = inspection('running');
    expect(decideInspectionStep('/payment', '?plan=2', running)).toEqual({
      type: 'redirect',
      to: '/service-inspection?redirect=%2Fpayment%3Fplan%3D2',
    });
    expect(decideInspectionStep('/login', '', running)).toMatchObject({ type: 'redirect' });
    expect(decideInspectionStep('/service-inspection', '', running)).toBeNull();
    expect(decideInspectionStep('/payment', '', inspection('announced'))).toBeNull();
    expect(decideInspectionStep('/payment', '', null)).toBeNull();
    // A kept answer that outlived the inspection's end says nothing.
    const ended = inspection('running', { end: '2026-12-03T19:00:00.000Z' });
    expect(decideInspectionStep('/payment', '', ended, Date.parse('2026-12-03T19:00:00.000Z'))).toBeNull();
  });

  it('asks the server, keeps the answer in session storage and asks again only after 30 seconds', async () => {
    const calls = mockFetch((call) =>
      isStatusCall(call.url) ? statusCall(inspection('running')) : jsonResponse({}, 500),
    );
    await expect(resolveNavigation('/enter', '')).resolves.toEqual({
      type: 'redirect',
      to: '/service-inspection?redirect=%2Fenter',
    });
    expect(readKeptInspection()?.status.status).toBe('running');
    await resolveNavigation('/intro', '');
    expect(calls.filter((call) => isStatusCall(call.url))).toHaveLength(1);

    keepInspectionStatus(inspection('running'), Date.now() - INSPECTION_STATUS_FRESH_MS);
    await resolveNavigation('/enter', '');
    expect(calls.filter((call) => isStatusCall(call.url))).toHaveLength(2);
  });

  it('lets the navigation through when the status call fails or hangs (fail open)', async () => {
    mockFetch(() => jsonResponse({ code: 50000, message: '내부 서버 오류입니다.' }, 500));
    await expect(resolveNavigation('/enter', '')).resolves.toEqual({ type: 'allow' });

    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(new DOMException('timeout', 'TimeoutError'))),
          ),
      ),
    );
    const started = Date.now();
    await expect(resolveNavigation('/enter', '')).resolves.toEqual({ type: 'allow' });
    expect(Date.now() - started).toBeLessThan(INSPECTION_STATUS_WAIT_MS + 1000);
  });

  it('goes by the last kept answer when the server cannot be asked', async () => {
    keepInspectionStatus(inspection('running'), Date.now() - INSPECTION_STATUS_FRESH_MS - 1);
    mockFetch(() => jsonResponse({ code: 50000, message: '내부 서버 오류입니다.' }, 500));
    await expect(resolveNavigation('/enter', '')).resolves.toMatchObject({ type: 'redirect' });
  });
});
