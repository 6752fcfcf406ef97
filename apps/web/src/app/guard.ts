/**
 * The navigation guard of spec §4 (steps 2, 4, 5, 6): a pure decision from the path and the
 * session, and the async step before it that renews the token and completes the member session.
 */
import { isPathPermitted, type MenuItem } from '@partner-portal/contract/menu';
import { matchRoute, PATHS } from '@partner-portal/contract/routes';
import { logoutPath, SessionEndedError } from '../lib/session/session-end';
import { readAccessToken, readMemberSession } from '../lib/session/session-store';
import { ensureFreshToken, ensureMemberNumber } from '../lib/session/token-renewal';

export interface GuardState {
  signedIn: boolean;
  menuList: readonly MenuItem[];
}

export type GuardDecision = { type: 'allow' } | { type: 'redirect'; to: string } | { type: 'deny' };

const allow: GuardDecision = { type: 'allow' };
const redirect = (to: string): GuardDecision => ({ type: 'redirect', to });

export function decideNavigation(pathname: string, search: string, state: GuardState): GuardDecision {
  // The empty path is the landing page for visitors (spec §2) and home for a signed-in partner.
  if (pathname === PATHS.root) return redirect(state.signedIn ? PATHS.intro : PATHS.enter);
  const route = matchRoute(pathname);
  if (!route) return redirect(PATHS.notFound);
  if (route.access === 'always' || route.access === 'open') return allow;
  if (!state.signedIn) {
    return route.access === 'guest'
      ? allow
      : redirect(`${PATHS.login}?redirect=${encodeURIComponent(pathname + search)}`);
  }
  if (route.access === 'guest') return redirect(PATHS.intro);
  if (state.menuList.length === 0) return pathname === PATHS.intro ? allow : redirect(PATHS.intro);
  return isPathPermitted(pathname, state.menuList) ? allow : { type: 'deny' };
}

/** Runs before each navigation: renewal first (spec §4), then the decision on the fresh state. */
export async function resolveNavigation(pathname: string, search: string): Promise<GuardDecision> {
  if (matchRoute(pathname)?.access !== 'always') {
    try {
      await ensureFreshToken();
      await ensureMemberNumber();
    } catch (error) {
      return redirect(logoutPath(error instanceof SessionEndedError ? error.reason : '401'));
    }
  }
  return decideNavigation(pathname, search, {
    signedIn: readAccessToken() !== null,
    menuList: readMemberSession()?.menuList ?? [],
  });
}
