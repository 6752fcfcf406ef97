/**
 * The sidebar of spec §2: fixed menu groups from the member session, 210 px, collapsible on
 * desktop (remembered), a drawer over the content under 992 px.
 */
import { DEFAULT_OPEN_MENU_GROUPS, MALL_MENU_NO, type MenuItem } from '@partner-portal/contract/menu';
import { PATHS } from '@partner-portal/contract/routes';
import { Menu, type MenuProps } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { BrandLogo } from '../../../components/brand-logo';
import { preloadPage } from '../../screen-preload';
import { useMyPartner } from '../../../lib/api/get-my-partner';
import { setUiState, useUiState } from '../../../lib/ui-store';
import { ChatBox } from './chat-box';
import { openMall } from './mall-entry';
import { MenuIcon } from './menu-icons';
import { useContentBadges } from './use-content-badges';
import { useNewLeadCount } from './use-lead-badge';
import { useMenuList } from '../../../lib/session/use-menu-list';

const groupKey = (menuNo: number) => `group-${menuNo}`;
const itemKey = (menuNo: number) => `menu-${menuNo}`;

function MenuLabel({ item, isNew, count = 0 }: { item: MenuItem; isNew: boolean; count?: number }) {
  return (
    <span className="sidebar-menu__label">
      {item.menu_nm}
      {isNew && (
        <span className="sidebar-menu__new">
          <span className="visually-hidden">새 소식</span>
        </span>
      )}
      {count > 0 && (
        <span className="sidebar-menu__count">
          <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
          <span className="visually-hidden">새 요청 {count}건</span>
        </span>
      )}
    </span>
  );
}

/** The menu entry whose page contains the current path (the longest matching url). */
function selectedKeys(pathname: string, menu: readonly MenuItem[]): string[] {
  const flat = menu.flatMap((group) => group.sub_menus);
  const match = flat
    .filter((item) => item.url && (pathname === item.url || pathname.startsWith(`${item.url}/`)))
    .sort((a, b) => (b.url?.length ?? 0) - (a.url?.length ?? 0))[0];
  return match ? [itemKey(match.menu_no)] : [];
}

/**
 * The path the menu marks: the page's, one render after the page. Marking it in the same render
 * drew antd's whole menu (~500 elements) again in the commit that shows the next page, holding the
 * page back by about a third of a navigation on a slow phone; now the page comes first.
 */
function useMarkedPath(): string {
  const { pathname } = useLocation();
  const [marked, setMarked] = useState(pathname);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one render later on purpose (above)
    setMarked(pathname);
  }, [pathname]);
  return marked;
}

function SidebarContent({ collapsed }: { collapsed: boolean }) {
  const navigate = useNavigate();
  const markedPath = useMarkedPath();
  const device = useUiState((state) => state.device);
  const { notice: newNotice, event: newEvent, promotion: newPromotion } = useContentBadges();
  const menu = useMenuList();
  const newLeads = useNewLeadCount(menu);
  const [openKeys, setOpenKeys] = useState<string[]>(() =>
    device === 'pc_web' ? DEFAULT_OPEN_MENU_GROUPS.map(groupKey) : [],
  );
  const { data: partner } = useMyPartner();
  // navigate() changes with every address; the menu's click handler must not, or the menu below
  // would be drawn again with every page after all.
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  const menuElement = useMemo(() => {
    const badges = { notice: newNotice, event: newEvent, promotion: newPromotion };
    const urlByKey = new Map(
      menu.flatMap((group) => group.sub_menus).map((item) => [itemKey(item.menu_no), item.url]),
    );
    const items: MenuProps['items'] = menu.map((group) => ({
      key: groupKey(group.menu_no),
      icon: <MenuIcon name={group.icon} />,
      label: group.menu_nm,
      children: group.sub_menus.map((item) => ({
        key: itemKey(item.menu_no),
        icon: <MenuIcon name={item.icon} />,
        label: (
          <MenuLabel
            item={item}
            isNew={item.badge !== null && badges[item.badge]}
            count={item.url === PATHS.leads ? newLeads : 0}
          />
        ),
        disabled: item.menu_no === MALL_MENU_NO && !partner,
        onMouseEnter: () => item.url && preloadPage(item.url),
      })),
    }));
    const onClick: MenuProps['onClick'] = ({ key }) => {
      const url = urlByKey.get(key);
      if (url) {
        preloadPage(url);
        navigateRef.current(url);
      } else if (key === itemKey(MALL_MENU_NO) && partner) openMall(partner);
    };
    return (
      <Menu
        mode="inline"
        inlineCollapsed={collapsed}
        // Every entry sits in a group, and antd's tooltip shows only a top-level entry's title: the
        // tooltips never show, yet each mounted a trigger whose start-up re-rendered the menu at once
        // after the page's first commit, in the same long task (issue #14).
        tooltip={false}
        items={items}
        selectedKeys={selectedKeys(markedPath, menu)}
        {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
        onClick={onClick}
      />
    );
  }, [menu, newNotice, newEvent, newPromotion, newLeads, partner, collapsed, markedPath, openKeys]);

  return (
    <div className="sidebar">
      <Link to={PATHS.root} className="sidebar__logo" aria-label="리모델링마켓 파트너 홈">
        <BrandLogo compact={collapsed} />
      </Link>
      <nav className="sidebar__nav" aria-label="주 메뉴">
        {menuElement}
      </nav>
      {!collapsed && <ChatBox />}
    </div>
  );
}

// On a small screen the menu stays closed until asked for: its drawer loads with the first opening.
const SidebarDrawer = lazy(() => import('./sidebar-drawer').then((m) => ({ default: m.SidebarDrawer })));

export function Sidebar() {
  const isMobile = useUiState((state) => state.isMobile);
  const opened = useUiState((state) => state.sidebarOpened);
  const drawerOpen = useUiState((state) => state.mobileSidebarOpen);
  // Mounted from the first opening on, so that the drawer keeps its closing animation.
  const [drawerMounted, setDrawerMounted] = useState(false);
  if (drawerOpen && !drawerMounted) setDrawerMounted(true);

  if (isMobile) {
    return drawerMounted ? (
      <Suspense>
        <SidebarDrawer open={drawerOpen} onClose={() => setUiState({ mobileSidebarOpen: false })}>
          <SidebarContent collapsed={false} />
        </SidebarDrawer>
      </Suspense>
    ) : null;
  }
  return (
    <aside className={`main-layout__sidebar${opened ? '' : ' main-layout__sidebar--collapsed'}`}>
      <SidebarContent collapsed={!opened} />
    </aside>
  );
}
