import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OPEN_MENU_GROUPS,
  isPathPermitted,
  MALL_MENU_NO,
  menuUrls,
  PARTNER_MENU,
  type MenuItem,
} from './menu.js';
import { PATHS } from './routes.js';

const groupNamed = (name: string): MenuItem => {
  const found = PARTNER_MENU.find((entry) => entry.menu_nm === name);
  if (!found) throw new Error(`no menu group ${name}`);
  return found;
};

/** A partner whose menu list holds only the 관리 group (my info, password, notification settings). */
const MANAGE_ONLY: readonly MenuItem[] = [groupNamed('관리')];
const EMPTY_MENU: readonly MenuItem[] = [];

describe('PARTNER_MENU (spec §2 sidebar)', () => {
  it("has spec §2's five groups after 고객 요청 (issue #39), all open by default", () => {
    expect(PARTNER_MENU.map((entry) => entry.menu_nm)).toEqual([
      '고객 요청',
      '안내',
      '혜택',
      '등록',
      '결제',
      '관리',
    ]);
    expect(DEFAULT_OPEN_MENU_GROUPS).toEqual(PARTNER_MENU.map((entry) => entry.menu_no));
  });

  it('lists the pages of each group', () => {
    expect(PARTNER_MENU.map((entry) => entry.sub_menus.map((sub) => sub.url))).toEqual([
      [PATHS.leads, PATHS.quotes],
      [PATHS.notice, PATHS.paymentPlan],
      [PATHS.promotion, PATHS.event, null],
      [PATHS.productNew, PATHS.productList],
      [PATHS.payment, PATHS.regularPayment, PATHS.paymentHistoryList, PATHS.myPlan, PATHS.taxInvoices],
      [PATHS.myInfo, PATHS.changePassword, PATHS.notificationSettings],
    ]);
  });

  it('the mall entry has no link, and promotion and event carry the new badge', () => {
    const items = PARTNER_MENU.flatMap((entry) => entry.sub_menus);
    expect(items.find((entry) => entry.menu_no === MALL_MENU_NO)?.url).toBeNull();
    expect(items.find((entry) => entry.url === PATHS.promotion)?.badge).toBe('promotion');
    expect(items.find((entry) => entry.url === PATHS.event)?.badge).toBe('event');
  });

  it('menuUrls flattens the tree and skips entries without a link', () => {
    expect(menuUrls(MANAGE_ONLY)).toEqual([PATHS.myInfo, PATHS.changePassword, PATHS.notificationSettings]);
    expect(menuUrls(PARTNER_MENU)).toHaveLength(16);
    expect(menuUrls(PARTNER_MENU)).not.toContain(null);
    expect(menuUrls(EMPTY_MENU)).toEqual([]);
  });
});

describe('isPathPermitted with the full PARTNER_MENU (spec §6)', () => {
  it.each([
    ['/notice', 'menu page'],
    ['/paymentPlan', 'menu page'],
    ['/promotion', 'menu page'],
    ['/event', 'menu page'],
    ['/product/new', 'menu page'],
    ['/product/list', 'menu page'],
    ['/payment', 'menu page'],
    ['/payment/complete', 'sub-page of /payment'],
    ['/regularPayment', 'menu page'],
    ['/regularPayment/registration', 'sub-page of /regularPayment'],
    ['/paymentHistory/list', 'menu page'],
    ['/mypage/plan', 'menu page'],
    ['/mypage/myInfo', 'menu page'],
    ['/mypage/changePassword', 'menu page'],
    ['/product/list/', 'trailing slash'],
    ['/payment//', 'several trailing slashes'],
  ])('allows %j %s', (path) => {
    expect(isPathPermitted(path, PARTNER_MENU)).toBe(true);
  });

  it.each([
    ['/paymentHistory', 'parent of a menu page, not a menu page'],
    ['/paymentX', 'shares a prefix with /payment but is another path'],
    ['/promotions', 'shares a prefix with /promotion'],
    ['/admin', 'unknown page'],
  ])('blocks %j (%s)', (path) => {
    expect(isPathPermitted(path, PARTNER_MENU)).toBe(false);
  });
});

describe('isPathPermitted with a narrowed menu (only the 관리 group)', () => {
  it.each([['/mypage/myInfo'], ['/mypage/changePassword']])('allows the menu page %j', (path) => {
    expect(isPathPermitted(path, MANAGE_ONLY)).toBe(true);
  });

  it.each([
    ['/product/list', 'not in the narrowed menu'],
    ['/product/new', 'creation is a menu page, not an edit page'],
    ['/product/new/', 'creation with a trailing slash'],
    ['/payment', 'not in the narrowed menu'],
    ['/payment/complete', 'not in the narrowed menu'],
    ['/regularPayment', 'not in the narrowed menu'],
    ['/regularPayment/registration', 'not in the narrowed menu'],
    ['/paymentHistory/list', 'not in the narrowed menu'],
    ['/paymentPlan', 'not in the narrowed menu'],
    ['/promotion', 'not in the narrowed menu'],
  ])('blocks %j %s', (path) => {
    expect(isPathPermitted(path, MANAGE_ONLY)).toBe(false);
  });
});

describe('exempt paths (spec §6) are open even with an empty menu', () => {
  it.each([
    ['/product/detail/42', 'case detail'],
    ['/paymentHistory/detail/ORD-1', 'payment detail'],
    ['/product/123', 'case edit'],
    ['/product/abc-1', 'case edit with a non-numeric id'],
    ['/product/123/', 'case edit with a trailing slash'],
    ['/mypage/myInfo', 'mypage'],
    ['/mypage/myInfo/m', 'mypage for the app'],
    ['/mypage/plan', 'mypage'],
    ['/mypage/notifications', 'mypage'],
    ['/notifications', 'the inbox the bell opens'],
    ['/selfCertification/nice/load', 'self-certification'],
    ['/selfCertification/nice/success', 'self-certification'],
    ['/notice', 'notice list'],
    ['/notice/3', 'notice view'],
    ['/paymentPlan/detail', 'plan detail'],
    ['/event', 'event list'],
    ['/event/7', 'event detail'],
    ['/terms/privacy', 'terms'],
    ['/terms/service', 'terms'],
    ['/intro', 'home'],
    ['/', 'root'],
  ])('allows %j (%s)', (path) => {
    expect(isPathPermitted(path, EMPTY_MENU)).toBe(true);
  });

  it.each([
    ['/product/list', 'case list is a menu page'],
    ['/product/new', 'case creation is a menu page'],
    ['/paymentPlan', 'plan overview is a menu page'],
    ['/payment', 'payment is a menu page'],
    ['/payment/complete', 'payment completion belongs to /payment'],
    ['/promotion', 'promotion is a menu page'],
    ['/noticeboard', 'only shares a prefix with /notice'],
    ['/eventual', 'only shares a prefix with /event'],
    ['/mypageX', 'only shares a prefix with /mypage'],
    ['/notifications/1', 'not the inbox'],
    ['/paymentPlan/detailX', 'not the plan detail page'],
    ['/product/1/2', 'not an edit page'],
  ])('blocks %j (%s)', (path) => {
    expect(isPathPermitted(path, EMPTY_MENU)).toBe(false);
  });
});
