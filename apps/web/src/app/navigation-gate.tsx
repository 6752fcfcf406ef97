/**
 * Runs the guard before each navigation and renders only approved locations: while the guard (and
 * a token renewal) is under way the previous screen stays; a refused navigation never renders.
 * A move away from the approved place first asks the screens' leave checks (unsaved changes).
 */
import { DEFAULT_PAGE_TITLE } from '@partner-portal/contract/constants';
import { MESSAGES } from '@partner-portal/contract/messages';
import { matchRoute, PATHS } from '@partner-portal/contract/routes';
import { memo, Suspense, useEffect, useEffectEvent, useMemo, useRef, useState, useTransition } from 'react';
import {
  NavigationType,
  UNSAFE_LocationContext,
  useLocation,
  useNavigate,
  useNavigationType,
  renderMatches,
  type Location,
  type RouteObject,
} from 'react-router';
import { PageLoading } from '../components/page-loading';
import { mayLeave } from '../lib/leave-checks';
import { readAccessToken } from '../lib/session/session-store';
import { setSessionEndNavigation } from '../lib/session/session-end';
import { showToast } from '../lib/toast';
import { resolveNavigation } from './guard';
import { preloadScreens } from './lazy-screen';
import { NavigationProgress } from './navigation-progress';
import { RouteErrorBoundary } from './route-error-boundary';
import { matchesFor } from './route-matches';
import { appRoutes } from './routes';
import { setScreenPreloader } from './screen-preload';

interface GateProps {
  /** The route table (tests give their own). */
  routes?: RouteObject[];
  /** The guard's decision for a location (tests may allow everything). */
  resolve?: typeof resolveNavigation;
  /**
   * The first location renders at once, before the guard has decided: the page arrived prerendered
   * for a visitor (the server sends it only where the guard lets a visitor in), and hydration needs the
   * first render to be that page. The guard still runs, and a redirect it decides on still happens.
   */
  startApproved?: boolean;
}

const samePlace = (a: Location, b: Location) =>
  a.pathname === b.pathname && a.search === b.search && a.hash === b.hash;

export function NavigationGate({
  routes = appRoutes,
  resolve = resolveNavigation,
  startApproved = false,
}: GateProps) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const [approved, setApproved] = useState<Location | null>(startApproved ? location : null);
  // A page that arrived rendered is shown before the guard has spoken: refused, it is no place to stay.
  const guardApproved = useRef(!startApproved);
  const [rendering, startTransition] = useTransition();

  useEffect(() => setSessionEndNavigation((path) => navigate(path, { replace: true })), [navigate]);
  useEffect(
    () => setScreenPreloader((pathname, search) => preloadScreens(routes, pathname, search)),
    [routes],
  );

  // A refused navigation goes back to the approved screen, or home on a direct load.
  const stayOnApproved = useEffectEvent(() => {
    if (!approved || !guardApproved.current) navigate(PATHS.intro, { replace: true });
    else if (navigationType === 'PUSH') navigate(-1);
    else navigate(approved, { replace: true });
  });

  const leaving = useEffectEvent(() => approved);

  useEffect(() => {
    let current = true;
    // Signed in, the screens' chunks load while the guard decides (signed out, most places redirect).
    if (readAccessToken()) preloadScreens(routes, location.pathname, location.search);
    const from = leaving();
    const decide = async () => {
      // Going back to the approved place (a refused move undone) asks nobody.
      if (from && !samePlace(from, location) && !(await mayLeave(from, location)))
        return { type: 'cancel' } as const;
      return resolve(location.pathname, location.search, from?.pathname ?? null);
    };
    void decide().then((decision) => {
      if (!current) return;
      if (decision.type === 'allow') {
        guardApproved.current = true;
        // The screen shown already (a page that arrived rendered) needs no transition: its pending
        // flag is an urgent update, which would hydrate the whole page at once in one long task.
        if (from !== location) startTransition(() => setApproved(location));
      } else if (decision.type === 'redirect') navigate(decision.to, { replace: true });
      else {
        if (decision.type === 'deny') {
          showToast('error', MESSAGES.permissionDenied, { key: MESSAGES.permissionDenied });
        }
        stayOnApproved();
      }
    });
    return () => {
      current = false;
    };
  }, [location, navigate, resolve, routes]);

  // The screen reads the approved location, not the address: a click on a link changes the address
  // at once, and the screen shown (all of its links) would render again before the next one is even
  // approved. One value per approved location keeps it still until then.
  const approvedContext = useMemo(
    () => approved && { location: approved, navigationType: NavigationType.Pop },
    [approved],
  );

  if (!approvedContext) return <PageLoading />;
  return (
    <>
      <NavigationProgress active={rendering || approvedContext.location.key !== location.key} />
      <UNSAFE_LocationContext.Provider value={approvedContext}>
        <ApprovedScreen location={approvedContext.location} routes={routes} />
      </UNSAFE_LocationContext.Provider>
    </>
  );
}

// Memoised: the gate renders again as the address changes and as its progress bar comes and goes,
// which the screen shown need not.
const ApprovedScreen = memo(function ApprovedScreen({
  location,
  routes,
}: {
  location: Location;
  routes: RouteObject[];
}) {
  // What useRoutes renders, from the remembered matches (the location value is the gate's, above).
  const element = useMemo(
    () => renderMatches(matchesFor(routes, location.pathname)),
    [routes, location.pathname],
  );

  useEffect(() => {
    document.title = matchRoute(location.pathname)?.title || DEFAULT_PAGE_TITLE;
  }, [location.pathname]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.key]);

  return (
    <RouteErrorBoundary resetKey={location.pathname}>
      <Suspense fallback={<PageLoading />}>{element}</Suspense>
    </RouteErrorBoundary>
  );
});
