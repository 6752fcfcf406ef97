/**
 * A plain `fetch` with the partner session's bearer token, for answers the JSON clients cannot read:
 * a server-sent event stream, a photo as a blob. The token is renewed before it expires, and a 401
 * renews it once and asks again, as the API clients do (create-api-client.ts); an ended session
 * goes to the logout page and rejects with SessionEndedError.
 */
import { endSession, SessionEndedError } from '../session/session-end';
import { readAccessToken } from '../session/session-store';
import { ensureFreshToken, renewToken } from '../session/token-renewal';

const endOnFailure = (error: unknown): never => {
  if (error instanceof SessionEndedError) endSession(error.reason);
  throw error;
};

function send(url: string, init: RequestInit, token: string | null): Promise<Response> {
  return fetch(url, {
    ...init,
    credentials: 'include',
    headers: {
      ...(init.headers as Record<string, string>),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });
}

export async function authorizedFetch(url: string, init: RequestInit = {}): Promise<Response> {
  await ensureFreshToken().catch(endOnFailure);
  const token = readAccessToken();
  const response = await send(url, init, token);
  if (response.status !== 401 || !token) return response;
  // Another call may have renewed the token meanwhile; otherwise this one renews it.
  if (readAccessToken() === token) await renewToken().catch(endOnFailure);
  return send(url, init, readAccessToken());
}
