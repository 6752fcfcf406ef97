/**
 * Staff sign-in for the journeys: the demo's staff accounts (apps/server/src/seed/demo-seed.ts) and
 * their shared authenticator secret, printed at the demo's start-up. Codes are computed with otplib at
 * the real time, as a phone would; a code is accepted once, so a sign-in refused because another
 * journey just used this 30-second step tries the next step's code (the server allows a phone's clock
 * one step of drift), and only when that one was used too waits for the step after.
 */
import { generate } from 'otplib';

export const DEMO_STAFF_TOTP_SECRET = 'PORTALDEMOSTAFFTOTPSECRET2345672';
export const DEMO_STAFF = {
  operations: { id: 'staff_ops', password: 'Staff2024!ops' },
  content: { id: 'staff_content', password: 'Staff2024!content' },
  admin: { id: 'staff_admin', password: 'Staff2024!admin' },
} as const;
export type DemoStaff = (typeof DEMO_STAFF)[keyof typeof DEMO_STAFF];

/** The code of the current 30-second step, or of the `attempt`-th one after it (a clock that runs fast). */
export const totpCode = (attempt = 0) =>
  generate({ secret: DEMO_STAFF_TOTP_SECRET, epoch: Math.floor(Date.now() / 1000) + 30 * attempt });

/**
 * Before the `attempt`-th try of a code (from 0): no wait for the first two (this step's code, then
 * the next step's), then until the next 30-second step (plus a little) has begun.
 */
export const waitBeforeCode = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, attempt < 2 ? 0 : 30_000 - (Date.now() % 30_000) + 500));

/** Which code to type on the `attempt`-th try: this step's, the next step's, then the next step's again after the wait. */
export const codeForAttempt = (attempt: number) => totpCode(Math.min(attempt, 1));

interface Envelope<T> {
  return_code?: number;
  data?: T;
  message?: string;
}

async function postJson<T>(
  url: string,
  body: object,
  token?: string,
): Promise<{ status: number; answer: Envelope<T> }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, answer: (await response.json()) as Envelope<T> };
}

/** An access token of a demo staff account through both sign-in steps of the staff API. */
export async function staffAccessToken(portalUrl: string, staff: DemoStaff): Promise<string> {
  const base = `${portalUrl.replace(/\/$/, '')}/staff-api`;
  for (let attempt = 0; attempt < 4; attempt += 1) {
    await waitBeforeCode(attempt);
    const first = await postJson<{ challenge: string }>(`${base}/login`, {
      member_id: staff.id,
      password: staff.password,
    });
    if (!first.answer.data) throw new Error(`staff sign-in refused: ${JSON.stringify(first.answer)}`);
    const second = await postJson<{ access_token: string }>(`${base}/login/code`, {
      challenge: first.answer.data.challenge,
      code: await codeForAttempt(attempt),
    });
    if (second.answer.data) return second.answer.data.access_token;
  }
  throw new Error(`staff code refused four times for ${staff.id}`);
}

const automationTokens = new Map<string, Promise<string>>();

/**
 * An automation token for the command line (STAFF_TOKEN), as an admin issues one in the console:
 * acting as staff_ops with the operations role. One per portal and worker.
 */
export function operationsAutomationToken(portalUrl: string): Promise<string> {
  let token = automationTokens.get(portalUrl);
  if (!token) {
    token = (async () => {
      const admin = await staffAccessToken(portalUrl, DEMO_STAFF.admin);
      const base = `${portalUrl.replace(/\/$/, '')}/staff-api`;
      const accounts = (await (
        await fetch(`${base}/accounts`, { headers: { authorization: `Bearer ${admin}` } })
      ).json()) as Envelope<{ member_no: number; member_id: string }[]>;
      const ops = accounts.data!.find((a) => a.member_id === DEMO_STAFF.operations.id)!;
      const issued = await postJson<{ token: string }>(
        `${base}/automation-tokens`,
        { member_no: ops.member_no, label: '브라우저 여정 명령줄', roles: ['operations'], days: 1 },
        admin,
      );
      return issued.answer.data!.token;
    })();
    automationTokens.set(portalUrl, token);
  }
  return token;
}
