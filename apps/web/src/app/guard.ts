/**
 * The navigation guard of spec §4: step 1 (a running service inspection sends everyone to
 * /service-inspection), then steps 2 to 6, a pure decision from the path, the session and the
 * partner's outstanding terms, and the async step before it that renews the token, completes the
 * member session and loads the partner check.
 */
import { isPathPermitted, type MenuItem } from '@partner-portal/contract/menu';
import { matchRoute, PATHS } from '@partner-portal/contract/routes';
import type { InspectionStatus } from '@partner-portal/contract/inspection-constants';
import { currentInspection, inspectionRunning } from '../lib/inspection-status';
import { pathAfterSessionEnd, SessionEndedError } from '../lib/session/session-end';
import { loadPartnerCheck } from '../lib/session/partner-check';
import { readAccessToken, readMemberSession } from '../lib/session/session-store';
import { ensureFreshToken, ensureMemberNumber } from '../lib/session/token-renewal';
import { startShellFetch } from './shell-fetch';

/** Loaded on demand: the entry pages' bundle stays without the partner client and the query cache. */
async function readOutstandingTerms(): Promise<readonly string[]> {
  const { fetchMyPartner } = await import('../lib/api/get-my-partner');
  return (await fetchMyPartner()).need_agree_terms_list;
}

export interface GuardState {
  signedIn: boolean;
  menuList: readonly MenuItem[];
  /** Step 3: the partner's outstanding terms; absent when not loaded (the partner is let through). */
  terms?: { marker: string; outstanding: readonly string[] } | null;
  /** The path of the screen being left, if any. */
  from?: string | null;
}

/** `deny` warns that the menu does not permit the page; `cancel` just stays where the partner was. */
export type GuardDecision =
  { type: 'allow' } | { type: 'redirect'; to: string } | { type: 'deny' } | { type: 'cancel' };

const allow: GuardDecision = { type: 'allow' };
const redirect = (to: string): GuardDecision => ({ type: 'redirect', to });

/** The agreement page for the first outstanding term; the random marker makes every forcing a new address. */
export const agreeProductPath = (marker: string, type: string, destination: string): string =>
  `${PATHS.agreeProduct}?${new URLSearchParams({ m: marker, type, redirect: destination })}`;

/** Step 3 for a signed-in partner on a member page; null when it has nothing to say. */
export function decideTermsStep(
  pathname: string,
  search: string,
  terms: GuardState['terms'],
  from: string | null = null,
): GuardDecision | null {
  if (!terms) return null;
  const [first] = terms.outstanding;
  const onAgreePage = pathname === PATHS.agreeProduct;
  if (first !== undefined)
    return onAgreePage ? null : redirect(agreeProductPath(terms.marker, first, pathname + search));
  if (!onAgreePage) return null;
  // Nothing to agree to: leave the page, except that the payment page keeps its partner where they are.
  return from === PATHS.payment ? { type: 'cancel' } : redirect(PATHS.root);
}

/**
 * Step 1: while an inspection runs, every page but the inspection notice itself goes there (with
 * the page asked for, to return to when it ends); null when it has nothing to say.
 */
export function decideInspectionStep(
  pathname: string,
  search: string,
  inspection: InspectionStatus | null,
  now = Date.now(),
): GuardDecision | null {
  if (pathname === PATHS.serviceInspection || !inspectionRunning(inspection, now)) return null;
  return redirect(`${PATHS.serviceInspection}?${new URLSearchParams({ redirect: pathname + search })}`);
}

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
  const termsStep = decideTermsStep(pathname, search, state.terms, state.from);
  if (termsStep) return termsStep;
  if (state.menuList.length === 0) return pathname === PATHS.intro ? allow : redirect(PATHS.intro);
  return isPathPermitted(pathname, state.menuList) ? allow : { type: 'deny' };
}

/**
 * Runs before each navigation: renewal first (spec §4), the partner check on member pages (the
 * identity popups and the app's own pages stay free of it), then the decision on the fresh state.
 */
export async function resolveNavigation(
  pathname: string,
  search: string,
  from: string | null = null,
): Promise<GuardDecision> {
  // Step 1, asked alongside the token renewal; it never holds the navigation more than a moment.
  const inspection = pathname === PATHS.serviceInspection ? null : currentInspection();
  const access = matchRoute(pathname)?.access;
  if (access !== 'always') {
    try {
      await ensureFreshToken();
      await ensureMemberNumber();
    } catch (error) {
      return redirect(pathAfterSessionEnd(error instanceof SessionEndedError ? error.reason : '401'));
    }
  }
  const signedIn = readAccessToken() !== null;
  const member = readMemberSession();
  const partnerPage = signedIn && member !== null && access === 'member';
  // The first partner page since sign-in loads the shell in one call, which carries the partner;
  // it leaves before the inspection's answer and before the layout's code has arrived.
  const shell = partnerPage ? startShellFetch(pathname) : null;
  const filing = shell && import('./shell-bootstrap').then(({ fileShell }) => fileShell(shell, pathname));
  const inspectionStep = decideInspectionStep(pathname, search, await inspection);
  if (inspectionStep) return inspectionStep;
  await filing;
  const terms = partnerPage
    ? await loadPartnerCheck(member.memberNo, () =>
        shell ? shell.then((answer) => answer.partner.need_agree_terms_list) : readOutstandingTerms(),
      )
    : null;
  return decideNavigation(pathname, search, { signedIn, menuList: member?.menuList ?? [], terms, from });
}
