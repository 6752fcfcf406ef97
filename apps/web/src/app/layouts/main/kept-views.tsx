/**
 * Keeps the state of the pages open in tabs (STYLE 6): each open tab's screen stays mounted under
 * React's <Activity mode="hidden"> and is dropped when its tab closes. A hidden screen keeps
 * seeing the location it was left at, so it does not react to another tab's URL.
 */
import { Activity, useContext, useMemo, useState, type ContextType, type ReactElement } from 'react';
import { UNSAFE_LocationContext, useLocation, useOutlet } from 'react-router';
import { useUiState } from '../../../lib/ui-store';
import { isTabbed } from './visited-views';

interface KeptView {
  path: string;
  locationKey: string;
  element: ReactElement | null;
  location: ContextType<typeof UNSAFE_LocationContext>;
}

export function KeptViews() {
  const location = useLocation();
  const liveLocation = useContext(UNSAFE_LocationContext);
  const outlet = useOutlet();
  const visitedViews = useUiState((state) => state.visitedViews);
  const versions = useUiState((state) => state.viewVersions);
  const [kept, setKept] = useState<KeptView[]>([]);

  const path = location.pathname;
  const keepCurrent = isTabbed(path);
  const isOpen = (view: KeptView) =>
    view.path === path || visitedViews.some((open) => open.path === view.path);
  const current = kept.find((view) => view.path === path);
  // Adjusting state while rendering (react.dev "storing information from previous renders"):
  // remember the screen on a new location, forget screens whose tab was closed.
  if ((keepCurrent && current?.locationKey !== location.key) || !kept.every(isOpen)) {
    const entry: KeptView = { path, locationKey: location.key, element: outlet, location: liveLocation };
    const open = kept.filter(isOpen);
    setKept(
      !keepCurrent
        ? open
        : current
          ? open.map((view) => (view.path === path ? entry : view))
          : [...open, entry],
    );
  }

  // The same elements while none of their inputs changed: the store's other updates (a tab added by the
  // visit itself) re-render this list, and while the server's markup of the page is still hydrating,
  // new props on its boundary make React drop that markup and render the page again.
  return useMemo(
    () => (
      <>
        {kept.map((view) => {
          const visible = view.path === path;
          return (
            <Activity key={`${view.path}#${versions[view.path] ?? 0}`} mode={visible ? 'visible' : 'hidden'}>
              <UNSAFE_LocationContext.Provider value={visible ? liveLocation : view.location}>
                {visible ? outlet : view.element}
              </UNSAFE_LocationContext.Provider>
            </Activity>
          );
        })}
        {!keepCurrent && outlet}
      </>
    ),
    [kept, path, versions, liveLocation, outlet, keepCurrent],
  );
}
