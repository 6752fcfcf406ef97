/** Test helpers: a scripted `fetch` and a signed-in session. */
import type { TokenContext } from '@partner-portal/contract/member-api';
import { vi } from 'vitest';
import { startSession } from '../lib/session/session-store';

export const jsonResponse = (body: unknown, status = 200): Response =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

export interface FetchCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** Replaces `fetch`; `respond` answers each call and the calls are recorded in order. */
export function mockFetch(respond: (call: FetchCall) => Response | Promise<Response>) {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: FetchCall = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    return respond(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

export function tokenContext(overrides: Partial<TokenContext> = {}): TokenContext {
  return {
    member_info: { member_no: 7, member_id: 'partner7', name: '김대표' },
    expires_in: 3600,
    access_token: 'header.payload-of-a-test-token.signature',
    refresh_token: 'refresh',
    ...overrides,
  };
}

/** Signs in as if the login call had answered, with the token expiring in `expiresIn` seconds. */
export function signIn(expiresIn = 3600, accessToken = 'header.payload-of-a-test-token.signature'): void {
  startSession(tokenContext({ expires_in: expiresIn, access_token: accessToken }));
}
