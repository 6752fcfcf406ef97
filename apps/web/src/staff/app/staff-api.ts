/** The staff API client: the staff session's token; a refused token ends that session (back to sign-in). */
import { API_PREFIX } from '@partner-portal/contract/api-constants';
import { createApiClient } from '../../lib/http/create-api-client';
import { endStaffSession, readStaffToken } from './staff-session';

export const staffApi = createApiClient({
  baseUrl: API_PREFIX.staff,
  envelope: 'return',
  accessToken: readStaffToken,
  session: {
    beforeRequest: async () => {},
    onUnauthorized: async () => {
      endStaffSession();
      return 'ended';
    },
  },
});
