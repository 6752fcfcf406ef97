/** The console's frame: the desks in a side menu (a drawer-like collapse under 992 px) and 로그아웃. */
import { Button, Layout, Menu } from 'antd';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { CONSOLE_PATHS } from './console-paths';
import { endStaffSession } from './staff-session';

const DESKS = [
  { key: CONSOLE_PATHS.renewals, label: <Link to={CONSOLE_PATHS.renewals}>정기결제 실패</Link> },
  { key: CONSOLE_PATHS.deposits, label: <Link to={CONSOLE_PATHS.deposits}>입금 확인</Link> },
];

export function ConsoleLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Layout className="console">
      <Layout.Sider breakpoint="lg" collapsedWidth={0} width={200}>
        <span className="console__brand">리모델링마켓 운영 콘솔</span>
        <nav aria-label="콘솔 메뉴">
          <Menu theme="dark" mode="inline" selectedKeys={[pathname]} items={DESKS} />
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
