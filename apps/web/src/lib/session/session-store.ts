/**
 * The signed-in member (spec §3 "Member session", §4): the access token split across three
 * cookies that expire with it, and the member session in local storage. A session the native app
 * hands over (see app-handover.ts) lives only in this page's memory instead.
 */
import { ACCESS_TOKEN_COOKIES } from '@partner-portal/contract/api-constants';
import { TOKEN_RENEWAL_THRESHOLD_SECONDS } from '@partner-portal/contract/constants';
import type { TokenContext, UserDetail } from '@partner-portal/contract/member-api';
import { PARTNER_MENU, type MenuItem } from '@partner-portal/contract/menu';
import { readCookies, removeCookie, writeCookie } from '../cookies';
import { readStorageJson, writeStorage } from '../storage';
import { forgetPartnerCheck } from './partner-check';

export interface MemberSession {
  memberNo: number;
  memberId: string;
  name: string;
  menuList: MenuItem[];
  /** Access-token expiry, epoch seconds. */
  expires: number;
}

const SESSION_KEY = 'memberSession';

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** The app's session: its token, and the member once the user-detail call has named it. */
let memorySession: { token: string; member: MemberSession | null } | null = null;

/** Signs in for this page only: nothing is written to cookies or storage. */
export function startMemorySession(accessToken: string): void {
  memorySession = { token: accessToken, member: null };
}

export const isMemorySession = (): boolean => memorySession !== null;

export function readAccessToken(): string | null {
  if (memorySession) return memorySession.token;
  const parts = readCookies(ACCESS_TOKEN_COOKIES);
  return parts.every((part) => part) ? parts.join('') : null;
}

export function readMemberSession(): MemberSession | null {
  if (memorySession) return memorySession.member;
  const value = readStorageJson('local', SESSION_KEY);
  return isMemberSession(value) ? value : null;
}

function isMemberSession(value: unknown): value is MemberSession {
  if (typeof value !== 'object' || value === null) return false;
  const session = value as Partial<MemberSession>;
  return (
    typeof session.memberNo === 'number' &&
    typeof session.memberId === 'string' &&
    typeof session.name === 'string' &&
    Array.isArray(session.menuList) &&
    typeof session.expires === 'number'
  );
}

/** Stores a login or renewal answer: tokens in cookies, the member in local storage. */
export function startSession(context: TokenContext, now = nowSeconds()): void {
  memorySession = null;
  const expires = now + context.expires_in;
  writeAccessToken(context.access_token, expires);
  const { member_no, member_id, name } = context.member_info;
  writeSession({ memberNo: member_no, memberId: member_id, name, menuList: [...PARTNER_MENU], expires });
}

/** Rebuilds the member session from the user-detail call (the member number was missing). */
export function applyUserDetail(detail: UserDetail): void {
  const previous = readMemberSession();
  writeSession({
    memberNo: detail.member_no,
    memberId: detail.member_id,
    name: previous?.memberNo === detail.member_no ? previous.name : detail.username,
    menuList: [...PARTNER_MENU],
    expires: detail.exp,
  });
}

const clearListeners = new Set<() => void>();

/** Runs `listener` whenever the session is forgotten (logout, expiry); returns its removal. */
export function onSessionCleared(listener: () => void): () => void {
  clearListeners.add(listener);
  return () => clearListeners.delete(listener);
}

export function clearSession(): void {
  memorySession = null;
  ACCESS_TOKEN_COOKIES.forEach(removeCookie);
  writeStorage('local', SESSION_KEY, null);
  forgetPartnerCheck();
  clearListeners.forEach((listener) => listener());
}

function writeSession(session: MemberSession): void {
  if (memorySession) {
    memorySession.member = session;
    return;
  }
  writeStorage('local', SESSION_KEY, JSON.stringify(session));
}

function writeAccessToken(token: string, expires: number): void {
  const size = Math.ceil(token.length / ACCESS_TOKEN_COOKIES.length);
  const expiry = new Date(expires * 1000);
  ACCESS_TOKEN_COOKIES.forEach((name, i) =>
    writeCookie(name, token.slice(i * size, (i + 1) * size), { expires: expiry }),
  );
}

export interface TokenState {
  hasToken: boolean;
  /** Expiry of the session's token, epoch seconds; null when nobody is signed in. */
  expires: number | null;
}

export function readTokenState(): TokenState {
  // The app renews its own token (this page has no refresh cookie): never renewed here.
  if (memorySession) return { hasToken: true, expires: null };
  return { hasToken: readAccessToken() !== null, expires: readMemberSession()?.expires ?? null };
}

/**
 * Spec §4: renew when the token expires within the threshold. A session whose token cookies are
 * gone (they expire with the token) is renewed too: the refresh cookie lives much longer.
 */
export function shouldRenewToken(state: TokenState, now: number): boolean {
  if (state.expires === null) return false;
  if (!state.hasToken) return true;
  return state.expires - now <= TOKEN_RENEWAL_THRESHOLD_SECONDS;
}
