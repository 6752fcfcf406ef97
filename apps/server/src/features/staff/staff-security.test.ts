/**
 * Staff security: which role opens which route (derived from the registered routes, so a new staff
 * route cannot be forgotten), two-factor sign-in (wrong code, replay, recovery codes, back-off), enrolment
 * links (single use, expiry), automation tokens, and the append-only audit log.
 */
import { STAFF_ROLES, type StaffRole } from '@partner-portal/contract/staff-api';
import { and, eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/tables/staff.js';
import { createTestApp, logIn, newPartner, type TestApp } from '../../test-support/test-app.js';
import { addStaff, staffHeaders, staffSignIn, STAFF_PASSWORD, totpCode } from '../../test-support/staff.js';

let t: TestApp;
type Headers = { authorization: string };
const callers: Record<string, Headers | undefined> = {};
let adminNo: number;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-11-20T03:00:00Z');
  adminNo = await addStaff(t, 'sec_admin', ['admin']);
  await addStaff(t, 'sec_ops', ['operations']);
  await addStaff(t, 'sec_content', ['content']);
  await addStaff(t, 'sec_gone', ['admin', 'operations', 'content']);
  for (const id of ['sec_admin', 'sec_ops', 'sec_content', 'sec_gone'])
    callers[id] = await staffHeaders(t, id);
  const gone = await t.database.db.execute(sql`select member_no from members where member_id = 'sec_gone'`);
  const goneNo = (gone as unknown as { rows: { member_no: number }[] }).rows[0]!.member_no;
  const disabled = await post(`/accounts/${goneNo}/disable`, {}, callers.sec_admin);
  expect(disabled.json().data.disabled_at).not.toBeNull();
  callers.partner = (await newPartner(t.app)).auth as Headers;
});
afterAll(() => t.close());

const post = (path: string, payload: object, headers?: Headers) =>
  t.app.inject({ method: 'POST', url: `/staff-api${path}`, payload, ...(headers ? { headers } : {}) });
const get = (path: string, headers?: Headers) =>
  t.app.inject({ method: 'GET', url: `/staff-api${path}`, ...(headers ? { headers } : {}) });
const auditRows = (action: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('roles × staff routes', () => {
  // An id no record has: the matrix must not disable, reset or delete anything real.
  const concrete = (url: string) => url.replace(/:\w+/g, '999999');
  const staffRoutes = () =>
    t.app
      .registeredRoutes()
      .filter((r) => r.auth === 'staff' && r.method !== 'HEAD')
      .map((r) => ({ method: [r.method].flat()[0] as 'GET', url: r.url, role: r.staffRole }));

  it('gives every staff route a role, and covers each role and the accounts, tokens and audit desks', () => {
    const routes = staffRoutes();
    expect(routes.every((r) => r.role !== undefined)).toBe(true);
    const roles = new Set(routes.map((r) => r.role));
    for (const role of STAFF_ROLES) expect(roles, role).toContain(role);
    const of = (url: string) => routes.find((r) => r.url === `/staff-api${url}`)?.role;
    expect(of('/orders/:orderNo/confirm-deposit')).toBe('operations');
    expect(of('/renewals/run')).toBe('operations');
    expect(of('/plans/:productKey/price-change')).toBe('operations');
    expect(of('/content/notices/:id/publish')).toBe('content');
    expect(of('/accounts')).toBe('admin');
    expect(of('/audit')).toBe('admin');
    expect(of('/me')).toBe('any');
  });

  it('opens a route only to the role it names: anonymous 401, partner, other roles and disabled staff 403', async () => {
    const holders: Record<string, StaffRole[]> = {
      sec_admin: ['admin'],
      sec_ops: ['operations'],
      sec_content: ['content'],
      sec_gone: [],
      partner: [],
    };
    for (const route of staffRoutes()) {
      const url = concrete(route.url);
      const anonymous = await t.app.inject({ method: route.method, url, payload: {} });
      expect(anonymous.statusCode, `anonymous ${route.method} ${url}`).toBe(401);
      for (const [caller, roles] of Object.entries(holders)) {
        const answer = await t.app.inject({
          method: route.method,
          url,
          payload: {},
          headers: callers[caller],
        });
        const allowed =
          route.role === 'any'
            ? roles.length > 0
            : [route.role as StaffRole | StaffRole[]].flat().some((r) => roles.includes(r));
        const label = `${caller} ${route.method} ${url} → ${answer.statusCode}`;
        // Disabling an account ends its sessions (401); a token without the role is refused (403).
        if (allowed) expect([401, 403], label).not.toContain(answer.statusCode);
        else expect(answer.statusCode, label).toBe(caller === 'sec_gone' ? 401 : 403);
      }
    }
  });

  it('refuses staff tokens on partner routes', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/partner-api/authapi/partner/mypartner',
      headers: callers.sec_admin,
    });
    expect(answer.statusCode).toBe(404);
  });

  it('stops a removed role and a disabled account on the very next request', async () => {
    const no = await addStaff(t, 'sec_moving', ['operations', 'content']);
    const auth = await staffHeaders(t, 'sec_moving');
    expect((await get('/orders', auth)).statusCode).toBe(200);
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/staff-api/accounts/${no}/roles`,
      headers: callers.sec_admin,
      payload: { roles: ['content'] },
    });
    expect(changed.json().data.roles).toEqual(['content']);
    expect((await get('/orders', auth)).statusCode).toBe(403);
    expect((await get('/content/notices', auth)).statusCode).toBe(200);
    await post(`/accounts/${no}/disable`, {}, callers.sec_admin);
    expect((await get('/content/notices', auth)).statusCode).toBe(401);
    const [change] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff_roles_change'), eq(auditLog.targetId, String(no))));
    expect(change).toMatchObject({
      actorMemberNo: adminNo,
      before: { roles: ['operations', 'content'] },
      after: { roles: ['content'] },
    });
  });

  it('keeps an admin from removing their own admin role or disabling themselves', async () => {
    const self = await post(`/accounts/${adminNo}/disable`, {}, callers.sec_admin);
    expect(self.json().return_code).not.toBe(0);
    expect((await get('/me', callers.sec_admin)).json().data.roles).toEqual(['admin']);
  });
});

describe('two-factor sign-in', () => {
  it('asks for the code after the password, refuses a wrong one and the same code twice', async () => {
    await addStaff(t, 'sec_totp', ['operations']);
    const first = await post('/login', { member_id: 'sec_totp', password: STAFF_PASSWORD });
    expect(first.json().data).toMatchObject({ expires_in: 300 });
    expect(first.json().data.access_token).toBeUndefined();
    const challenge = first.json().data.challenge as string;
    // The challenge is no access token.
    expect((await get('/orders', { authorization: `Bearer ${challenge}` })).statusCode).toBe(401);

    const code = await totpCode(t);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await post('/login/code', { challenge, code: wrong })).statusCode).toBe(401);
    const right = await post('/login/code', { challenge, code });
    expect(right.statusCode).toBe(200);
    expect(right.json().data.roles).toEqual(['operations']);
    const token = right.json().data.access_token as string;
    expect((await get('/orders', { authorization: `Bearer ${token}` })).statusCode).toBe(200);

    const replay = await post('/login/code', { challenge, code });
    expect(replay.statusCode).toBe(401);
    t.clock.advance(30_000);
    expect((await staffSignIn(t, 'sec_totp')).auth).toBeDefined();
    expect((await auditRows('staff_sign_in')).filter((r) => r.actorLabel === 'sec_totp')).toHaveLength(2);
    expect(
      (await auditRows('staff_sign_in_failed'))
        .filter((r) => r.actorLabel === 'sec_totp')
        .map((r) => r.after),
    ).toEqual([{ reason: 'wrong or reused code' }, { reason: 'wrong or reused code' }]);
  });

  it('refuses an expired challenge and a wrong password (audited), and keeps staff out of the partner login', async () => {
    await addStaff(t, 'sec_slow', ['content']);
    const first = await post('/login', { member_id: 'sec_slow', password: STAFF_PASSWORD });
    t.clock.advance(301_000);
    const late = await post('/login/code', {
      challenge: first.json().data.challenge,
      code: await totpCode(t),
    });
    expect(late.statusCode).toBe(401);
    expect((await post('/login', { member_id: 'sec_slow', password: 'wrong-password!' })).statusCode).toBe(
      401,
    );
    expect((await auditRows('staff_sign_in_failed')).some((r) => r.actorLabel === 'sec_slow')).toBe(true);
    await expect(logIn(t.app, 'sec_slow', STAFF_PASSWORD)).rejects.toThrow();
  });

  it('makes the code step wait after 5 wrong codes from one address, even for the right code', async () => {
    await addStaff(t, 'sec_lock', ['content']);
    const first = await post('/login', { member_id: 'sec_lock', password: STAFF_PASSWORD });
    const challenge = first.json().data.challenge as string;
    const codes = [];
    for (let i = 0; i < 10; i += 1)
      codes.push((await post('/login/code', { challenge, code: '000000' })).statusCode);
    expect(codes).toEqual([...Array(5).fill(401), ...Array(5).fill(429)]);
    const locked = await post('/login/code', { challenge, code: await totpCode(t) });
    expect(locked.statusCode).toBe(429);
  });

  it('refuses a member whose role is no longer staff: at the code step, and on the next staff request', async () => {
    await addStaff(t, 'sec_demoted', ['operations']);
    const signedIn = await staffSignIn(t, 'sec_demoted');
    t.clock.advance(30_000); // a fresh code: the one just used would be refused as a replay anyway
    const first = await post('/login', { member_id: 'sec_demoted', password: STAFF_PASSWORD });
    const challenge = first.json().data.challenge as string;
    await t.database.db.execute(sql`update members set role = 'partner' where member_id = 'sec_demoted'`);
    const code = await post('/login/code', { challenge, code: await totpCode(t) });
    expect(code.statusCode).toBe(401);
    expect(code.json().message).toContain('2단계 인증 등록이 끝나지 않았거나 사용이 중지된 계정입니다.');
    expect((await get('/orders', signedIn.auth!)).statusCode).toBe(403);
  });
});

describe('enrolment links and recovery codes', () => {
  it('creates an account whose single-use link sets password, authenticator and ten recovery codes', async () => {
    const created = await post(
      '/accounts',
      { member_id: 'new_ops', name: '신입 운영', roles: ['operations'] },
      callers.sec_admin,
    );
    const path = created.json().data.enrolment_path as string;
    expect(path).toMatch(/^\/staff\/enrol\?token=[\w-]{40,}$/);
    const token = new URL(path, 'http://x').searchParams.get('token')!;
    // Not enrolled yet: no password works.
    expect((await post('/login', { member_id: 'new_ops', password: STAFF_PASSWORD })).statusCode).toBe(401);

    const shown = (await get(`/enrolment?token=${token}`)).json().data;
    expect(shown).toMatchObject({ member_id: 'new_ops', name: '신입 운영' });
    expect(shown.qr_data_url).toMatch(/^data:image\/png;base64,/);
    expect(shown.otpauth_url).toContain(`secret=${shown.secret}`);
    expect((await get(`/enrolment?token=${token}`)).json().data.secret).toBe(shown.secret);

    const epoch = Math.floor(t.clock.now().getTime() / 1000);
    const bad = await post('/enrolment', { token, password: 'New-ops-password1', code: '123456' });
    expect(bad.statusCode).toBe(400);
    const code = await generate({ secret: shown.secret, epoch });
    const done = await post('/enrolment', { token, password: 'New-ops-password1', code });
    const recovery = done.json().data.recovery_codes as string[];
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    expect((await post('/enrolment', { token, password: 'New-ops-password1', code })).statusCode).toBe(410);
    expect((await get(`/enrolment?token=${token}`)).statusCode).toBe(410);

    // The first code was spent by the enrolment: signing in with it again is a replay.
    const first = await post('/login', { member_id: 'new_ops', password: 'New-ops-password1' });
    const challenge = first.json().data.challenge as string;
    expect((await post('/login/code', { challenge, code })).statusCode).toBe(401);
    // A recovery code works once.
    const byRecovery = await post('/login/code', { challenge, recovery_code: recovery[0]!.toUpperCase() });
    expect(byRecovery.statusCode).toBe(200);
    expect((await post('/login/code', { challenge, recovery_code: recovery[0] })).statusCode).toBe(401);
    expect((await post('/login/code', { challenge, recovery_code: recovery[1] })).statusCode).toBe(200);

    const logs = t.logs();
    for (const secret of [token, shown.secret, ...recovery, 'New-ops-password1'])
      expect(logs).not.toContain(secret);
    expect((await auditRows('staff_enrolment')).map((r) => r.actorLabel)).toContain('new_ops');
    expect((await auditRows('staff_account_create')).at(-1)).toMatchObject({
      actorMemberNo: adminNo,
      after: { member_id: 'new_ops', roles: ['operations'] },
    });
  });

  it('expires a link after 24 hours, and a 2FA reset replaces the authenticator with a new link', async () => {
    const created = await post(
      '/accounts',
      { member_id: 'late_ops', name: '늦은 운영', roles: ['operations'] },
      callers.sec_admin,
    );
    expect(created.json()).toMatchObject({ return_code: 0 });
    const token = new URL(created.json().data.enrolment_path, 'http://x').searchParams.get('token')!;
    t.clock.advance(24 * 3_600_000 + 1000);
    expect((await get(`/enrolment?token=${token}`)).statusCode).toBe(410);
    callers.sec_admin = await staffHeaders(t, 'sec_admin'); // access tokens last an hour

    const reset = await post(`/accounts/${created.json().data.member_no}/reset-2fa`, {}, callers.sec_admin);
    const fresh = new URL(reset.json().data.enrolment_path, 'http://x').searchParams.get('token')!;
    expect((await get(`/enrolment?token=${fresh}`)).statusCode).toBe(200);
    expect((await auditRows('staff_2fa_reset')).length).toBe(1);
  });

  it("ends a staff member's password back-off once an admin's reset link sets a new password", async () => {
    const memberNo = await addStaff(t, 'sec_guessed', ['content']);
    const signIn = (password: string) => post('/login', { member_id: 'sec_guessed', password });
    for (let i = 0; i < 5; i++) expect((await signIn('wrong-password!')).statusCode).toBe(401);
    expect((await signIn(STAFF_PASSWORD)).statusCode).toBe(429);

    callers.sec_admin = await staffHeaders(t, 'sec_admin');
    const reset = await post(`/accounts/${memberNo}/reset-2fa`, {}, callers.sec_admin);
    const token = new URL(reset.json().data.enrolment_path, 'http://x').searchParams.get('token')!;
    const { secret } = (await get(`/enrolment?token=${token}`)).json().data;
    const code = await generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) });
    expect((await post('/enrolment', { token, password: 'Renewed-password1', code })).statusCode).toBe(200);
    expect((await signIn('Renewed-password1')).statusCode).toBe(200);
  });
});

describe('automation tokens', () => {
  it('act as their staff member with at most the roles issued, and stop when revoked', async () => {
    const ops = await addStaff(t, 'sec_bot', ['operations', 'content']);
    const issued = await post(
      '/automation-tokens',
      { member_no: ops, label: 'CI 정기결제', roles: ['operations', 'admin'] },
      callers.sec_admin,
    );
    const { token, token_id: tokenId, roles } = issued.json().data;
    expect(token).toMatch(/^pps_/);
    expect(roles).toEqual(['operations']);
    const auth = { authorization: `Bearer ${token as string}` };
    expect((await get('/orders', auth)).statusCode).toBe(200);
    expect((await get('/content/notices', auth)).statusCode).toBe(403);
    expect((await get('/automation-tokens', callers.sec_admin)).json().data[0]).not.toHaveProperty('token');
    await post('/renewals/run', {}, auth);
    expect((await auditRows('billing_run')).at(-1)).toMatchObject({
      actorMemberNo: ops,
      actorLabel: 'sec_bot (자동화 토큰)',
    });
    const byActor = await get('/audit?actor=sec_bot&action=billing_run', callers.sec_admin);
    expect(byActor.json().data.total).toBe(1);
    await post(`/automation-tokens/${tokenId as number}/revoke`, {}, callers.sec_admin);
    expect((await get('/orders', auth)).statusCode).toBe(401);
    expect(t.logs()).not.toContain(token);
  });
});

describe('audit log', () => {
  it('refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
    const [row] = await t.database.db.select().from(auditLog).limit(1);
    expect(row).toBeDefined();
    await expect(
      t.database.db.execute(sql`update audit_log set action = 'forged' where audit_id = ${row!.auditId}`),
    ).rejects.toThrow();
    await expect(
      t.database.db.execute(sql`delete from audit_log where audit_id = ${row!.auditId}`),
    ).rejects.toThrow();
    await expect(t.database.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const [still] = await t.database.db.select().from(auditLog).where(eq(auditLog.auditId, row!.auditId));
    expect(still).toEqual(row);
  });

  it('is read by admins, filtered by staff, action, target and date, a page at a time', async () => {
    const page = await get('/audit?actor=sec_admin&action=staff_account_create&size=1', callers.sec_admin);
    expect(page.json().data.total).toBe(2);
    expect(page.json().data.items).toHaveLength(1);
    expect(page.json().data.items[0]).toMatchObject({ actor: 'sec_admin', target_type: 'staff' });
    const second = await get(
      '/audit?actor=sec_admin&action=staff_account_create&size=1&page=2',
      callers.sec_admin,
    );
    expect(second.json().data.items[0].audit_id).toBeLessThan(page.json().data.items[0].audit_id);
    const none = await get('/audit?from=2020-01-01&to=2020-01-02', callers.sec_admin);
    expect(none.json().data).toEqual({ items: [], total: 0 });
    const byTarget = await get(`/audit?target_type=staff&target_id=${adminNo}`, callers.sec_admin);
    expect(byTarget.json().data.total).toBe(0);
  });
});
