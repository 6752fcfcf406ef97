/**
 * The 상담 요청 and 제휴 문의 desks: a request lands on its desk on arrival, due 3 working days later
 * (holidays off); staff take, release, move and note it (one holder at a time, status moves checked,
 * every change audited); overdue rows stand out; the partner sees only their own consultations' status.
 */
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/tables/staff.js';
import { addStaff, staffHeaders } from '../../test-support/staff.js';
import { createTestApp, logIn, newPartner, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addStaff(t, 'desk_kim', ['operations']);
  await addStaff(t, 'desk_lee', ['operations']);
  await addStaff(t, 'desk_content', ['content']);
});
afterAll(() => t.close());

type Partner = Awaited<ReturnType<typeof newPartner>>;
const staff = async (who: string) => staffHeaders(t, who);
const list = async (desk: string, who = 'desk_kim', query = '') =>
  t.app.inject({ method: 'GET', url: `/staff-api/requests/${desk}${query}`, headers: await staff(who) });
const change = async (desk: string, id: number, payload: object, who = 'desk_kim') =>
  (
    await t.app.inject({
      method: 'PATCH',
      url: `/staff-api/requests/${desk}/${id}`,
      headers: await staff(who),
      payload,
    })
  ).json();
const consult = (p: Partner, planCode = 'MONTHLY_UNIQUE') =>
  t.app.inject({
    method: 'POST',
    url: '/plan-api/consulting',
    headers: p.auth,
    payload: { planCode, partnerId: p.partnerId },
  });
const statuses = async (p: Partner) => {
  const session = await logIn(t.app, p.payload.account, p.payload.password);
  return (
    await t.app.inject({ method: 'GET', url: '/plan-api/consulting/status', headers: session.auth })
  ).json().data;
};

describe('who may use the desks', () => {
  it('answers 401 without a token, 403 to a partner and to content staff, 400 to an unknown desk', async () => {
    t.clock.set('2026-12-01T01:00:00Z');
    const p = await newPartner(t.app);
    const url = '/staff-api/requests/consultations';
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url, headers: p.auth })).statusCode).toBe(403);
    expect((await list('consultations', 'desk_content')).statusCode).toBe(403);
    const unknown = await list('refunds');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].message).toBe('없는 창구입니다.');
    expect((await t.app.inject({ method: 'GET', url: '/plan-api/consulting/status' })).statusCode).toBe(401);
  });
});

describe('상담 요청 desk', () => {
  it('takes a request from arrival to done, one holder at a time, each change audited', async () => {
    // Thursday 24 December 2026, 15:00 in Seoul: Christmas is off, so it is due Wednesday the 30th.
    t.clock.set('2026-12-24T06:00:00Z');
    const p = await newPartner(t.app);
    const other = await newPartner(t.app);
    expect((await consult(p)).json().return_code).toBe(0);
    expect((await consult(other, 'MONTHLY_BASIC')).json().return_code).toBe(0);

    const page = (await list('consultations')).json().data;
    const row = page.rows.find((r: { partner_id: number }) => r.partner_id === p.partnerId);
    expect(row).toMatchObject({
      title: p.payload.partner_name,
      status: 'new',
      assignee: null,
      note: '',
      due_on: '2026-12-30',
      overdue: false,
    });
    expect(row.detail).toContain('상담');
    expect(await statuses(p)).toMatchObject([{ plan_code: 'MONTHLY_UNIQUE', status: 'new' }]);
    // Only the partner's own requests.
    expect((await statuses(other)).map((s: { plan_code: string }) => s.plan_code)).toEqual(['MONTHLY_BASIC']);
    // Not on the other desk.
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/staff-api/requests/inquiries/${row.request_id}`,
          headers: await staff('desk_kim'),
          payload: { action: 'take' },
        })
      ).statusCode,
    ).toBe(404);

    const id = row.request_id as number;
    expect((await change('consultations', id, { action: 'take' })).data).toMatchObject({
      status: 'in_progress',
      assignee: { name: 'desk_kim' },
    });
    expect(await statuses(p)).toMatchObject([{ status: 'in_progress' }]);
    expect(await change('consultations', id, { action: 'take' }, 'desk_lee')).toMatchObject({
      return_code: 1842,
      return_message: 'desk_kim 님이 맡은 요청입니다. 담당자가 놓은 뒤 처리할 수 있습니다.',
    });
    expect(await change('consultations', id, { action: 'status', status: 'done' }, 'desk_lee')).toMatchObject(
      {
        return_code: 1842,
      },
    );
    expect((await change('consultations', id, { action: 'release' })).data).toMatchObject({
      status: 'new',
      assignee: null,
    });
    expect(await change('consultations', id, { action: 'status', status: 'done' }, 'desk_lee')).toMatchObject(
      {
        return_code: 1843,
        return_message: '신규 요청은 완료(으)로 바꿀 수 없습니다.',
      },
    );
    expect(
      (await change('consultations', id, { action: 'status', status: 'in_progress' }, 'desk_lee')).data,
    ).toMatchObject({ status: 'in_progress', assignee: { name: 'desk_lee' } });
    expect(
      (await change('consultations', id, { action: 'note', note: '12/28 오전 통화 약속' }, 'desk_lee')).data
        .note,
    ).toBe('12/28 오전 통화 약속');
    expect(
      (await change('consultations', id, { action: 'status', status: 'done' }, 'desk_lee')).data,
    ).toMatchObject({ status: 'done', overdue: false });
    expect(await statuses(p)).toMatchObject([{ status: 'done' }]);
    expect(await change('consultations', id, { action: 'take' }, 'desk_lee')).toMatchObject({
      return_code: 1843,
    });

    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(like(auditLog.action, 'desk_request_%'), eq(auditLog.targetId, String(id))));
    expect(audited.map((a) => a.action)).toEqual([
      'desk_request_take',
      'desk_request_release',
      'desk_request_status',
      'desk_request_note',
      'desk_request_status',
    ]);
    expect(audited.at(-1)).toMatchObject({
      actorLabel: 'desk_lee',
      targetType: 'desk_request:consultations',
      before: { status: 'in_progress' },
      after: { status: 'done' },
    });
  });

  it('marks open requests past their due day and counts them; done ones never are', async () => {
    t.clock.set('2026-12-24T06:00:00Z');
    const p = await newPartner(t.app);
    await consult(p, 'MONTHLY_BASIC');
    const mine = async () =>
      (await list('consultations', 'desk_kim', '?size=100')).json().data as {
        overdue: number;
        rows: { partner_id: number; overdue: boolean; status: string }[];
      };
    const before = await mine();
    // Wednesday the 30th is the due day itself: not late yet.
    t.clock.set('2026-12-30T14:00:00Z');
    expect((await mine()).rows.find((r) => r.partner_id === p.partnerId)?.overdue).toBe(false);
    t.clock.set('2026-12-30T15:00:00Z'); // Thursday 31st, 00:00 in Seoul
    const late = await mine();
    expect(late.rows.find((r) => r.partner_id === p.partnerId)?.overdue).toBe(true);
    expect(late.overdue).toBeGreaterThan(before.overdue);
    // Open requests come first: done ones sink to the end.
    const statusesInOrder = late.rows.map((r) => r.status);
    expect(statusesInOrder.indexOf('done')).toBeGreaterThan(statusesInOrder.lastIndexOf('new'));
  });
});

describe('제휴 문의 desk', () => {
  it('puts an inquiry from /enter on its own desk, filtered by status', async () => {
    t.clock.set('2026-12-07T00:30:00Z'); // Monday 09:30 in Seoul: due Thursday
    const answer = await t.app.inject({
      method: 'POST',
      url: '/partner-api/partner/inquiry',
      payload: {
        company_name: '새봄디자인',
        contact_name: '정다은',
        phone_no: '010-5555-1234',
        region: '서울',
        message: '입점 조건이 궁금합니다.',
        agree_privacy: true,
      },
    });
    expect(answer.json().return_code).toBe(0);
    const page = (await list('inquiries', 'desk_kim', '?status=new')).json().data;
    expect(page.rows).toHaveLength(1);
    expect(page.rows[0]).toMatchObject({
      title: '새봄디자인',
      partner_id: null,
      status: 'new',
      due_on: '2026-12-10',
    });
    expect(page.rows[0].detail).toContain('입점 조건이 궁금합니다.');
    const consultations = (await list('consultations'))
      .json()
      .data.rows.map((r: { title: string }) => r.title);
    expect(consultations).not.toContain('새봄디자인');
    await change('inquiries', page.rows[0].request_id, { action: 'take' });
    expect((await list('inquiries', 'desk_kim', '?status=new')).json().data.rows).toHaveLength(0);
  });
});
