/** Drives the identity sandbox the way a browser does: window page, pick a person, follow the return. */
import type { FastifyInstance } from 'fastify';
import { hiddenFields } from './html-forms.js';

export interface VerificationRun {
  cookie: string;
  /** The SPA page the return redirected to. */
  location: string;
  token: string | undefined;
}

/**
 * Runs the whole flow for `person` (index in SANDBOX_PEOPLE, or 'fail'). `auth` is needed for a
 * phone change.
 */
export async function verifyIdentity(
  app: FastifyInstance,
  options: { purpose: 'signup' | 'phone-change'; person: number | 'fail'; auth?: Record<string, string>; tamper?: boolean },
): Promise<VerificationRun> {
  const started = await app.inject({
    method: 'POST',
    url: '/partner-api/partner/identity/request',
    headers: options.auth ?? {},
    payload: { purpose: options.purpose },
  });
  const window = started.json().data as { window_url: string; fields: Record<string, string> };
  const cookie = started.cookies.find((c) => c.name === 'identity_rq')!.value;
  const windowPage = await app.inject({ method: 'POST', url: window.window_url, payload: new URLSearchParams(window.fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  const personForm = hiddenFields(windowPage.body);
  const completed = await app.inject({
    method: 'POST',
    url: '/identity-sandbox/complete',
    payload: new URLSearchParams({ ...personForm, person: String(options.person) }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const returned = hiddenFields(completed.body);
  if (options.tamper) returned.enc_data = `A${returned.enc_data!.slice(1)}`;
  const back = await app.inject({
    method: 'POST',
    url: '/partner-api/partner/identity/return',
    payload: new URLSearchParams(returned).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    cookies: { identity_rq: cookie },
  });
  const location = back.headers.location as string;
  const token = new URL(location, 'http://x').searchParams.get('token') ?? undefined;
  return { cookie, location, token };
}
