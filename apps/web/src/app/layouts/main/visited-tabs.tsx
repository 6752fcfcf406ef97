/**
 * Tabs of the visited views (spec §2): one per visited page; a context menu (right click,
 * Shift+F10 or the menu key, or the bar's own button) refreshes or closes tabs. Only closable
 * tabs close; home stays.
 */
import { CloseOutlined, EllipsisOutlined } from '@ant-design/icons';
import { PATHS } from '@partner-portal/contract/routes';
import { useQueryClient } from '@tanstack/react-query';
import { Button, type MenuProps } from 'antd';
import { lazy, Suspense, useState, type MouseEvent, type ReactElement } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { getUiState, setUiState, useUiState, type VisitedView } from '../../../lib/ui-store';
import { closeViews, isClosable, type CloseAction } from './visited-views';

type TabAction = CloseAction | 'refresh';

const TabMenu = lazy(() => import('./tab-menu').then((m) => ({ default: m.TabMenu })));

/** The bar's own menu button opens the current tab's menu too. */
const BAR_MENU = '\u0000bar';

function useTabActions() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();

  return (action: TabAction, view: VisitedView) => {
    if (action === 'refresh') {
      // A new version drops the kept state; /redirect then opens the page afresh, on fresh data.
      void queryClient.invalidateQueries();
      setUiState(({ viewVersions }) => ({
        viewVersions: { ...viewVersions, [view.path]: (viewVersions[view.path] ?? 0) + 1 },
      }));
      navigate(`${PATHS.redirect}?path=${encodeURIComponent(view.path + view.search)}`, { replace: true });
      return;
    }
    const result = closeViews(getUiState().visitedViews, action, view.path, pathname);
    setUiState({ visitedViews: result.views });
    if (result.navigateTo) navigate(result.navigateTo);
  };
}

function menuItems(view: VisitedView, views: readonly VisitedView[]): MenuProps['items'] {
  const closableOthers = views.some((other) => other.path !== view.path && isClosable(other.path));
  return [
    { key: 'refresh', label: '새로고침' },
    { key: 'close', label: '닫기', disabled: !isClosable(view.path) },
    { key: 'closeOthers', label: '다른 탭 닫기', disabled: !closableOthers },
    { key: 'closeAll', label: '모두 닫기', disabled: !views.some((other) => isClosable(other.path)) },
  ];
}

/** Focus back on what opened the menu of `key` (a tab's link or the bar's button). */
function restoreFocus(key: string) {
  const active = document.activeElement;
  // Only when focus is lost or still in the closing menu: a click elsewhere keeps its own focus.
  if (active && active !== document.body && !active.closest('.ant-dropdown')) return;
  const opener =
    key === BAR_MENU
      ? '.visited-tabs__menu-button'
      : `.visited-tab__link[data-tab-path="${CSS.escape(key)}"]`;
  document.querySelector<HTMLElement>(opener)?.focus();
}

export function VisitedTabs() {
  const views = useUiState((state) => state.visitedViews);
  const { pathname } = useLocation();
  const act = useTabActions();
  // Whose menu is open: a tab's path, the bar's button, or none.
  const [menuFor, setMenuFor] = useState<string | null>(null);
  const active = views.find((view) => view.path === pathname);

  /** `opener` with the menu of `view` around it while `key`'s menu is open. */
  function withMenu(key: string, view: VisitedView, opener: ReactElement) {
    if (menuFor !== key) return opener;
    return (
      <Suspense fallback={opener}>
        <TabMenu
          trigger={key === BAR_MENU ? 'click' : 'contextMenu'}
          items={menuItems(view, views)}
          // A choice closes the menu too (onClose).
          onChoose={(action) => act(action as TabAction, view)}
          onClose={() => {
            setMenuFor(null);
            // Escape leaves focus nowhere; give it back to what opened the menu.
            requestAnimationFrame(() => restoreFocus(key));
          }}
        >
          {opener}
        </TabMenu>
      </Suspense>
    );
  }

  // Right click, Shift+F10 and the menu key all arrive as a contextmenu event.
  const openMenuOf = (path: string) => (event: MouseEvent) => {
    event.preventDefault();
    setMenuFor(path);
  };

  return (
    <nav className="visited-tabs" aria-label="열어 본 화면">
      <ul className="visited-tabs__list">
        {views.map((view) => {
          const current = view.path === pathname;
          return (
            <li key={view.path} className={`visited-tab${current ? ' visited-tab--active' : ''}`}>
              {withMenu(
                view.path,
                view,
                <Link
                  to={view.path + view.search}
                  className="visited-tab__link"
                  data-tab-path={view.path}
                  aria-current={current ? 'page' : undefined}
                  onContextMenu={openMenuOf(view.path)}
                >
                  {view.title}
                </Link>,
              )}
              {isClosable(view.path) && (
                <button
                  type="button"
                  className="visited-tab__close"
                  aria-label={`${view.title} 탭 닫기`}
                  onClick={() => act('close', view)}
                >
                  <CloseOutlined aria-hidden="true" />
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {active &&
        withMenu(
          BAR_MENU,
          active,
          <Button
            type="text"
            size="small"
            icon={<EllipsisOutlined />}
            className="visited-tabs__menu-button"
            aria-label="현재 탭 메뉴"
            aria-haspopup="menu"
            // Opens it; once open, the menu's own click trigger closes it as well.
            onClick={() => setMenuFor(menuFor === BAR_MENU ? null : BAR_MENU)}
          />,
        )}
    </nav>
  );
}
