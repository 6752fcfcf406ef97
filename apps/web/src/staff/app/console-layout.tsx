/** The console's frame: the desks the staff member's roles open, in a side menu (a drawer-like collapse under 992 px), and 로그아웃. */
import type { StaffRole } from '@partner-portal/contract/staff-api';
import { STAFF_ROLE_LABELS } from '@partner-portal/contract/staff-api';
import { Button, Layout, Menu } from 'antd';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { CONSOLE_PATHS, consolePath } from './console-paths';
import { endStaffSession } from './staff-session';
import { useStaffMe } from './staff-me';

/** Each desk and the role (or any of the roles) that opens it (the server checks the same on every call). */
export const DESKS: { path: string; key?: string; label: string; role: StaffRole | StaffRole[] }[] = [
  { path: CONSOLE_PATHS.dashboard, label: '운영 현황', role: 'operations' },
  { path: CONSOLE_PATHS.partners, label: '파트너 관리', role: 'operations' },
  { path: CONSOLE_PATHS.orders, label: '주문 관리', role: 'operations' },
  { path: CONSOLE_PATHS.deposits, label: '입금 확인', role: 'operations' },
  { path: CONSOLE_PATHS.renewals, label: '정기결제 실패', role: 'operations' },
  { path: CONSOLE_PATHS.inspections, label: '서비스 점검', role: ['operations', 'admin'] },
  {
    path: consolePath(CONSOLE_PATHS.content, 'notices'),
    key: '/staff/content',
    label: '콘텐츠 관리',
    role: 'content',
  },
  { path: CONSOLE_PATHS.popups, label: '팝업 관리', role: ['content', 'admin'] },
  { path: CONSOLE_PATHS.accounts, label: '직원 계정', role: 'admin' },
  { path: CONSOLE_PATHS.audit, label: '감사 로그', role: 'admin' },
];

/** The menu entry of a page: its desk's address is the first two segments (`/staff/partners/12` → partners). */
const deskOf = (pathname: string) => pathname.split('/').slice(0, 3).join('/');

export function ConsoleLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const me = useStaffMe();
  const roles = me.data?.roles ?? [];
  const items = DESKS.filter((desk) => [desk.role].flat().some((role) => roles.includes(role))).map(
    (desk) => ({
      key: desk.key ?? desk.path,
      label: <Link to={desk.path}>{desk.label}</Link>,
    }),
  );
  return (
    <Layout className="console">
      <Layout.Sider breakpoint="lg" collapsedWidth={0} width={200}>
        <span className="console__brand">리모델링마켓 운영 콘솔</span>
        <nav aria-label="콘솔 메뉴">
          <Menu theme="dark" mode="inline" selectedKeys={[deskOf(pathname)]} items={items} />
        </nav>
      </Layout.Sider>
      <Layout>
        <Layout.Header className="console__header">
          {me.data && (
            <span>
              {me.data.name} ({me.data.roles.map((role) => STAFF_ROLE_LABELS[role]).join(', ')})
            </span>
          )}
          <Button onClick={endStaffSession}>로그아웃</Button>
        </Layout.Header>
        {/* antd's Content is the page's <main>. */}
        <Layout.Content className="console__main">{children}</Layout.Content>
      </Layout>
    </Layout>
  );
}
