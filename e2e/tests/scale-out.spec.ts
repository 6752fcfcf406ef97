/**
 * Two server processes on one PostgreSQL database, requests alternating between them as a load
 * balancer would send them: sign-up, login, refresh rotation and reuse detection, the per-address
 * login limit, and a card order opened on one and approved on the other (issue #15, finding 19).
 * Runs where PostgreSQL is (`TEST_DATABASE_URL`, as CI sets it); skipped elsewhere.
 */
import pg from 'pg';
import { hiddenFields } from '../../apps/server/src/test-support/html-forms.js';
import type { CardWindowRequest } from '../../packages/contract/src/orders-api.js';
import { newDataDir, startPortal, type Running } from '../../scripts/portal-process.js';
import { currentPaymentConsent } from '../../scripts/payment-consent.js';
import { payInSandboxWindow } from '../../scripts/sandbox-card-window.js';
import { expect, test } from './fixtures.js';
import { REQUIRED_TERMS, newAccount, newBusinessNumber, newPassword, newPerson } from './support.js';

const ADMIN_URL = process.env.TEST_DATABASE_URL;
const LOGIN_LIMIT = 6;
const APPROVED_CARD = '9410010000000004';

test.skip(!ADMIN_URL, 'needs PostgreSQL: set TEST_DATABASE_URL (CI does)');
test.describe.configure({ timeout: 240_000 });

/** A request to one instance; cookies are passed by hand, as the browser would send them to both. */
async function call(
  base: string,
  path: string,
  init: {
    method?: string;
    json?: unknown;
    form?: Record<string, string | number>;
    headers?: Record<string, string>;
  } = {},
) {
  const headers: Record<string, string> = { ...init.headers };
  let body: string | undefined;
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  } else if (init.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(Object.entries(init.form).map(([k, v]) => [k, String(v)])).toString();
  }
  return fetch(`${base}${path}`, {
    method: init.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    redirect: 'manual',
  });
}

const cookieOf = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith(`${name}=`));

test('two instances on one database serve one partner as if they were one', async () => {
  const database = `portal_scale_out_${Date.now()}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  const databaseUrl = new URL(ADMIN_URL!);
  databaseUrl.pathname = `/${database}`;
  const env = {
    DATABASE_URL: databaseUrl.toString(),
    JWT_SECRET: 'scale-out-journey-jwt-secret-0123456789abcdef',
    FIELD_ENCRYPTION_KEY: 'scale-out-journey-field-key-0123456789abcdef',
    SANDBOX_PROVIDERS: '1',
    SEED_DEMO: '0',
    RATE_LIMIT_LOGIN_PER_ADDRESS: String(LOGIN_LIMIT),
    ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
  };
  const instances: Running[] = [];
  try {
    await test.step('both start at once on the empty database (migrations under an advisory lock)', async () => {
      instances.push(
        ...(await Promise.all([startPortal(env, newDataDir()), startPortal(env, newDataDir())])),
      );
    });
    const [a, b] = instances.map((instance) => instance.url) as [string, string];

    const person = newPerson();
    const account = newAccount('scale');
    const password = newPassword();
    await test.step('identity verification opened on A, returned to B; the sign-up sent to A', async () => {
      const started = await call(a, '/partner-api/partner/identity/request', { json: { purpose: 'signup' } });
      const binding = cookieOf(started, 'identity_rq')!;
      const { fields } = ((await started.json()) as { data: { fields: Record<string, string> } }).data;
      const completed = await call(a, '/identity-sandbox/complete', {
        form: { ...fields, person: 'entered', ...person },
      });
      const back = await call(b, '/partner-api/partner/identity/return', {
        form: hiddenFields(await completed.text()),
        headers: { cookie: binding },
      });
      const token = new URL(back.headers.get('location') ?? '', b).searchParams.get('token');
      expect(token, `verification: ${back.headers.get('location')}`).toBeTruthy();
      const signUp = await call(a, '/partner-api/partner/v3/reg', {
        headers: { cookie: binding },
        json: {
          account,
          password,
          identity_token: token,
          email: `${account}@example.com`,
          partner_name: '스케일아웃 인테리어',
          biz_no: newBusinessNumber(),
          join_channel: 4,
          agreement_marketing: false,
          agreed_terms: REQUIRED_TERMS,
        },
      });
      expect(await signUp.json()).toMatchObject({ return_code: 0 });
    });

    let session = { access: '', refresh: '' };
    await test.step('logged in on B, the session read on A', async () => {
      const login = await call(b, '/member-api/api/v1/ceologin', { json: { username: account, password } });
      const context = ((await login.json()) as { context: { access_token: string; refresh_token: string } })
        .context;
      session = { access: context.access_token, refresh: context.refresh_token };
      const detail = await call(a, '/member-api/authapi/v1/user/detail', {
        headers: { authorization: `Bearer ${session.access}` },
      });
      expect(detail.status).toBe(200);
      expect(await detail.json()).toMatchObject({ context: { member_id: account } });
    });

    const refresh = (base: string, token: string) =>
      call(base, '/member-api/api/v1/refreshToken?client=ceo', {
        method: 'POST',
        headers: { cookie: `partner_rt=${token}`, origin: base },
      });
    await test.step('rotated on A; the old token presented to B later revokes the whole family', async () => {
      const rotated = await refresh(a, session.refresh);
      expect(rotated.status).toBe(200);
      const successor = (
        (await rotated.json()) as { context: { refresh_token: string; access_token: string } }
      ).context;
      expect(successor.refresh_token).not.toBe(session.refresh);
      // Past the few seconds two racing tabs are allowed (they get the same successor).
      await new Promise((resolve) => setTimeout(resolve, 11_000));
      const replay = await refresh(b, session.refresh);
      expect(replay.status).toBe(401);
      expect((await refresh(a, successor.refresh_token)).status).toBe(401);
      const detail = await call(b, '/member-api/authapi/v1/user/detail', {
        headers: { authorization: `Bearer ${successor.access_token}` },
      });
      expect(detail.status).toBe(401);
    });

    await test.step('a card order opened on A is approved on B, once', async () => {
      const login = await call(a, '/member-api/api/v1/ceologin', { json: { username: account, password } });
      const access = ((await login.json()) as { context: { access_token: string } }).context.access_token;
      const bearer = { authorization: `Bearer ${access}` };
      const created = await call(a, '/partner-api/authapi/partner/order/create', {
        headers: { ...bearer, 'idempotency-key': `scale-out-${account}` },
        json: {
          items: [{ product_key: 'MONTHLY_LITE' }],
          method: 'card',
          consent: await currentPaymentConsent(a),
        },
      });
      expect(created.status).toBe(200);
      const order = (
        (await created.json()) as {
          data: {
            order_no: string;
            card_window: CardWindowRequest;
          };
        }
      ).data;
      const w = order.card_window;
      const returned = await payInSandboxWindow(a, w, APPROVED_CARD);
      const back = await call(b, w.returnUrl, { form: returned });
      expect(back.status).toBe(303);
      expect(back.headers.get('location')).toMatch(/^\/payment\/complete/);
      // The same return replayed to A changes nothing: still one payment.
      await call(a, w.returnUrl, { form: returned });
      const listed = await call(a, '/partner-api/authapi/partner/order/list?size=20', { headers: bearer });
      const items = ((await listed.json()) as { data: { items: { order_no: string; status: string }[] } })
        .data.items;
      expect(items.filter((item) => item.order_no === order.order_no)).toEqual([
        expect.objectContaining({ status: 'paid' }),
      ]);
    });

    await test.step('the per-address login limit counts the attempts on both instances together', async () => {
      // Every attempt counts, whatever its outcome: the two logins above, then these, alternating.
      const statuses: number[] = [];
      for (let attempt = 0; attempt < LOGIN_LIMIT; attempt++) {
        const response = await call(attempt % 2 === 0 ? a : b, '/member-api/api/v1/ceologin', {
          json: { username: 'nobody_here', password: 'Wrong!pass1' },
        });
        statuses.push(response.status);
      }
      // Counted per instance, neither would have passed 4 of 6.
      expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
      const owner = await call(b, '/member-api/api/v1/ceologin', { json: { username: account, password } });
      expect(owner.status).toBe(429);
    });
  } finally {
    await Promise.all(instances.map((instance) => instance.stop()));
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  }
});
