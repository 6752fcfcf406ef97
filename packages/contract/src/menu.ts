/** The sidebar menu of spec §2 and the permission check of spec §6. */
import { PATHS } from './routes.js';

export type MenuBadge = 'notice' | 'event' | 'promotion';

export interface MenuItem {
  menu_no: number;
  p_menu_no: number | null;
  menu_nm: string;
  /** Null for an entry with no route of its own (the mall opens by form submission). */
  url: string | null;
  icon: string;
  icon_image: string | null;
  badge: MenuBadge | null;
  sub_menus: MenuItem[];
}

const item = (
  menu_no: number,
  p_menu_no: number,
  menu_nm: string,
  url: string | null,
  icon: string,
  badge: MenuBadge | null = null,
): MenuItem => ({ menu_no, p_menu_no, menu_nm, url, icon, icon_image: null, badge, sub_menus: [] });

const group = (menu_no: number, menu_nm: string, icon: string, sub_menus: MenuItem[]): MenuItem => ({
  menu_no,
  p_menu_no: null,
  menu_nm,
  url: null,
  icon,
  icon_image: null,
  badge: null,
  sub_menus,
});

export const MALL_MENU_NO = 23;

/** Spec §6: the menu list is currently a fixed local list, not fetched. */
export const PARTNER_MENU: readonly MenuItem[] = [
  // Issue #39: answering estimate requests is the partner's daily work, so its group comes first.
  group(6, '고객 요청', 'customer-service', [
    item(61, 6, '견적 요청함', PATHS.leads, 'inbox'),
    item(62, 6, '견적서', PATHS.quotes, 'file-done'),
  ]),
  group(1, '안내', 'notification', [
    item(11, 1, '공지사항', PATHS.notice, 'sound', 'notice'),
    item(12, 1, '요금제 안내', PATHS.paymentPlan, 'tags'),
  ]),
  group(2, '혜택', 'gift', [
    item(21, 2, '프로모션', PATHS.promotion, 'fire', 'promotion'),
    item(22, 2, '이벤트', PATHS.event, 'trophy', 'event'),
    item(MALL_MENU_NO, 2, '파트너 몰', null, 'shop'),
  ]),
  group(3, '등록', 'form', [
    item(31, 3, '시공사례 등록', PATHS.productNew, 'plus-square'),
    item(32, 3, '시공사례 관리', PATHS.productList, 'appstore'),
  ]),
  group(4, '결제', 'credit-card', [
    item(41, 4, '일반 결제', PATHS.payment, 'wallet'),
    item(42, 4, '정기 결제', PATHS.regularPayment, 'sync'),
    item(43, 4, '결제 내역', PATHS.paymentHistoryList, 'file-text'),
    item(44, 4, '나의 요금제', PATHS.myPlan, 'crown'),
    item(45, 4, '세금계산서 관리', PATHS.taxInvoices, 'audit'),
  ]),
  group(5, '관리', 'setting', [
    item(51, 5, '내 정보 수정', PATHS.myInfo, 'user'),
    item(52, 5, '비밀번호 변경', PATHS.changePassword, 'lock'),
    item(53, 5, '알림 설정', PATHS.notificationSettings, 'bell'),
  ]),
];

/** Groups open by default on PC web (spec §2): all of them. */
export const DEFAULT_OPEN_MENU_GROUPS: readonly number[] = PARTNER_MENU.map((g) => g.menu_no);

/**
 * Spec §6: paths for detail, edit, mypage, self-certification, notice, plan detail, event and terms
 * are exempt from the menu check; home and the system screens are always open to a signed-in partner,
 * and so is the notification inbox (issue #38), which every partner reaches from the top bar's bell.
 */
const EXEMPT_PATTERNS: readonly RegExp[] = [
  /\/detail(\/|$)/,
  /^\/product\/(?!new$|list$)[^/]+$/,
  /^\/mypage(\/|$)/,
  /^\/selfCertification(\/|$)/,
  /^\/notice(\/|$)/,
  /^\/paymentPlan\/detail$/,
  /^\/event(\/|$)/,
  /^\/terms(\/|$)/,
  /^\/(|intro|redirect|404|logout|agree\/product|notifications)$/,
];

export function menuUrls(menu: readonly MenuItem[]): string[] {
  return menu.flatMap((entry) => [...(entry.url ? [entry.url] : []), ...menuUrls(entry.sub_menus)]);
}

/**
 * A path is permitted when the partner's menu list holds it (or a menu page it belongs to, such as
 * /payment/complete under /payment), or when it is exempt.
 */
export function isPathPermitted(pathname: string, menu: readonly MenuItem[]): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (EXEMPT_PATTERNS.some((pattern) => pattern.test(path))) return true;
  return menuUrls(menu).some((url) => path === url || path.startsWith(`${url}/`));
}
