/** The console's frame: the desks in a side menu (a drawer-like collapse under 992 px) and 로그아웃. */
import { Button, Layout, Menu } from 'antd';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { CONSOLE_PATHS, consolePath } from './console-paths';
import { endStaffSession } from './staff-session';

const CONTENT_DESK = consolePath(CONSOLE_PATHS.content, 'notices');

const DESKS = [
  { key: CONSOLE_PATHS.dashboard, label: <Link to={CONSOLE_PATHS.dashboard}>운영 현황</Link> },
  { key: CONSOLE_PATHS.partners, label: <Link to={CONSOLE_PATHS.partners}>파트너 관리</Link> },
  { key: CONSOLE_PATHS.orders, label: <Link to={CONSOLE_PATHS.orders}>주문 관리</Link> },
  { key: CONSOLE_PATHS.deposits, label: <Link to={CONSOLE_PATHS.deposits}>입금 확인</Link> },
  { key: CONSOLE_PATHS.renewals, label: <Link to={CONSOLE_PATHS.renewals}>정기결제 실패</Link> },
  { key: '/staff/content', label: <Link to={CONTENT_DESK}>콘텐츠 관리</Link> },
];

/** The menu entry of a page: its desk's address is the first two segments (`/staff/partners/12` → partners). */
const deskOf = (pathname: string) => pathname.split('/').slice(0, 3).join('/');

export function ConsoleLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Layout className="console">
      <Layout.Sider breakpoint="lg" collapsedWidth={0} width={200}>
        <span className="console__brand">리모델링마켓 운영 콘솔</span>
        <nav aria-label="콘솔 메뉴">
          <Menu theme="dark" mode="inline" selectedKeys={[deskOf(pathname)]} items={DESKS} />
        </nav>
      </Layout.Sider>
      <Layout>
        <Layout.Header className="console__header">
          <Button onClick={endStaffSession}>로그아웃</Button>
        </Layout.Header>
        {/* antd's Content is the page's <main>. */}
        <Layout.Content className="console__main">{children}</Layout.Content>
      </Layout>
    </Layout>
  );
}
