/** The four API groups' clients, each renewing the session before its calls. */
import { RETURN_CODES } from '@partner-portal/contract/api-constants';
import { env } from '../env';
import { markActivity } from '../session/countdown';
import { recheckOutstandingTerms } from '../session/terms-recheck';
import { endSession, SessionEndedError } from '../session/session-end';
import { ensureFreshToken, recoverFromUnauthorized } from '../session/token-renewal';
import type { ApiError } from './api-error';
import { createApiClient, type SessionHooks } from './create-api-client';

const session: SessionHooks = {
  beforeRequest: () =>
    ensureFreshToken().catch((error: unknown) => {
      if (error instanceof SessionEndedError) endSession(error.reason);
      throw error;
    }),
  onUnauthorized: recoverFromUnauthorized,
};

/** A write refused for outstanding terms, whichever screen made it: the guard takes the partner to agree. */
const onRefusal = (error: ApiError) => {
  if (error.code === RETURN_CODES.termsOutstanding) recheckOutstandingTerms();
};

export const memberApi = createApiClient({ baseUrl: env.memberApi, envelope: 'member', session });
/** Every partner call restarts the top bar's session countdown (spec §4). */
export const partnerApi = createApiClient({
  baseUrl: env.partnerApi,
  envelope: 'return',
  session,
  onRequest: () => markActivity(),
  onRefusal,
});
export const serviceApi = createApiClient({ baseUrl: env.serviceApi, envelope: 'return', session });
export const planApi = createApiClient({ baseUrl: env.planApi, envelope: 'return', session, onRefusal });
