/**
 * Service inspection: the status partners see at each boundary of the window (injected clock), what
 * the server refuses while it runs (writes 503 with Retry-After and a Korean message, reads only
 * without allow_reads; sign-in, staff and the status call never), and the staff desk (operations and
 * admin only, overlaps refused, every change audited).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/tables/staff.js';
import { serviceInspections } from '../../db/tables/inspections.js';
import { addStaff, staffHeaders } from '../../test-support/staff.js';
import { createTestApp, logIn, newPartner, type TestApp } from '../../test-support/test-app.js';
import { INSPECTION_CACHE_MS } from './inspection-status.js';

let t: TestApp;
type Partner = Awaited<ReturnType<typeof newPartner>>;
let partner: Partner;
let ops: { authorization: string };

const NOW = '2026-12-01T01:00:00Z'; // 10:00 in Seoul
const START = '2026-12-03T17:00:00Z'; // 12-04 02:00 in Seoul
const END = '2026-12-03T19:00:00Z'; // 12-04 04:00 in Seoul

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  await addStaff(t, 'insp_ops', ['operations']);
  await addStaff(t, 'insp_admin', ['admin']);
  await addStaff(t, 'insp_content', ['content']);
  partner = await newPartner(t.app);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(serviceInspections);
  await at(NOW);
});

/** Moves the clock past the status copy's lifetime and signs everyone in again. */
async function at(time: string) {
  t.clock.set(time);
  ops = await staffHeaders(t, 'insp_ops');
  partner = { ...partner, ...(await logIn(t.app, partner.payload.account, partner.payload.password)) };
}

const schedule = (body: object, headers = ops) =>
  t.app.inject({ method: 'POST', url: '/staff-api/inspections', headers, payload: body });
const window = (extra: object = {}) => ({
  start_at: START,
  end_at: END,
  message: '시스템 안정화를 위한 정기 점검을 진행합니다.',
  allow_reads: true,
  ...extra,
});
const status = async () =>
  (await t.app.inject({ method: 'GET', url: '/service-api/inspection/status' })).json().data;
const partnerWrite = () =>
  t.app.inject({
    method: 'POST',
    url: '/partner-api/authapi/partner/order/create',
    headers: partner.auth,
    payload: {},
  });
const partnerRead = () =>
  t.app.inject({ method: 'GET', url: '/partner-api/authapi/partner/mypartner', headers: partner.auth });

describe('inspection status', () => {
  it('is none, then announced from announce_from (3 days before by default), running from start, none at end', async () => {
    expect((await schedule(window())).statusCode).toBe(200);
    // The default announcement starts three days before: 2026-11-30 17:00Z, already past at NOW.
    expect(await status()).toMatchObject({
      status: 'announced',
      start: new Date(START).toISOString(),
      end: new Date(END).toISOString(),
      message: '시스템 안정화를 위한 정기 점검을 진행합니다.',
      image: null,
      allow_reads: true,
      customer_service_hours: '평일 9:00-18:00',
    });
    t.clock.set('2026-12-03T16:59:59.999Z');
    expect((await status()).status).toBe('announced');
    t.clock.set(START);
    expect((await status()).status).toBe('running');
    t.clock.set('2026-12-03T18:59:59.999Z');
    expect((await status()).status).toBe('running');
    t.clock.set(END);
    expect(await status()).toMatchObject({ status: 'none', start: null, end: null, message: null });
  });

  it('is none before an explicit announce_from and announced from its first millisecond', async () => {
    await schedule(window({ announce_from: '2026-12-02T00:00:00Z' }));
    t.clock.set('2026-12-01T23:59:59.999Z');
    expect((await status()).status).toBe('none');
    t.clock.set('2026-12-02T00:00:00Z');
    expect((await status()).status).toBe('announced');
  });
});

describe('while an inspection runs', () => {
  beforeEach(async () => {
    await schedule(window());
    await at('2026-12-03T18:00:00Z'); // an hour before the end
  });

  it('refuses partner writes with 503, Retry-After until the end and a Korean message', async () => {
    const refused = await partnerWrite();
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('3600');
    expect(refused.json()).toEqual({
      code: 50300,
      message: '서비스 점검 중입니다. 2026-12-04 04:00 이후 다시 이용해주세요.',
    });
    const planJoin = await t.app.inject({
      method: 'POST',
      url: '/plan-api/join',
      headers: partner.auth,
      payload: {},
    });
    expect(planJoin.statusCode).toBe(503);
    const password = await t.app.inject({
      method: 'PUT',
      url: '/member-api/authapi/v1/user/password',
      headers: partner.auth,
      payload: {},
    });
    expect(password.statusCode).toBe(503);
  });

  it('lets partners read when allowed, and refuses reads when not', async () => {
    expect((await partnerRead()).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(serviceInspections);
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/staff-api/inspections/${row!.inspectionNo}`,
      headers: ops,
      payload: window({ allow_reads: false }),
    });
    expect(changed.statusCode).toBe(200);
    const read = await partnerRead();
    expect(read.statusCode).toBe(503);
    expect(read.json().message).toContain('서비스 점검 중입니다.');
  });

  it('still lets people sign in, renew and sign out, and reads the status', async () => {
    const login = await logIn(t.app, partner.payload.account, partner.payload.password);
    expect(login.accessToken).toBeTruthy();
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/member-api/api/v1/refreshToken?client=ceo',
      cookies: { partner_rt: login.refreshToken },
      headers: { origin: 'http://localhost:80' },
    });
    expect(refresh.statusCode).toBe(200);
    expect(refresh.json().code).toBe(0);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/member-api/authapi/v1/user/logout',
      headers: login.auth,
    });
    expect(logout.statusCode).not.toBe(503);
    expect((await status()).status).toBe('running');
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('never locks staff out: staff read and write, and ending it lets partners write again at once', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/staff-api/orders', headers: ops })).statusCode).toBe(
      200,
    );
    const list = await t.app.inject({ method: 'GET', url: '/staff-api/inspections', headers: ops });
    const [row] = list.json().data;
    expect(row).toMatchObject({ state: 'running' });
    const ended = await t.app.inject({
      method: 'POST',
      url: `/staff-api/inspections/${row.id}/end`,
      headers: ops,
    });
    expect(ended.json().data).toMatchObject({ state: 'ended', closed_by: 'insp_ops' });
    // No waiting for the copy to expire in the process that made the change.
    expect((await status()).status).toBe('none');
    expect((await partnerWrite()).statusCode).not.toBe(503);
  });
});

describe('staff inspection desk', () => {
  it('is open to operations and admin, not to content staff, partners or anonymous callers', async () => {
    const admin = await staffHeaders(t, 'insp_admin');
    const content = await staffHeaders(t, 'insp_content');
    const list = (headers?: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/staff-api/inspections', ...(headers ? { headers } : {}) });
    expect((await list(ops)).statusCode).toBe(200);
    expect((await list(admin)).statusCode).toBe(200);
    expect((await list(content)).statusCode).toBe(403);
    expect((await list(partner.auth)).statusCode).toBe(403);
    expect((await list()).statusCode).toBe(401);
    expect((await schedule(window(), content)).statusCode).toBe(403);
    expect((await schedule(window(), admin)).statusCode).toBe(200);
  });

  it('refuses an overlapping inspection in Korean, but not one right after', async () => {
    expect((await schedule(window())).statusCode).toBe(200);
    const overlap = await schedule(
      window({ start_at: '2026-12-03T18:30:00Z', end_at: '2026-12-03T20:00:00Z' }),
    );
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().message).toBe(
      '같은 시간에 다른 점검(#' +
        (await t.database.db.select().from(serviceInspections))[0]!.inspectionNo +
        ', 2026-12-04 02:00 ~ 2026-12-04 04:00)이 있습니다. 시간을 겹치지 않게 정해주세요.',
    );
    const after = await schedule(window({ start_at: END, end_at: '2026-12-03T20:00:00Z' }));
    expect(after.statusCode).toBe(200);
  });

  it('refuses bad windows with Korean messages', async () => {
    const backwards = await schedule(window({ start_at: END, end_at: START }));
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('점검 종료 시각은 시작 시각보다 뒤여야 합니다.');
    const past = await schedule(window({ start_at: '2026-11-01T00:00:00Z', end_at: '2026-11-01T01:00:00Z' }));
    expect(past.statusCode).toBe(409);
    expect(past.json().message).toBe('이미 지난 시각에 끝나는 점검은 예약할 수 없습니다.');
    const noMessage = await schedule(window({ message: '  ' }));
    expect(noMessage.json().message).toBe('점검 안내 문구를 입력해주세요.');
  });

  it('cancels a scheduled inspection (no longer announced) and refuses to end it or change it afterwards', async () => {
    const created = (await schedule(window())).json().data;
    const end = await t.app.inject({
      method: 'POST',
      url: `/staff-api/inspections/${created.id}/end`,
      headers: ops,
    });
    expect(end.statusCode).toBe(409);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/staff-api/inspections/${created.id}/cancel`,
      headers: ops,
    });
    expect(cancelled.json().data).toMatchObject({ state: 'cancelled', closed_by: 'insp_ops' });
    expect((await status()).status).toBe('none');
    const again = await t.app.inject({
      method: 'PUT',
      url: `/staff-api/inspections/${created.id}`,
      headers: ops,
      payload: window(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('이미 취소된 점검입니다.');
  });

  it('writes an audit entry for every change, with who and the state before and after', async () => {
    const created = (await schedule(window())).json().data;
    await t.app.inject({
      method: 'PUT',
      url: `/staff-api/inspections/${created.id}`,
      headers: ops,
      payload: window({ message: '점검 시간이 바뀌었습니다.' }),
    });
    await t.app.inject({ method: 'POST', url: `/staff-api/inspections/${created.id}/cancel`, headers: ops });
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'inspection'), eq(auditLog.targetId, String(created.id))))
      .orderBy(auditLog.at, auditLog.auditId);
    expect(entries.map((entry) => entry.action)).toEqual([
      'inspection_schedule',
      'inspection_update',
      'inspection_cancel',
    ]);
    expect(entries.every((entry) => entry.actorLabel === 'insp_ops')).toBe(true);
    expect(entries[1]!.before).toMatchObject({ message: '시스템 안정화를 위한 정기 점검을 진행합니다.' });
    expect(entries[1]!.after).toMatchObject({ message: '점검 시간이 바뀌었습니다.' });
  });
});

describe('status copy', () => {
  it('sees a change made by another instance once its copy expires', async () => {
    expect((await status()).status).toBe('none');
    // Another instance writes straight to the shared database: this process learns of it within seconds.
    await t.database.db.insert(serviceInspections).values({
      startAt: new Date('2026-12-01T00:00:00Z'),
      endAt: new Date('2026-12-01T03:00:00Z'),
      announceFrom: new Date('2026-12-01T00:00:00Z'),
      message: '다른 서버에서 예약한 점검',
      createdBy: 'elsewhere',
    });
    expect((await status()).status).toBe('none');
    t.clock.advance(INSPECTION_CACHE_MS);
    expect((await status()).status).toBe('running');
  });
});
