/** Drives the identity sandbox the way a browser does: window page, pick or enter a person, follow the return. */
import { randomInt } from 'node:crypto';
import type { IdentityPurpose } from '@partner-portal/contract/identity-constants';
import type { FastifyInstance } from 'fastify';
import type { SandboxPerson } from '../platform/identity/nice-sandbox.js';
import { hiddenFields } from './html-forms.js';

export interface VerificationRun {
  cookie: string;
  /** The SPA page the return redirected to. */
  location: string;
  token: string | undefined;
}

/**
 * Runs the whole flow for `person` (index in SANDBOX_PEOPLE, a person typed into the window, or
 * 'fail'). `auth` is needed for a phone change.
 */
export async function verifyIdentity(
  app: FastifyInstance,
  options: {
    purpose: IdentityPurpose;
    person: number | SandboxPerson | 'fail';
    auth?: Record<string, string>;
    tamper?: boolean;
  },
): Promise<VerificationRun> {
  const started = await app.inject({
    method: 'POST',
    url: '/partner-api/partner/identity/request',
    headers: options.auth ?? {},
    payload: { purpose: options.purpose },
  });
  const window = started.json().data as { window_url: string; fields: Record<string, string> };
  const cookie = started.cookies.find((c) => c.name === 'identity_rq')!.value;
  const windowPage = await app.inject({
    method: 'POST',
    url: window.window_url,
    payload: new URLSearchParams(window.fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const personForm = hiddenFields(windowPage.body);
  const completed = await app.inject({
    method: 'POST',
    url: '/identity-sandbox/complete',
    payload: new URLSearchParams({ ...personForm, ...personFields(options.person) }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const returned = hiddenFields(completed.body);
  if (options.tamper) {
    // Another first character: always 'A' left one return in 64 (its data began with 'A') untouched.
    const data = returned.enc_data!;
    returned.enc_data = `${data.startsWith('A') ? 'B' : 'A'}${data.slice(1)}`;
  }
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

const personFields = (person: number | SandboxPerson | 'fail'): Record<string, string> =>
  typeof person === 'object' ? { person: 'entered', ...person } : { person: String(person) };

const usedPeople = new Set<string>();

/** A person nobody in this test run has verified yet (one person owns at most one partner). */
export function newTestPerson(): SandboxPerson {
  for (;;) {
    const born = new Date(Date.UTC(1950, 0, 1) + randomInt(365 * 50) * 86_400_000);
    const person: SandboxPerson = {
      name: '김대표',
      birthdate: born.toISOString().slice(0, 10).replace(/-/g, ''),
      gender: '1',
      mobileno: `010${String(randomInt(100_000_000)).padStart(8, '0')}`,
      mobileco: '1',
    };
    if (!usedPeople.has(person.birthdate)) {
      usedPeople.add(person.birthdate);
      return person;
    }
  }
}
