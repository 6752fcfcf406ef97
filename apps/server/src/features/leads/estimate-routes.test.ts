import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/tables/auth.js';
import { estimates } from '../../db/tables/estimates.js';
import { orders } from '../../db/tables/orders.js';
import { queuedOf } from '../../test-support/outbox.js';
import { givePaidPlan } from '../../test-support/subscriptions.js';
import { createTestApp, logIn, newPartner, type TestApp } from '../../test-support/test-app.js';
import { visibilityOf } from '../partners/profile-service.js';
import { seedDemo, DEMO_ACCOUNT } from '../../seed/demo-seed.js';
import { partners } from '../../db/tables/partners.js';

const TOKEN = 'marketplace-service-token-0123456789abcdef';
const URL_CREATE = '/service-api/internal/estimates';
const URL_COUNT = '/partner-api/estimate/count';

let t: TestApp;
let bare: TestApp;
beforeAll(async () => {
  [t, bare] = await Promise.all([createTestApp({ marketplaceServiceToken: TOKEN }), createTestApp()]);
});
afterAll(() => Promise.all([t.close(), bare.close()]));

let sequence = 0;
const lead = (partnerId: number, receivedAt: string, overrides: object = {}) => ({
  lead_id: `MK-${++sequence}`,
  partner_id: partnerId,
  product_key: 'MONTHLY_STANDARD',
  received_at: receivedAt,
  region: { sido: '서울특별시', sigungu: '마포구' },
  construction_type: '욕실',
  space_type: '아파트',
  area_m2: 84.97,
  rooms: ['욕실'],
  budget_min_won: 3_000_000,
  budget_max_won: 5_000_000,
  customer_name: '김민수',
  customer_phone: '010-1234-5678',
  ...overrides,
});
/** A new partner holding a nationwide plan through 2026, so the leads below are theirs to take. */
async function planHolder(app: TestApp) {
  const p = await newPartner(app.app);
  await givePaidPlan(app, p.partnerId, '2026-01-01', '2026-12-31');
  return p;
}
const send = (app: TestApp, payload: object, token: string | null = TOKEN) =>
  app.app.inject({
    method: 'POST',
    url: URL_CREATE,
    headers: token === null ? {} : { authorization: `Bearer ${token}` },
    payload,
  });

describe('the marketplace records leads with its service token', () => {
  it('refuses the call without a token, with a wrong one, and everywhere when none is configured', async () => {
    const p = await planHolder(t);
    const body = lead(p.partnerId, '2026-11-02T09:00:00+09:00');
    const missing = await send(t, body, null);
    expect(missing.statusCode).toBe(401);
    expect(missing.json().error_description).toBe('서비스 인증 토큰이 필요합니다.');
    const wrong = await send(t, body, `${TOKEN}x`);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error_description).toBe('서비스 인증 토큰이 올바르지 않습니다.');
    // A partner's own bearer token is no service token.
    expect((await send(t, body, p.accessToken)).statusCode).toBe(401);
    expect((await send(bare, body, TOKEN)).statusCode).toBe(404);
    expect(await t.database.db.select().from(estimates).where(eq(estimates.partnerId, p.partnerId))).toEqual(
      [],
    );
  });

  it('records a lead once per marketplace id and tells the partner once: a replay answers the first, other content under it is refused', async () => {
    const p = await planHolder(t);
    const body = lead(p.partnerId, '2026-11-02T09:00:00+09:00');
    const first = await send(t, body);
    expect(first.json()).toMatchObject({ return_code: 0, data: { created: true } });
    const replay = await send(t, body);
    expect(replay.json().data).toEqual({ estimate_no: first.json().data.estimate_no, created: false });
    const other = await send(t, { ...body, construction_type: '주방' });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('같은 리드 번호로 다른 내용이 이미 등록되어 있습니다.');
    const rows = await t.database.db.select().from(estimates).where(eq(estimates.partnerId, p.partnerId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ constructionType: '욕실', customerNameMasked: '김*수' });
    // The name and phone are kept only encrypted.
    expect(JSON.stringify(rows[0])).not.toContain('김민수');
    expect(JSON.stringify(rows[0])).not.toContain('5678');
    const no = first.json().data.estimate_no;
    const told = await queuedOf(t, 'lead.received', { partnerId: p.partnerId });
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      link: `/leads/${no}`,
      payload: { 공간: '욕실', 지역: '서울특별시 마포구', 요청번호: String(no) },
    });
    expect(told[0]!.text).not.toContain('김');
  });

  it('answers bad input with a Korean 4xx: unknown partner, a phone that is no mobile number, unknown district', async () => {
    const unknown = await send(t, lead(999_999, '2026-11-02T09:00:00+09:00'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('리드를 받을 파트너를 찾을 수 없습니다.');
    const p = await planHolder(t);
    const phone = await send(
      t,
      lead(p.partnerId, '2026-11-02T09:00:00+09:00', { customer_phone: '02-123-4567' }),
    );
    expect(phone.statusCode).toBe(400);
    expect(phone.body).toContain('고객 휴대폰 번호를 확인해주세요.');
    const district = await send(
      t,
      lead(p.partnerId, '2026-11-02T09:00:00+09:00', { region: { sido: '서울특별시', sigungu: '수원시' } }),
    );
    expect(district.statusCode).toBe(400);
    expect(district.body).toContain('시공 지역을 확인해주세요.');
  });
});

describe('GET /estimate/count', () => {
  it('counts by the Seoul calendar week and month, and gives six months of leads and spend', async () => {
    const a = await planHolder(t);
    const b = await planHolder(t);
    for (const at of [
      '2026-05-31T23:59:59+09:00', // May: before the six months
      '2026-06-01T00:00:00+09:00', // the first month of the series
      '2026-10-31T23:59:59+09:00', // October's last second
      '2026-11-01T00:00:00+09:00', // November, the week before
      '2026-11-01T23:59:59+09:00', // Sunday: still the week before
      '2026-11-02T00:00:00+09:00', // Monday 00:00: this week
    ]) {
      expect((await send(t, lead(a.partnerId, at))).statusCode).toBe(200);
    }
    // Another partner's leads and payments are never counted.
    await send(t, lead(b.partnerId, '2026-11-03T10:00:00+09:00'));
    const order = (partnerId: number, no: string, paidAt: string | null, total: number, refunded = 0) => ({
      orderNo: no,
      partnerId,
      status: paidAt ? ('paid' as const) : ('pending' as const),
      method: 'card' as const,
      goodsName: '월정액 요금제',
      supplyWon: Math.round(total / 1.1),
      vatWon: total - Math.round(total / 1.1),
      totalWon: total,
      refundedWon: refunded,
      idempotencyKey: no,
      requestHash: no,
      createdAt: new Date('2026-10-01T00:00:00Z'),
      paidAt: paidAt ? new Date(paidAt) : null,
      expiresAt: new Date('2026-12-01T00:00:00Z'),
    });
    await t.database.db
      .insert(orders)
      .values([
        order(a.partnerId, 'T-EST-1', '2026-10-31T23:59:59+09:00', 330_000),
        order(a.partnerId, 'T-EST-2', '2026-11-01T00:00:00+09:00', 550_000, 50_000),
        order(a.partnerId, 'T-EST-3', null, 990_000),
        order(b.partnerId, 'T-EST-4', '2026-11-02T10:00:00+09:00', 770_000),
      ]);

    // Signed in again at each moment: the access token lives an hour.
    const countOf = async (p: typeof a) => {
      const session = await logIn(t.app, p.payload.account, p.payload.password);
      return (await t.app.inject({ method: 'GET', url: URL_COUNT, headers: session.auth })).json().data;
    };
    const count = () => countOf(a);

    t.clock.set('2026-11-08T23:59:59+09:00'); // Sunday's last second
    expect(await count()).toEqual({
      week_count: 1,
      month_count: 3,
      week_start: '2026-11-02',
      monthly: [
        { month: '2026-06', leads: 1, spend_won: 0 },
        { month: '2026-07', leads: 0, spend_won: 0 },
        { month: '2026-08', leads: 0, spend_won: 0 },
        { month: '2026-09', leads: 0, spend_won: 0 },
        { month: '2026-10', leads: 1, spend_won: 330_000 },
        { month: '2026-11', leads: 3, spend_won: 500_000 },
      ],
    });

    t.clock.set('2026-11-09T00:00:00+09:00'); // Monday: a new week, the same month
    expect(await count()).toMatchObject({ week_count: 0, month_count: 3, week_start: '2026-11-09' });

    t.clock.set('2026-12-01T00:00:00+09:00'); // a new month: June leaves the series
    const december = await count();
    expect(december).toMatchObject({ week_count: 0, month_count: 0, week_start: '2026-11-30' });
    expect(december.monthly.map((m: { month: string }) => m.month)).toEqual([
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
    ]);

    const other = await countOf(b);
    expect(other.monthly.find((m: { month: string }) => m.month === '2026-11')).toEqual({
      month: '2026-11',
      leads: 1,
      spend_won: 770_000,
    });
    t.clock.set('2026-11-02T01:00:00Z');
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: URL_COUNT })).statusCode).toBe(401);
  });
});

describe('visibility', () => {
  it('says a new partner is hidden for its profile and its plan, and hides another partner', async () => {
    const a = await newPartner(t.app);
    const b = await newPartner(t.app);
    const answer = await t.app.inject({
      method: 'GET',
      url: `/partner-api/api/partner/${a.partnerId}/visible`,
      headers: a.auth,
    });
    expect(answer.json().data).toEqual({
      partner_id: a.partnerId,
      visible: false,
      missing: ['biz', 'additional', 'preference', 'manager', 'calculate', 'rate-plan'],
      reasons: ['profile', 'plan'],
    });
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/partner-api/api/partner/${b.partnerId}/visible`,
      headers: a.auth,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('shows a complete partner with a plan, and hides it again once suspended', async () => {
    const { storage, cipher } = t.app.context;
    await seedDemo(t.database.db, t.clock, storage, cipher, { staff: false });
    const [demo] = await t.database.db
      .select({ partnerId: partners.partnerId, memberNo: partners.memberNo })
      .from(partners)
      .innerJoin(members, eq(members.memberNo, partners.memberNo))
      .where(eq(members.memberId, DEMO_ACCOUNT.memberId));
    const deps = (plan: boolean) => ({ db: t.database.db, holdsPlan: async () => plan });
    expect(await visibilityOf(deps(false), demo!.partnerId)).toMatchObject({
      visible: false,
      missing: ['rate-plan'],
      reasons: ['plan'],
    });
    expect(await visibilityOf(deps(true), demo!.partnerId)).toMatchObject({
      visible: true,
      missing: [],
      reasons: [],
    });
    await t.database.db
      .update(members)
      .set({ status: 'suspended' })
      .where(eq(members.memberNo, demo!.memberNo));
    expect(await visibilityOf(deps(true), demo!.partnerId)).toMatchObject({
      visible: false,
      reasons: ['suspended'],
    });
    await t.database.db.update(members).set({ status: 'active' }).where(eq(members.memberNo, demo!.memberNo));
  });
});

describe('GET /partner/detail', () => {
  it("answers the caller's ad plans and grade for its own member-no, and nobody else's", async () => {
    const a = await newPartner(t.app);
    const b = await newPartner(t.app);
    const own = await t.app.inject({
      method: 'GET',
      url: '/partner-api/partner/detail',
      headers: { ...a.auth, 'member-no': String(a.memberNo) },
    });
    expect(own.json()).toMatchObject({ return_code: 0, data: { ad_plan_list: [], partner_grade: 'NORMAL' } });
    const foreign = await t.app.inject({
      method: 'GET',
      url: '/partner-api/partner/detail',
      headers: { ...a.auth, 'member-no': String(b.memberNo) },
    });
    expect(foreign.statusCode).toBe(404);
    const without = await t.app.inject({
      method: 'GET',
      url: '/partner-api/partner/detail',
      headers: a.auth,
    });
    expect(without.statusCode).toBe(400);
  });
});

describe('the demo seed', () => {
  it('gives the demo partner six months of leads, this week included, once', async () => {
    const { storage, cipher } = t.app.context;
    await seedDemo(t.database.db, t.clock, storage, cipher, { staff: false });
    const [demo] = await t.database.db
      .select({ partnerId: partners.partnerId })
      .from(partners)
      .innerJoin(members, eq(members.memberNo, partners.memberNo))
      .where(eq(members.memberId, DEMO_ACCOUNT.memberId));
    const before = await t.database.db
      .select()
      .from(estimates)
      .where(eq(estimates.partnerId, demo!.partnerId));
    await seedDemo(t.database.db, t.clock, storage, cipher, { staff: false });
    const after = await t.database.db
      .select()
      .from(estimates)
      .where(eq(estimates.partnerId, demo!.partnerId));
    expect(after).toHaveLength(before.length);
    const { auth } = await logIn(t.app, DEMO_ACCOUNT.memberId, DEMO_ACCOUNT.password);
    const count = (await t.app.inject({ method: 'GET', url: URL_COUNT, headers: auth })).json().data;
    // The test clock reads Monday 10:00 in Seoul: the week has only begun, the month has leads.
    expect(count.month_count).toBeGreaterThan(0);
    expect(count.monthly.every((m: { leads: number }) => m.leads > 0)).toBe(true);
    expect(count.monthly.reduce((sum: number, m: { leads: number }) => sum + m.leads, 0)).toBeGreaterThan(
      150,
    );
  });
});
