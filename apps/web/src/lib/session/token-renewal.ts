/**
 * Keeping the session alive (spec §4, ARCHITECTURE "Authentication"): renewal before expiry with
 * exactly one refresh call in flight, recovery after a 401, and the member-number check.
 */
import { ERROR_CODES, MEMBER_PATHS } from '@partner-portal/contract/api-constants';
import type { TokenContext, UserDetail } from '@partner-portal/contract/member-api';
import { MESSAGES } from '@partner-portal/contract/messages';
import { ApiError } from '../http/api-error';
import { memberSessionApi } from '../http/member-session-api';
import { showToast } from '../toast';
import { endSession, SessionEndedError } from './session-end';
import {
  applyUserDetail,
  nowSeconds,
  readAccessToken,
  readMemberSession,
  readTokenState,
  shouldRenewToken,
  startSession,
} from './session-store';

let renewal: Promise<void> | null = null;

/** Renews the access token; concurrent callers share the one refresh call in flight. */
export function renewToken(): Promise<void> {
  renewal ??= requestRenewal().finally(() => {
    renewal = null;
  });
  return renewal;
}

async function requestRenewal(): Promise<void> {
  try {
    // The refresh cookie travels by itself; the session client never renews, so this cannot recurse.
    const context = await memberSessionApi.post<TokenContext>(MEMBER_PATHS.refreshToken, {
      query: { client: 'ceo' },
      showErrors: false,
    });
    startSession(context);
  } catch (error) {
    const noRefreshToken = error instanceof ApiError && error.code === ERROR_CODES.refreshTokenMissing;
    throw new SessionEndedError(noRefreshToken ? '404' : '401');
  }
}

/** Before each navigation and API call. Rejects with SessionEndedError when renewal fails. */
export async function ensureFreshToken(): Promise<void> {
  if (shouldRenewToken(readTokenState(), nowSeconds())) await renewToken();
}

/** Spec §4: a signed-in member without a member number is looked up; failure is error=400. */
export async function ensureMemberNumber(): Promise<void> {
  if (!readAccessToken() || readMemberSession()) return;
  try {
    applyUserDetail(await memberSessionApi.get<UserDetail>(MEMBER_PATHS.userDetail, { showErrors: false }));
  } catch {
    throw new SessionEndedError('400');
  }
}

let recovery: Promise<boolean> | null = null;

/**
 * Spec §8 invalid_token/unauthorized: renew and refresh the member, then ask the user to retry;
 * if that fails, log out with error=401. Calls refused together share one recovery; a call that
 * was sent before a finished renewal just retries.
 */
export async function recoverFromUnauthorized(tokenUsed: string): Promise<'retry' | 'refreshed' | 'ended'> {
  const current = readAccessToken();
  if (current && current !== tokenUsed) return 'retry';
  recovery ??= renewAndRefreshMember().finally(() => {
    recovery = null;
  });
  if (!(await recovery)) return 'ended';
  showToast('warning', MESSAGES.loginRefreshed, { key: MESSAGES.loginRefreshed });
  return 'refreshed';
}

async function renewAndRefreshMember(): Promise<boolean> {
  try {
    await renewToken();
    applyUserDetail(await memberSessionApi.get<UserDetail>(MEMBER_PATHS.userDetail, { showErrors: false }));
    return true;
  } catch {
    endSession('401');
    return false;
  }
}
