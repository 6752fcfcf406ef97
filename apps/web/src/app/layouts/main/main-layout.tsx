/**
 * The main layout of spec §2: sidebar, top bar, visited-view tabs, content and footer. Inside the
 * native app's browser only the content shows. This is where antd enters the app.
 */
import { matchRoute } from '@partner-portal/contract/routes';
import { ConfigProvider, Spin } from 'antd';
import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { AfterHydration } from '../../../components/after-hydration';
import { PopupQueue } from '../../../features/popups/popup-queue';
import { TermsChangeBanner } from '../../../features/terms/terms-change-banner';
import { antdConfigForTextSize } from '../../../lib/antd-config';
import { MOBILE_QUERY, setUiState, useUiState } from '../../../lib/ui-store';
import { useChatWidget } from '../../../lib/use-chat-widget';
import { SiteFooter } from '../site-footer';
import { InspectionAnnouncement } from './inspection-announcement';
import { KeptViews } from './kept-views';
import { SessionCountdown } from './session-countdown';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import { isTabbed, withView } from './visited-views';
import { VisitedTabs } from './visited-tabs';
import './main-layout.css';

/** Spec §2: no footer on the notice list (`/notice`, `/notice/:page`). */
const isNoticeList = (pathname: string) => /^\/notice(\/[^/]+)?\/?$/.test(pathname);

/** Forces the sidebar closed on small screens (not remembered) and closes the drawer on resize. */
function useViewportWatch() {
  useEffect(() => {
    const query = window.matchMedia(MOBILE_QUERY);
    const update = () => setUiState({ isMobile: query.matches, mobileSidebarOpen: false });
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
}

/** Adds each visited page to the tabs; on mobile, a navigation closes the menu drawer. */
function useVisitTracking() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    setUiState((state) => {
      const route = matchRoute(pathname);
      const visitedViews =
        route && isTabbed(pathname)
          ? withView(state.visitedViews, { path: pathname, search, title: route.title })
          : state.visitedViews;
      return { visitedViews, mobileSidebarOpen: false };
    });
  }, [pathname, search]);
}

export function MainLayout() {
  useViewportWatch();
  useVisitTracking();
  useChatWidget();
  const { pathname } = useLocation();
  const inApp = useUiState((state) => state.inApp);
  const isMobile = useUiState((state) => state.isMobile);
  const sidebarOpened = useUiState((state) => state.sidebarOpened);
  const { fontSize, fixedHeader, fixedListEdit } = useUiState((state) => state.displaySettings);

  const classes = [
    'main-layout',
    `main-layout--font-${fontSize}`,
    fixedHeader === 'fix' && 'main-layout--fixed-header',
    fixedListEdit === 'fix' && 'main-layout--fixed-list-edit',
    inApp && 'main-layout--app',
    !inApp && !isMobile && (sidebarOpened ? 'main-layout--sidebar-open' : 'main-layout--sidebar-collapsed'),
  ].filter(Boolean);

  return (
    <ConfigProvider {...antdConfigForTextSize[fontSize]}>
      <div className={classes.join(' ')}>
        <a className="skip-link" href="#content">
          본문 바로가기
        </a>
        {!inApp && <Sidebar />}
        <div className="main-layout__body">
          {inApp ? (
            <SessionCountdown visible={false} />
          ) : (
            <header className="main-layout__header">
              <TopBar />
              <VisitedTabs />
            </header>
          )}
          <main id="content" className="main-layout__content" tabIndex={-1}>
            <AfterHydration>
              <TermsChangeBanner />
            </AfterHydration>
            <Suspense
              fallback={
                <div className="main-layout__loading">
                  <Spin aria-label="불러오는 중" />
                </div>
              }
            >
              <KeptViews />
            </Suspense>
          </main>
          {!inApp && !isNoticeList(pathname) && <SiteFooter />}
        </div>
        {/* Dialogs open from the first render: a page the server rendered holds none (see AfterHydration). */}
        <AfterHydration>
          <InspectionAnnouncement />
          <PopupQueue pathname={pathname} />
        </AfterHydration>
      </div>
    </ConfigProvider>
  );
}
