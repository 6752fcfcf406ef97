/**
 * The native app opens `/mypage/myInfo/m#access_token=…` in its web view: the token travels in the
 * fragment, which browsers never send to a server, so it stays out of server and proxy logs. This
 * page takes it into memory and at once rewrites the address without it, so it leaves the browser
 * history too. Only that page accepts a token; anywhere else the fragment is ignored.
 */
import { PATHS } from '@partner-portal/contract/routes';
import { startMemorySession } from './session-store';

export const HANDOVER_PARAM = 'access_token';

/** True when a token was taken over; call before the router reads the address. */
export function adoptHandedOverToken(
  location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location,
  history: Pick<History, 'replaceState' | 'state'> = window.history,
): boolean {
  if (!location.hash.includes(`${HANDOVER_PARAM}=`)) return false;
  const token = new URLSearchParams(location.hash.slice(1)).get(HANDOVER_PARAM);
  // Whatever the page, the token leaves the address.
  history.replaceState(history.state, '', location.pathname + location.search);
  if (location.pathname.replace(/\/+$/, '') !== PATHS.myInfoApp || !token) return false;
  startMemorySession(token);
  return true;
}
