import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/tables/staff.js';
import { and, eq } from 'drizzle-orm';
import { multipart } from '../../test-support/images.js';
import { addStaff, staffHeaders } from '../../test-support/staff.js';
import { createTestApp, logIn, newPartner, placeOrder, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let staffAuth: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  await addStaff(t, 'staff_desk', ['operations', 'content']);
});
afterAll(() => t.close());
beforeEach(async () => {
  t.clock.set('2026-11-04T01:00:00Z');
  staffAuth = await staffHeaders(t, 'staff_desk');
});

type Partner = Awaited<ReturnType<typeof newPartner>>;
const buy = (p: Partner, method: 'card' | 'bank_transfer') => placeOrder(t.app, p, method);
const get = (url: string, headers: Record<string, string> = staffAuth) =>
  t.app.inject({ method: 'GET', url: `/staff-api${url}`, headers });
const post = (url: string, payload: object, headers: Record<string, string> = staffAuth) =>
  t.app.inject({ method: 'POST', url: `/staff-api${url}`, headers, payload });

describe('who may use the partners desk', () => {
  it('answers 401 without a token and 403 to a partner token, on every partners desk route', async () => {
    const p = await newPartner(t.app);
    for (const url of ['/partners', '/partners/1']) {
      expect((await get(url, {})).statusCode, url).toBe(401);
      expect((await get(url, p.auth)).statusCode, url).toBe(403);
    }
    for (const url of ['/partners/1/suspend', '/partners/1/resume']) {
      expect((await post(url, { reason: '테스트' }, {})).statusCode, url).toBe(401);
      expect((await post(url, { reason: '테스트' }, p.auth)).statusCode, url).toBe(403);
    }
  });
});

describe('partners desk', () => {
  it('finds a partner by name, business number and member ID, a page at a time', async () => {
    const a = await newPartner(t.app, { partner_name: '검색용한결인테리어' });
    const b = await newPartner(t.app, { partner_name: '다른집수리' });
    const byName = (await get(`/partners?q=${encodeURIComponent('한결인테리어')}`)).json().data;
    expect(byName.rows.map((r: { partner_id: number }) => r.partner_id)).toEqual([a.partnerId]);
    const bizNo = a.payload.biz_no;
    const byBiz = (
      await get(`/partners?q=${bizNo.slice(0, 3)}-${bizNo.slice(3, 5)}-${bizNo.slice(5)}`)
    ).json().data;
    expect(byBiz.rows).toMatchObject([{ partner_id: a.partnerId, status: 'active' }]);
    const byId = (await get(`/partners?q=${b.payload.account}`)).json().data;
    expect(byId.rows).toMatchObject([{ partner_id: b.partnerId, member_id: b.payload.account }]);
    const firstPage = (await get('/partners?size=1&page=1')).json().data;
    const secondPage = (await get('/partners?size=1&page=2')).json().data;
    expect(firstPage.total).toBeGreaterThanOrEqual(2);
    expect(firstPage.rows).toHaveLength(1);
    expect(secondPage.rows[0].partner_id).not.toBe(firstPage.rows[0].partner_id);
  });

  it("shows one partner's profile, checklist and orders, never another partner's", async () => {
    const a = await newPartner(t.app);
    const b = await newPartner(t.app);
    const mine = await buy(a, 'bank_transfer');
    const theirs = await buy(b, 'bank_transfer');
    const detail = (await get(`/partners/${a.partnerId}`)).json().data;
    expect(detail.partner).toMatchObject({ partner_id: a.partnerId, partner_name: a.payload.partner_name });
    expect(detail.required_info.map((i: { code: string }) => i.code)).toContain('rate-plan');
    const orderNos = detail.orders.map((o: { order_no: string }) => o.order_no);
    expect(orderNos).toEqual([mine.order_no]);
    expect(orderNos).not.toContain(theirs.order_no);
    expect((await get('/partners/999999')).statusCode).toBe(404);
  });

  it("shows the partner's business address as saved: one line, and the jibun address apart", async () => {
    const a = await newPartner(t.app);
    expect((await get(`/partners/${a.partnerId}`)).json().data.partner).toMatchObject({
      address: null,
      road_address: null,
    });
    const body = await multipart({
      section: 'biz',
      partner_name: a.payload.partner_name,
      business_type: '건설업',
      business_item: '실내건축공사',
      postcode: '13529',
      road_address: '경기도 성남시 분당구 판교역로 235',
      jibun_address: '경기도 성남시 분당구 삼평동 681',
      address_detail: '에이치스퀘어 N동 7층',
      tax_bill_email: 'tax@example.com',
    });
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/partner-api/api/partner/${a.partnerId}/info`,
      headers: { ...a.auth, ...body.headers },
      payload: body.payload,
    });
    expect(saved.json().return_code).toBe(0);
    expect((await get(`/partners/${a.partnerId}`)).json().data.partner).toMatchObject({
      address: '(13529) 경기도 성남시 분당구 판교역로 235 에이치스퀘어 N동 7층',
      jibun_address: '경기도 성남시 분당구 삼평동 681',
    });
  });

  it('suspends with a reason (sessions end, login refused in Korean), then resumes', async () => {
    const p = await newPartner(t.app);
    const mypartner = () =>
      t.app.inject({ method: 'GET', url: '/partner-api/authapi/partner/mypartner', headers: p.auth });
    // Checked a moment ago: the suspension must still end the session this instance remembers as live.
    expect((await mypartner()).statusCode).toBe(200);
    expect((await post(`/partners/${p.partnerId}/suspend`, { reason: '' })).statusCode).toBe(400);
    const suspended = await post(`/partners/${p.partnerId}/suspend`, { reason: '약관 위반 신고 확인' });
    expect(suspended.json().data.partner.status).toBe('suspended');
    expect((await mypartner()).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/member-api/api/v1/ceologin',
      payload: { username: p.payload.account, password: p.payload.password },
    });
    expect(login.json().message).toBe('이용이 제한된 계정입니다. 고객센터로 문의해주세요.');
    expect((await post(`/partners/${p.partnerId}/suspend`, { reason: '두 번' })).json()).toMatchObject({
      return_code: 1502,
    });

    const resumed = (await post(`/partners/${p.partnerId}/resume`, { reason: '소명 자료 확인' })).json().data;
    expect(resumed.partner.status).toBe('active');
    expect(resumed.history).toMatchObject([
      { action: 'partner_resume', reason: '소명 자료 확인' },
      { action: 'partner_suspend', reason: '약관 위반 신고 확인' },
    ]);
    await expect(logIn(t.app, p.payload.account, p.payload.password)).resolves.toBeTruthy();
    const recorded = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'partner'), eq(auditLog.targetId, String(p.partnerId))));
    expect(recorded.map((r) => r.action).sort()).toEqual(['partner_resume', 'partner_suspend']);
  });
});

describe('partner grade', () => {
  it('sets the grade with a reason, audited with old and new; the partner API reads the stored grade', async () => {
    const p = await newPartner(t.app);
    const grade = (payload: object) => post(`/partners/${p.partnerId}/grade`, payload);
    expect((await grade({ grade: 'GOLD', reason: '' })).statusCode).toBe(400);
    expect((await grade({ grade: 'PLATINUM', reason: '연간 실적' })).json().message).toBe('없는 등급입니다.');
    expect((await grade({ grade: 'NORMAL', reason: '그대로' })).json()).toMatchObject({
      return_code: 1841,
      return_message: '이미 일반 등급입니다.',
    });
    expect((await post('/partners/999999/grade', { grade: 'GOLD', reason: '연간 실적' })).statusCode).toBe(
      404,
    );

    const changed = (await grade({ grade: 'GOLD', reason: '연간 실적 우수' })).json().data;
    expect(changed.partner.grade).toBe('GOLD');
    expect(changed.grade_history).toMatchObject([
      { from: 'NORMAL', to: 'GOLD', reason: '연간 실적 우수', by: 'staff_desk' },
    ]);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'partner_grade'), eq(auditLog.targetId, String(p.partnerId))));
    expect(entry).toMatchObject({
      before: { grade: 'NORMAL' },
      after: { grade: 'GOLD', reason: '연간 실적 우수' },
    });
    // The mall form and the shell read the partner; promotions and popups the ad-plan answer.
    const mine = await t.app.inject({
      method: 'GET',
      url: '/partner-api/authapi/partner/mypartner',
      headers: p.auth,
    });
    expect(mine.json().data.partner_grade).toBe('GOLD');
    const adPlan = await t.app.inject({
      method: 'GET',
      url: '/partner-api/authapi/partner/adPlan',
      headers: p.auth,
    });
    expect(adPlan.json().data.partner_grade).toBe('GOLD');
  });

  it('is refused to a partner token', async () => {
    const p = await newPartner(t.app);
    const answer = await post(
      `/partners/${p.partnerId}/grade`,
      { grade: 'VIP', reason: '셀프 승급' },
      p.auth,
    );
    expect(answer.statusCode).toBe(403);
  });
});
