/**
 * The console's desks in one list (STYLE "Staff console", as react-admin's `<Resource>` list): the
 * routes, the menu and each role's home page all read it. Adding a desk is one entry here and one
 * folder under features/. Pages load on demand, so the console's first load is the sign-in form and
 * the layout.
 */
import type { StaffRole } from '@partner-portal/contract/staff-api';
import { lazy, type ComponentType } from 'react';
import { CONSOLE_PATHS, consolePath } from './console-paths';

interface Desk {
  label: string;
  /** The roles that open it (the server checks the same on every call). */
  roles: readonly StaffRole[];
  /** Its pages, the list first, then the detail pages under it. */
  pages: readonly { path: string; Page: ComponentType }[];
  /** Where its menu entry leads, when not to its first page (a page with a parameter). */
  to?: string;
  /** Staff with this role land here after sign-in, unless a desk above is the home of another of theirs. */
  homeOf?: StaffRole;
}

const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): ComponentType =>
  lazy<ComponentType>(() => load().then((module) => ({ default: module[name] })));

export const DESKS: readonly Desk[] = [
  {
    label: '운영 현황',
    roles: ['operations'],
    homeOf: 'operations',
    pages: [
      {
        path: CONSOLE_PATHS.dashboard,
        Page: page(() => import('../features/dashboard/dashboard-page'), 'DashboardPage'),
      },
    ],
  },
  {
    label: '파트너 관리',
    roles: ['operations'],
    pages: [
      {
        path: CONSOLE_PATHS.partners,
        Page: page(() => import('../features/partners/partners-page'), 'PartnersPage'),
      },
      {
        path: CONSOLE_PATHS.partner,
        Page: page(() => import('../features/partners/partner-detail-page'), 'PartnerDetailPage'),
      },
    ],
  },
  {
    label: '주문 관리',
    roles: ['operations'],
    pages: [
      {
        path: CONSOLE_PATHS.orders,
        Page: page(() => import('../features/orders/orders-page'), 'OrdersPage'),
      },
      {
        path: CONSOLE_PATHS.order,
        Page: page(() => import('../features/orders/order-detail-page'), 'OrderDetailPage'),
      },
    ],
  },
  {
    label: '입금 확인',
    roles: ['operations'],
    pages: [
      {
        path: CONSOLE_PATHS.deposits,
        Page: page(() => import('../features/deposits/deposits-page'), 'DepositsPage'),
      },
    ],
  },
  {
    label: '환불 관리',
    roles: ['operations'],
    pages: [
      {
        path: CONSOLE_PATHS.refunds,
        Page: page(() => import('../features/refunds/refunds-page'), 'RefundsPage'),
      },
    ],
  },
  {
    label: '필수 정보 보완',
    roles: ['operations'],
    pages: [
      {
        path: CONSOLE_PATHS.corrections,
        Page: page(() => import('../features/corrections/corrections-page'), 'CorrectionsPage'),
      },
    ],
  },
  {
    label: '세금계산서 발행',
    roles: ['operations'],
    pages: [
      {
        path: CONSOLE_PATHS.taxDocuments,
        Page: page(() => import('../features/tax-documents/tax-failures-page'), 'TaxFailuresPage'),
      },
    ],
  },
  {
    label: '정기결제 실패',
    roles: ['operations'],
    pages: [
      {
        path: CONSOLE_PATHS.renewals,
        Page: page(() => import('../features/subscriptions/renewals-page'), 'RenewalsPage'),
      },
    ],
  },
  {
    label: '리드 현황',
    roles: ['operations'],
    pages: [
      { path: CONSOLE_PATHS.leads, Page: page(() => import('../features/leads/leads-page'), 'LeadsPage') },
    ],
  },
  {
    label: '상담 요청',
    roles: ['operations'],
    pages: [
      {
        path: CONSOLE_PATHS.consultations,
        Page: page(() => import('../features/requests/request-desk-page'), 'ConsultationsPage'),
      },
    ],
  },
  {
    label: '제휴 문의',
    roles: ['operations'],
    pages: [
      {
        path: CONSOLE_PATHS.inquiries,
        Page: page(() => import('../features/requests/request-desk-page'), 'InquiriesPage'),
      },
    ],
  },
  {
    label: '알림 발송 내역',
    roles: ['operations', 'admin'],
    pages: [
      {
        path: CONSOLE_PATHS.notifications,
        Page: page(() => import('../features/notifications/notifications-page'), 'NotificationsPage'),
      },
    ],
  },
  {
    label: '서비스 점검',
    roles: ['operations', 'admin'],
    pages: [
      {
        path: CONSOLE_PATHS.inspections,
        Page: page(() => import('../features/inspections/inspections-page'), 'InspectionsPage'),
      },
    ],
  },
  {
    label: '콘텐츠 관리',
    roles: ['content'],
    homeOf: 'content',
    to: consolePath(CONSOLE_PATHS.content, 'notices'),
    pages: [
      {
        path: CONSOLE_PATHS.content,
        Page: page(() => import('../features/content/content-page'), 'ContentPage'),
      },
    ],
  },
  {
    label: '팝업 관리',
    roles: ['content', 'admin'],
    pages: [
      {
        path: CONSOLE_PATHS.popups,
        Page: page(() => import('../features/popups/popups-page'), 'PopupsPage'),
      },
    ],
  },
  {
    label: '약관 관리',
    roles: ['content', 'admin'],
    pages: [
      { path: CONSOLE_PATHS.terms, Page: page(() => import('../features/terms/terms-page'), 'TermsPage') },
    ],
  },
  {
    label: '직원 계정',
    roles: ['admin'],
    homeOf: 'admin',
    pages: [
      {
        path: CONSOLE_PATHS.accounts,
        Page: page(() => import('../features/accounts/accounts-page'), 'AccountsPage'),
      },
    ],
  },
  {
    label: '감사 로그',
    roles: ['admin'],
    pages: [
      { path: CONSOLE_PATHS.audit, Page: page(() => import('../features/audit/audit-page'), 'AuditPage') },
    ],
  },
  {
    label: '설정',
    roles: ['admin'],
    pages: [
      {
        path: CONSOLE_PATHS.settings,
        Page: page(() => import('../features/settings/settings-page'), 'SettingsPage'),
      },
    ],
  },
];

/** Where a desk's menu entry leads. */
export const deskAddress = (desk: Desk): string => desk.to ?? desk.pages[0]!.path;

/** The desks a staff member's roles open, in the menu's order. */
export const desksFor = (roles: readonly StaffRole[]): Desk[] =>
  DESKS.filter((desk) => desk.roles.some((role) => roles.includes(role)));

/**
 * Where a staff member lands after sign-in: the first desk that is the home of one of their roles.
 * Never the sign-in page, which a signed-in member is sent away from (a loop): with no role that
 * opens a desk, the first desk, whose calls the server refuses with its message.
 */
export function homeFor(roles: readonly StaffRole[]): string {
  const home = DESKS.find((desk) => desk.homeOf && roles.includes(desk.homeOf)) ?? desksFor(roles)[0];
  return deskAddress(home ?? DESKS[0]!);
}
