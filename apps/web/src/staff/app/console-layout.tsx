/** The console's frame: the desks the staff member's roles open, in a side menu (a drawer-like collapse under 992 px), and 로그아웃. */
import { STAFF_ROLE_LABELS } from '@partner-portal/contract/staff-api';
import { Button, Layout, Menu } from 'antd';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { deskAddress, desksFor } from './desks';
import { endStaffSession } from './staff-session';
import { useStaffMe } from './staff-me';

/** The menu entry of a page: its desk's address is the first two segments (`/staff/partners/12` → partners). */
const deskOf = (pathname: string) => pathname.split('/').slice(0, 3).join('/');

export function ConsoleLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const me = useStaffMe();
  const items = desksFor(me.data?.roles ?? []).map((desk) => ({
    key: deskOf(deskAddress(desk)),
    label: <Link to={deskAddress(desk)}>{desk.label}</Link>,
  }));
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
