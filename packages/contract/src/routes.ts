/** The route table of spec §2: paths and their metadata. The SPA maps each path to a screen. */

export type RouteLayout = 'main' | 'minimal' | 'login' | 'none';
/**
 * Who may open a route (spec §4 guard):
 * - always: anyone, signed in or not (enter, terms, service inspection);
 * - guest: visitors only; a signed-in partner goes to / (login, sign-up);
 * - open: visitors and partners alike (sign-up completion, referrer links, app pages, identity steps);
 * - member: a signed-in partner whose menu permits it.
 */
export type RouteAccess = 'always' | 'guest' | 'open' | 'member';

export interface RouteMeta {
  path: RoutePath;
  title: string;
  layout: RouteLayout;
  access: RouteAccess;
  /** Hidden from menus and visited-view tabs. */
  hidden?: boolean;
  /** A visited-view tab that can be closed (the home tab cannot). */
  closable?: boolean;
}

export const PATHS = {
  root: '/',
  enter: '/enter',
  intro: '/intro',
  login: '/login',
  logout: '/logout',
  findId: '/findId',
  resetPassword: '/resetPassword',
  signUp: '/signUp',
  signUpComplete: '/signUp/complete',
  hunter: '/h/:hunter',
  productNew: '/product/new',
  productEdit: '/product/:pid',
  productList: '/product/list',
  productDetail: '/product/detail/:pid',
  paymentPlan: '/paymentPlan',
  paymentPlanDetail: '/paymentPlan/detail',
  payment: '/payment',
  paymentComplete: '/payment/complete',
  regularPayment: '/regularPayment',
  regularPaymentRegistration: '/regularPayment/registration',
  paymentHistoryList: '/paymentHistory/list',
  paymentHistoryDetail: '/paymentHistory/detail/:orderNo',
  taxInvoices: '/taxInvoices',
  notifications: '/notifications',
  leads: '/leads',
  leadDetail: '/leads/:leadNo',
  quotes: '/quotes',
  quoteNew: '/quotes/new',
  quoteDetail: '/quotes/:quoteNo',
  /** The customer's read-only quote (issue #39): a signed link, no login (contract PUBLIC_QUOTE_PATHS.page). */
  publicQuote: '/quote/:token',
  notice: '/notice',
  noticeView: '/notice/:page',
  event: '/event',
  eventDetail: '/event/:eventNo',
  installmentFreePopup: '/popup/NicePayInstallmentFreeEventPopup',
  promotion: '/promotion',
  termsPrivacy: '/terms/privacy',
  termsService: '/terms/service',
  agreeProduct: '/agree/product',
  myInfo: '/mypage/myInfo',
  myInfoApp: '/mypage/myInfo/m',
  changePassword: '/mypage/changePassword',
  withdrawal: '/mypage/withdrawal',
  notificationSettings: '/mypage/notifications',
  myPlan: '/mypage/plan',
  niceLoad: '/selfCertification/nice/load',
  niceSuccess: '/selfCertification/nice/success',
  niceFail: '/selfCertification/nice/fail',
  serviceInspection: '/service-inspection',
  redirect: '/redirect',
  notFound: '/404',
} as const;
export type RoutePath = Exclude<(typeof PATHS)[keyof typeof PATHS], typeof PATHS.root>;

const main = (path: RoutePath, title: string, extra: Partial<RouteMeta> = {}): RouteMeta => ({
  path,
  title,
  layout: 'main',
  access: 'member',
  closable: true,
  ...extra,
});

export const ROUTES: readonly RouteMeta[] = [
  { path: PATHS.enter, title: '파트너 입점 문의', layout: 'minimal', access: 'always', hidden: true },
  main(PATHS.intro, '홈', { closable: false }),
  { path: PATHS.login, title: '로그인', layout: 'login', access: 'guest', hidden: true },
  { path: PATHS.logout, title: '로그아웃', layout: 'none', access: 'always', hidden: true },
  { path: PATHS.findId, title: '아이디 찾기', layout: 'login', access: 'guest', hidden: true },
  { path: PATHS.resetPassword, title: '비밀번호 재설정', layout: 'login', access: 'guest', hidden: true },
  { path: PATHS.signUp, title: '회원가입', layout: 'none', access: 'guest', hidden: true },
  { path: PATHS.signUpComplete, title: '회원가입 완료', layout: 'none', access: 'open', hidden: true },
  { path: PATHS.hunter, title: '회원가입', layout: 'none', access: 'open', hidden: true },
  main(PATHS.productNew, '시공사례 등록'),
  main(PATHS.productList, '시공사례 관리'),
  main(PATHS.productDetail, '시공사례 상세'),
  main(PATHS.productEdit, '시공사례 수정'),
  main(PATHS.paymentPlan, '요금제 안내'),
  main(PATHS.paymentPlanDetail, '요금제 상세'),
  main(PATHS.payment, '일반 결제'),
  main(PATHS.paymentComplete, '결제 완료'),
  main(PATHS.regularPayment, '정기 결제'),
  main(PATHS.regularPaymentRegistration, '정기 결제 카드 등록'),
  main(PATHS.paymentHistoryList, '결제 내역'),
  main(PATHS.paymentHistoryDetail, '결제 상세'),
  main(PATHS.taxInvoices, '세금계산서 관리'),
  // The inbox opens from the top bar's bell, not from the menu.
  main(PATHS.notifications, '알림함'),
  main(PATHS.leads, '견적 요청함'),
  main(PATHS.leadDetail, '견적 요청 상세'),
  main(PATHS.quotes, '견적서'),
  main(PATHS.quoteNew, '견적서 작성'),
  main(PATHS.quoteDetail, '견적서 상세'),
  { path: PATHS.publicQuote, title: '견적서', layout: 'none', access: 'always', hidden: true },
  main(PATHS.notice, '공지사항'),
  main(PATHS.noticeView, '공지사항'),
  main(PATHS.event, '이벤트'),
  main(PATHS.eventDetail, '이벤트 상세'),
  {
    path: PATHS.installmentFreePopup,
    title: '무이자 할부 안내',
    layout: 'none',
    access: 'always',
    hidden: true,
  },
  main(PATHS.promotion, '프로모션'),
  { path: PATHS.termsPrivacy, title: '개인정보 처리방침', layout: 'minimal', access: 'always', hidden: true },
  { path: PATHS.termsService, title: '이용약관', layout: 'minimal', access: 'always', hidden: true },
  { path: PATHS.agreeProduct, title: '약관 동의', layout: 'none', access: 'member', hidden: true },
  main(PATHS.myInfo, '내 정보 수정'),
  { path: PATHS.myInfoApp, title: '내 정보 수정', layout: 'none', access: 'open', hidden: true },
  main(PATHS.changePassword, '비밀번호 변경'),
  main(PATHS.withdrawal, '회원 탈퇴'),
  main(PATHS.notificationSettings, '알림 설정'),
  main(PATHS.myPlan, '나의 요금제'),
  { path: PATHS.niceLoad, title: '본인인증', layout: 'none', access: 'open', hidden: true },
  { path: PATHS.niceSuccess, title: '본인인증 완료', layout: 'none', access: 'open', hidden: true },
  { path: PATHS.niceFail, title: '본인인증 실패', layout: 'none', access: 'open', hidden: true },
  { path: PATHS.serviceInspection, title: '서비스 점검', layout: 'none', access: 'always', hidden: true },
  // Inside the main layout, so refreshing one tab's view keeps the other tabs' kept state.
  { path: PATHS.redirect, title: '', layout: 'main', access: 'member', hidden: true },
  {
    path: PATHS.notFound,
    title: '페이지를 찾을 수 없습니다',
    layout: 'none',
    access: 'always',
    hidden: true,
  },
];

/** Find the route whose pattern (with `:param` segments) matches a concrete path. */
export function matchRoute(pathname: string): RouteMeta | undefined {
  const segments = trimSlashes(pathname).split('/');
  const matches = ROUTES.filter((route) => {
    const pattern = trimSlashes(route.path).split('/');
    return (
      pattern.length === segments.length &&
      pattern.every((part, i) => part.startsWith(':') || part === segments[i])
    );
  });
  // A static segment beats a parameter: /product/list is the list, not the edit of case "list".
  return matches.sort((a, b) => paramCount(a.path) - paramCount(b.path))[0];
}

const trimSlashes = (path: string) => path.replace(/^\/+|\/+$/g, '');
const paramCount = (path: string) => path.split('/').filter((part) => part.startsWith(':')).length;

/**
 * What the web build writes (apps/web/route-preloads.ts) and the server reads to name in a page's
 * HTML: per route path, the chunks and stylesheets its first load needs beyond the entry.
 */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';
/**
 * The build's HTML of the pages a first-time visitor sees first (path → the markup inside `#root`),
 * sent in the page so that it shows before any script has run; the client hydrates it.
 */
export const PRERENDERED_PAGES_FILE = 'prerendered-pages.json';
export interface PrerenderedPages {
  /** Path → the markup inside `#root`. */
  pages: Record<string, string>;
  /** The script that starts such a page's modules once it has been painted (inline in the page). */
  startScript: string;
}
/** The `#root` attribute naming the path its prerendered markup belongs to. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** Set on `#root` once the app has hydrated such markup: its controls work from then on. */
export const LIVE_ATTRIBUTE = 'data-live';
/**
 * A partner page rendered by the server with the partner's data (issue #14): the build's page worker
 * (a Node worker thread, from the web build's server-side bundle), and the element of the page that
 * holds the answers it was rendered with (JSON, TanStack Query's dehydrated state).
 */
export const PARTNER_PAGE_WORKER_FILE = 'ssr/partner-page-worker.js';
export const PAGE_STATE_ID = 'page-state';
/** On <html>: `mobile` or `desktop`, the screen the server took the visitor's for (from the user agent). */
export const RENDERED_FOR_ATTRIBUTE = 'data-rendered-for';
/** Server → worker: the page at `url` (path and query), as the partner holding these token cookies. */
export interface PartnerPageRequest {
  id: number;
  url: string;
  cookies: Record<string, string>;
  mobile: boolean;
}
/** A page as the worker rendered it. */
export interface RenderedPartnerPageContent {
  /** The markup inside `#root`. */
  markup: string;
  /** Style elements for the head (antd's CSS variables). */
  styles: string;
  /** The answers it was rendered with: JSON, `<` escaped (it sits in a script element). */
  state: string;
}
/** Worker → server: the page, or null (the client renders it). */
export interface PartnerPageAnswer {
  id: number;
  page: RenderedPartnerPageContent | null;
}
export interface RoutePreload {
  js: string[];
  css: string[];
}
