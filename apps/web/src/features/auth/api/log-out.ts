import { MEMBER_PATHS } from '@partner-portal/contract/api-constants';
import { memberSessionApi } from '../../../lib/http/member-session-api';
import { queryClient } from '../../../lib/query-client';
import { clearSession, readAccessToken } from '../../../lib/session/session-store';
import { resetSessionUi } from '../../../lib/ui-store';

let pending: Promise<void> | null = null;

/**
 * Revokes the session on the server, then forgets it here whatever the server said (spec §4):
 * token cookies, member session, kept views and cached server data.
 */
export function logOut(): Promise<void> {
  pending ??= revokeAndForget().finally(() => {
    pending = null;
  });
  return pending;
}

async function revokeAndForget(): Promise<void> {
  try {
    if (readAccessToken()) await memberSessionApi.get(MEMBER_PATHS.logout, { showErrors: false });
  } catch {
    // An expired or unreachable session is forgotten locally all the same.
  } finally {
    clearSession();
    resetSessionUi();
    queryClient.clear();
  }
}
