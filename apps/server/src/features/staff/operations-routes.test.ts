import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/tables/staff.js';
import { and, eq } from 'drizzle-orm';
import { multipart, png } from '../../test-support/images.js';
import { addStaff, staffHeaders } from '../../test-support/staff.js';
import { createTestApp, logIn, newPartner, type TestApp } from '../../test-support/test-app.js';

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
let seq = 0;
const buy = (p: Partner, method: 'card' | 'bank_transfer') =>
  t.app
    .inject({
      method: 'POST',
      url: '/partner-api/authapi/partner/order/create',
      headers: { ...p.auth, 'idempotency-key': `desk-test-${(seq += 1)}` },
      payload: { items: [{ product_key: 'MONTHLY_BASIC' }], method },
    })
    .then((r) => r.json().data as { order_no: string; total_won: number });
const get = (url: string, headers: Record<string, string> = staffAuth) =>
  t.app.inject({ method: 'GET', url: `/staff-api${url}`, headers });
const post = (url: string, payload: object, headers: Record<string, string> = staffAuth) =>
  t.app.inject({ method: 'POST', url: `/staff-api${url}`, headers, payload });

describe('who may use the console desks', () => {
  const reads = ['/dashboard', '/partners', '/partners/1', '/orders/search', '/orders/P0'];
  it('answers 401 without a token and 403 to a partner token, on every desk route', async () => {
    const p = await newPartner(t.app);
    for (const url of reads) {
      expect((await get(url, {})).statusCode, url).toBe(401);
      expect((await get(url, p.auth)).statusCode, url).toBe(403);
    }
    for (const url of ['/partners/1/suspend', '/partners/1/resume', '/content/images']) {
      expect((await post(url, { reason: '테스트' }, {})).statusCode, url).toBe(401);
      expect((await post(url, { reason: '테스트' }, p.auth)).statusCode, url).toBe(403);
    }
  });
});

describe('dashboard', () => {
  it('counts this week’s sign-ups, deposits awaited and paid orders by Seoul day', async () => {
    const before = (await get('/dashboard')).json().data;
    const p = await newPartner(t.app);
    await buy(p, 'bank_transfer');
    const after = (await get('/dashboard')).json();
    expect(after.return_code).toBe(0);
    expect(after.data.week_start).toBe('2026-11-02');
    expect(after.data.partners_this_week).toBe(before.partners_this_week + 1);
    expect(after.data.awaiting_deposits).toBe(before.awaiting_deposits + 1);
    expect(after.data.daily).toHaveLength(14);
    expect(after.data.daily.at(-1).date).toBe('2026-11-04');
    expect(after.data).toMatchObject({
      refunds_issued: expect.any(Number),
      failed_renewals: expect.any(Number),
    });
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

describe('orders desk', () => {
  it('filters by state, method and Seoul dates, and shows one order with its staff actions', async () => {
    const a = await newPartner(t.app, { partner_name: '주문검색인테리어' });
    const order = await buy(a, 'bank_transfer');
    const found = (
      await get(
        `/orders/search?status=awaiting_deposit&method=bank_transfer&from=2026-11-04&to=2026-11-04&q=${encodeURIComponent('주문검색')}`,
      )
    ).json().data;
    expect(found.rows).toMatchObject([{ order_no: order.order_no, partner_id: a.partnerId }]);
    expect((await get('/orders/search?from=2026-11-05')).json().data.rows).toEqual([]);
    expect((await get(`/orders/search?method=card&q=${order.order_no}`)).json().data.total).toBe(0);

    await post(`/orders/${order.order_no}/confirm-deposit`, {
      amount_won: order.total_won,
      depositor: '주문검색',
    });
    const detail = (await get(`/orders/${order.order_no}`)).json().data;
    expect(detail.order).toMatchObject({
      order_no: order.order_no,
      status: 'paid',
      vat_won: expect.any(Number),
    });
    expect(detail.actions).toMatchObject([{ action: 'confirm_deposit', amount_won: order.total_won }]);
    expect((await get('/orders/NOPE')).statusCode).toBe(404);
  });
});

describe('content images', () => {
  const upload = async (bytes: Buffer, name: string, type: string) => {
    const body = await multipart({}, { image: { bytes, name, type } });
    return t.app.inject({
      method: 'POST',
      url: '/staff-api/content/images',
      headers: { ...staffAuth, ...body.headers },
      payload: body.payload,
    });
  };

  it('stores a real image as WebP under /uploads and refuses a file that is not one, whatever its name', async () => {
    const stored = (await upload(await png(300, 200), 'banner.png', 'image/png')).json();
    expect(stored.data).toMatchObject({
      width: 300,
      height: 200,
      url: expect.stringMatching(/^\/uploads\/content\/.+\.webp$/),
    });
    const served = await t.app.inject({ method: 'GET', url: stored.data.url });
    expect(served.statusCode).toBe(200);
    const fake = await upload(Buffer.from('<script>alert(1)</script>'), 'evil.png', 'image/png');
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toContain('evil.png');
  });
});
