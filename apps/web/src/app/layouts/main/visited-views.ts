/**
 * Rules of the visited-view tabs (spec §2 "Tag tabs"): which routes get a tab, and what closing
 * one, the others or all leaves open and where the user lands.
 */
import { matchRoute, ROUTES } from '@partner-portal/contract/routes';
import type { VisitedView } from '../../../lib/ui-store';

/** Main-layout pages that are not hidden get a tab. */
export function isTabbed(pathname: string): boolean {
  const route = matchRoute(pathname);
  return route !== undefined && route.layout === 'main' && !route.hidden;
}

export const isClosable = (pathname: string): boolean => matchRoute(pathname)?.closable === true;

/** Tabs that are always there (home), first in the bar. */
const PINNED_VIEWS: readonly VisitedView[] = ROUTES.filter(
  (route) => route.layout === 'main' && !route.hidden && !route.closable,
).map((route) => ({ path: route.path, search: '', title: route.title }));

/** Adds a visited page, or updates its query string if it already has a tab. */
export function withView(views: readonly VisitedView[], view: VisitedView): VisitedView[] {
  const base = views.length ? views : PINNED_VIEWS;
  const index = base.findIndex((open) => open.path === view.path);
  if (index === -1) return [...base, view];
  return base.map((open, i) => (i === index ? { ...open, search: view.search } : open));
}

export type CloseAction = 'close' | 'closeOthers' | 'closeAll';

export interface CloseResult {
  views: VisitedView[];
  /** Where to go when the page on screen was closed; null to stay. */
  navigateTo: string | null;
}

const href = (view: VisitedView) => view.path + view.search;

export function closeViews(
  views: readonly VisitedView[],
  action: CloseAction,
  targetPath: string,
  activePath: string,
): CloseResult {
  const pinned = (view: VisitedView) => !isClosable(view.path);
  let remaining: VisitedView[];
  switch (action) {
    case 'close':
      if (!isClosable(targetPath)) return { views: [...views], navigateTo: null };
      remaining = views.filter((view) => view.path !== targetPath);
      break;
    case 'closeOthers':
      remaining = views.filter((view) => pinned(view) || view.path === targetPath);
      break;
    case 'closeAll':
      remaining = views.filter(pinned);
      break;
  }
  const activeIndex = views.findIndex((view) => view.path === activePath);
  const activeStays = activeIndex === -1 || remaining.some((view) => view.path === activePath);
  if (activeStays) return { views: remaining, navigateTo: null };

  // The page on screen was closed: the kept tab takes over, else the right neighbour, else the left.
  const isOpen = (view: VisitedView) => remaining.includes(view);
  const next =
    action === 'closeOthers'
      ? remaining.find((view) => view.path === targetPath)
      : (views.slice(activeIndex + 1).find(isOpen) ?? views.slice(0, activeIndex).reverse().find(isOpen));
  return { views: remaining, navigateTo: href(next ?? remaining[0] ?? PINNED_VIEWS[0]!) };
}
