import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/tables/auth.js';
import { auditLog } from '../../db/tables/staff.js';
import { queuedOf } from '../../test-support/outbox.js';
import { addStaff, staffHeaders } from '../../test-support/staff.js';
import { createTestApp, logIn, newPartner, type TestApp } from '../../test-support/test-app.js';
import { runCorrectionDeadlines } from './correction-requests.js';

let t: TestApp;
let staffAuth: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  await addStaff(t, 'staff_fix', ['operations'], 'Staff!2026pw');
});
afterAll(() => t.close());

/** Moves the clock; staff sign in again (their token would have expired). */
const at = async (iso: string) => {
  t.clock.set(iso);
  staffAuth = await staffHeaders(t, 'staff_fix');
};
const staffPost = (path: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/staff-api${path}`, headers: staffAuth, payload });
type Row = {
  request_id: number;
  partner_id: number;
  deadline_on: string;
  days_left: number;
  noticed_on: string | null;
};
const queue = async () =>
  (await t.app.inject({ method: 'GET', url: '/staff-api/correction-requests', headers: staffAuth })).json()
    .data as Row[];
const rowOf = async (partnerId: number) => (await queue()).find((r) => r.partner_id === partnerId);
const run = () => runCorrectionDeadlines(t.app.context);
const memberStatus = async (memberNo: number) =>
  (await t.database.db.select({ s: members.status }).from(members).where(eq(members.memberNo, memberNo)))[0]
    ?.s;

describe('required information uncorrected for 30 days (spec §9: suspension)', () => {
  it('lists the partner with the days left, tells it 7 days and 1 day before, and suspends it on day 30', async () => {
    await at('2026-11-02T01:00:00Z');
    const p = await newPartner(t.app);
    const opened = await staffPost('/correction-requests', {
      partner_id: p.partnerId,
      item_code: 'biz',
      note: '사업자등록증의 상호와 등록된 상호가 다릅니다.',
    });
    expect(opened.json().return_code).toBe(0);
    expect(await rowOf(p.partnerId)).toMatchObject({
      deadline_on: '2026-12-02',
      days_left: 30,
      noticed_on: null,
    });
    const twice = await staffPost('/correction-requests', {
      partner_id: p.partnerId,
      item_code: 'biz',
      note: '다시 요청',
    });
    expect(twice.json()).toMatchObject({ return_code: 1861, field: 'item_code' });

    // Day 22: 8 days left, nothing yet.
    await at('2026-11-24T00:00:00Z');
    expect(await run()).toEqual({ noticed: 0, suspended: 0 });
    // Day 23: the 7-day notice, once however many runs.
    await at('2026-11-25T00:00:00Z');
    expect(await run()).toEqual({ noticed: 1, suspended: 0 });
    expect(await run()).toEqual({ noticed: 0, suspended: 0 });
    const [notice] = await queuedOf(t, 'correction.due', { partnerId: p.partnerId });
    expect(notice?.payload).toMatchObject({ 항목: '사업자 정보', 기한: '2026-12-02', 남은일수: '7' });
    expect(await rowOf(p.partnerId)).toMatchObject({ days_left: 7, noticed_on: '2026-11-25' });
    // Day 29: the last notice.
    await at('2026-12-01T00:00:00Z');
    expect(await run()).toEqual({ noticed: 1, suspended: 0 });
    expect(await memberStatus(p.memberNo)).toBe('active');

    // Day 30: two instances run the job at once; the partner is suspended once.
    await at('2026-12-02T00:00:00Z');
    const [a, b] = await Promise.all([run(), run()]);
    expect(a.suspended + b.suspended).toBe(1);
    expect(await memberStatus(p.memberNo)).toBe('suspended');
    expect(await rowOf(p.partnerId)).toBeUndefined();
    await expect(logIn(t.app, p.payload.account, p.payload.password)).rejects.toThrow();
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'partner_suspend'), eq(auditLog.targetId, String(p.partnerId))));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorLabel: 'system' });
    expect(JSON.stringify(entries[0]?.after)).toContain('필수 정보 미보완 30일 경과');
  });

  it('does nothing on day 30 to a partner whose request staff withdrew once corrected', async () => {
    await at('2026-11-02T01:00:00Z');
    const p = await newPartner(t.app);
    await staffPost('/correction-requests', {
      partner_id: p.partnerId,
      item_code: 'calculate',
      note: '정산 계좌 확인 필요',
    });
    const row = (await rowOf(p.partnerId))!;
    await at('2026-11-20T01:00:00Z');
    const withdrawn = await staffPost(`/correction-requests/${row.request_id}/withdraw`, {
      reason: '계좌 사본 확인',
    });
    expect(withdrawn.json().return_code).toBe(0);
    expect(await rowOf(p.partnerId)).toBeUndefined();
    const again = await staffPost(`/correction-requests/${row.request_id}/withdraw`, { reason: '두 번' });
    expect(again.json().return_code).toBe(1861);
    await at('2026-12-03T00:00:00Z');
    await run();
    expect(await memberStatus(p.memberNo)).toBe('active');
    expect(await queuedOf(t, 'correction.due', { partnerId: p.partnerId })).toEqual([]);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'correction_withdraw'), eq(auditLog.targetId, String(p.partnerId))));
    expect(entry?.after).toMatchObject({ status: 'withdrawn', reason: '계좌 사본 확인' });
  });

  it('refuses an unknown partner, an unknown item and a missing note in Korean', async () => {
    await at('2026-11-02T01:00:00Z');
    expect(
      (await staffPost('/correction-requests', { partner_id: 999999, item_code: 'biz', note: '확인 필요' }))
        .statusCode,
    ).toBe(404);
    const bad = await staffPost('/correction-requests', { partner_id: 1, item_code: 'nope', note: '' });
    expect(bad.statusCode).toBeLessThan(500);
    expect(bad.body).toContain('보완할 항목을 선택해주세요.');
    expect(
      (await staffPost('/correction-requests/999999/withdraw', { reason: '없는 요청' })).statusCode,
    ).toBe(404);
  });
});
