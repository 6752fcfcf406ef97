import { describe, expect, it } from 'vitest';
import { PUBLIC_QUOTE_PATHS } from './leads-constants.js';
import { menuUrls, PARTNER_MENU } from './menu.js';
import { matchRoute, PATHS, ROUTES } from './routes.js';

describe('matchRoute', () => {
  it.each([
    ['/product/list', PATHS.productList],
    ['/product/new', PATHS.productNew],
    ['/product/42', PATHS.productEdit],
    ['/product/detail/42', PATHS.productDetail],
    ['/paymentHistory/detail/ORD-1', PATHS.paymentHistoryDetail],
    ['/paymentHistory/list', PATHS.paymentHistoryList],
    ['/paymentPlan/detail', PATHS.paymentPlanDetail],
    ['/payment/complete', PATHS.paymentComplete],
    ['/notice', PATHS.notice],
    ['/notice/2', PATHS.noticeView],
    ['/event/10', PATHS.eventDetail],
    ['/h/hunter01', PATHS.hunter],
    ['/mypage/myInfo/m', PATHS.myInfoApp],
    ['/selfCertification/nice/fail', PATHS.niceFail],
    ['/enter', PATHS.enter],
    ['/404', PATHS.notFound],
    ['/quotes/new', PATHS.quoteNew],
    ['/quotes/31', PATHS.quoteDetail],
    ['/quote/tok-31', PATHS.publicQuote],
  ])('%j matches %j', (pathname, pattern) => {
    expect(matchRoute(pathname)?.path).toBe(pattern);
  });

  it('opens the customer’s quote link to anyone, outside the portal’s frame, at the contract’s path', () => {
    expect(PATHS.publicQuote).toBe(PUBLIC_QUOTE_PATHS.page);
    expect(matchRoute('/quote/tok-31')).toMatchObject({ access: 'always', layout: 'none', hidden: true });
  });

  it('picks the list route, not the edit of a case called "list"', () => {
    const route = matchRoute('/product/list');
    expect(route?.path).toBe('/product/list');
    expect(route?.title).toBe('시공사례 관리');
  });

  it.each([
    ['/product/list/', PATHS.productList],
    ['/product/42/', PATHS.productEdit],
    ['/paymentHistory/detail/ORD-1/', PATHS.paymentHistoryDetail],
    ['/intro//', PATHS.intro],
  ])('tolerates trailing slashes: %j matches %j', (pathname, pattern) => {
    expect(matchRoute(pathname)?.path).toBe(pattern);
  });

  it.each([
    ['/unknown'],
    ['/product'],
    ['/product/42/extra'],
    ['/paymentHistory/detail/ORD-1/more'],
    ['/Product/list'],
    ['/intro/x'],
    [''],
    ['/'],
  ])('%j matches nothing', (pathname) => {
    expect(matchRoute(pathname)).toBeUndefined();
  });
});

describe('ROUTES', () => {
  it('every PARTNER_MENU url has a route', () => {
    const urls = menuUrls(PARTNER_MENU);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(matchRoute(url)?.path, url).toBe(url);
  });

  it('every PATHS entry but the root has exactly one route', () => {
    const routePaths = ROUTES.map((route) => route.path);
    expect(new Set(routePaths).size).toBe(routePaths.length);
    for (const path of Object.values(PATHS).filter((p) => p !== PATHS.root))
      expect(routePaths, path).toContain(path);
  });

  it('the home tab cannot be closed; other main-layout pages can', () => {
    expect(matchRoute('/intro')?.closable).toBe(false);
    expect(matchRoute('/payment')?.closable).toBe(true);
  });

  it.each([
    ['/login', 'login', 'guest'],
    ['/signUp', 'none', 'guest'],
    ['/enter', 'minimal', 'always'],
    ['/terms/privacy', 'minimal', 'always'],
    ['/mypage/myInfo/m', 'none', 'open'],
    ['/product/list', 'main', 'member'],
  ])('%j has layout %j and access %j', (pathname, layout, access) => {
    expect(matchRoute(pathname)).toMatchObject({ layout, access });
  });
});
