/** The top bar of spec §2: partner and CEO names, session countdown, the notification bell, display settings, logout. */
import { LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined, SettingOutlined } from '@ant-design/icons';
import { PATHS } from '@partner-portal/contract/routes';
import { Button, Skeleton } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { BellPlaceholder } from '../../../features/notifications/bell-button';
import { useMyPartner } from '../../../lib/api/get-my-partner';
import { toggleSidebar, useUiState } from '../../../lib/ui-store';
import { useHydrated } from '../../../lib/use-hydrated';
import { SessionCountdown } from './session-countdown';

// Loaded on the first click on 화면 설정: the drawer's radio buttons are no part of a page's first paint.
const DisplaySettingsDrawer = lazy(() =>
  import('./display-settings-drawer').then((m) => ({ default: m.DisplaySettingsDrawer })),
);

// The live bell (its count, polled, and its list) loads once the page is the app's: it brings the
// notification catalogue along, which no page's first paint needs. Until then the bell shows as it is.
const NotificationBell = lazy(() =>
  import('../../../features/notifications/notification-bell').then((m) => ({ default: m.NotificationBell })),
);

function Bell() {
  return useHydrated() ? (
    <Suspense fallback={<BellPlaceholder />}>
      <NotificationBell />
    </Suspense>
  ) : (
    <BellPlaceholder />
  );
}

export function TopBar() {
  const { data: partner, isPending } = useMyPartner();
  const isMobile = useUiState((state) => state.isMobile);
  const expanded = useUiState((state) => (state.isMobile ? state.mobileSidebarOpen : state.sidebarOpened));
  const [settingsOpen, setSettingsOpen] = useState(false);
  // Mounted from the first opening on, so that the drawer keeps its closing animation.
  const [settingsMounted, setSettingsMounted] = useState(false);

  const toggleLabel = isMobile ? '메뉴 열기' : expanded ? '메뉴 접기' : '메뉴 펼치기';
  return (
    <div className="top-bar">
      <Button
        type="text"
        className="top-bar__toggle"
        icon={expanded && !isMobile ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        aria-label={toggleLabel}
        aria-expanded={expanded}
        onClick={toggleSidebar}
      />
      <div className="top-bar__who">
        {isPending ? (
          <Skeleton.Input active size="small" />
        ) : (
          partner && (
            <>
              <strong className="top-bar__partner">{partner.partner_name}</strong>
              <span className="top-bar__ceo">대표 {partner.ceo_name}</span>
            </>
          )
        )}
      </div>
      <div className="top-bar__actions">
        <SessionCountdown visible />
        <Bell />
        <Button
          type="text"
          className="top-bar__hint"
          data-hint="화면 설정"
          icon={<SettingOutlined />}
          aria-label="화면 설정"
          onClick={() => {
            setSettingsMounted(true);
            setSettingsOpen(true);
          }}
        />
        <Link to={PATHS.logout} className="top-bar__logout">
          <LogoutOutlined aria-hidden="true" />
          <span className="top-bar__logout-text">로그아웃</span>
        </Link>
      </div>
      {settingsMounted && (
        <Suspense>
          <DisplaySettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
