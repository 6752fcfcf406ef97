import { MESSAGES } from '@partner-portal/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payCardWindow, TEST_CARDS } from '../../test-support/payment-window.js';
import { createTestApp, newPartner, type TestApp, PAYMENT_CONSENT } from '../../test-support/test-app.js';
import { queuedOf } from '../../test-support/outbox.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Partner = Awaited<ReturnType<typeof newPartner>>;
const P = '/partner-api/authapi/partner';
let keySeq = 0;

const join = (p: Pick<Partner, 'auth'> | null, payload: object) =>
  t.app.inject({ method: 'POST', url: '/plan-api/join', headers: p?.auth ?? {}, payload });
const consult = (p: Pick<Partner, 'auth'> | null, payload: object) =>
  t.app.inject({ method: 'POST', url: '/plan-api/consulting', headers: p?.auth ?? {}, payload });
const invoice = async (p: Partner) =>
  (await t.app.inject({ method: 'GET', url: `${P}/invoice/get`, headers: p.auth })).json();
const order = async (p: Partner, body: object) =>
  (
    await t.app.inject({
      method: 'POST',
      url: `${P}/order/create`,
      headers: { ...p.auth, 'idempotency-key': `plan-test-${(keySeq += 1)}` },
      payload: { ...body, consent: PAYMENT_CONSENT },
    })
  ).json().data;
const districts = async (sido: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/plan-api/ad/districts?sido=${encodeURIComponent(sido)}` })
  ).json().data;

const STANDARD = [{ product_key: 'MONTHLY_STANDARD' }];

describe('plan catalogue', () => {
  it('answers every visitor the same catalogue as JSON, with its prices', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/plan-api/list' });
    const second = await t.app.inject({ method: 'GET', url: '/plan-api/list' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = first.json();
    expect(body).toMatchObject({ return_code: 0, return_message: 'OK' });
    const products = body.data.groups.flatMap((group: { products: object[] }) => group.products);
    expect(products).toContainEqual(
      expect.objectContaining({ product_key: 'MONTHLY_STANDARD', price_won: expect.any(Number) }),
    );
    expect(second.body).toBe(first.body);
  });
});

describe('plan join', () => {
  it('records the application, which /payment then reads as the invoice until its order goes through', async () => {
    const p = await newPartner(t.app);
    expect((await invoice(p)).data).toBeNull();

    const joined = (await join(p, { items: STANDARD })).json();
    expect(joined).toMatchObject({
      return_code: 0,
      data: { application_no: expect.any(Number), next_path: '/payment' },
    });
    const owed = (await invoice(p)).data;
    expect(owed).toMatchObject({
      application_no: joined.data.application_no,
      items: [{ product_key: 'MONTHLY_STANDARD', region: null }],
    });

    // A declined card leaves it owed; the approved one settles it.
    const declined = await order(p, {
      items: owed.items,
      method: 'card',
      application_no: owed.application_no,
    });
    await payCardWindow(t.app, declined.card_window, TEST_CARDS.softDecline);
    expect((await invoice(p)).data).toMatchObject({ application_no: owed.application_no });
    const paid = await order(p, { items: owed.items, method: 'card', application_no: owed.application_no });
    await payCardWindow(t.app, paid.card_window, TEST_CARDS.approve);
    expect((await invoice(p)).data).toBeNull();
  });

  it('replaces an open application with a new one; a bank-transfer order awaiting deposit settles it', async () => {
    const p = await newPartner(t.app);
    await join(p, { items: STANDARD });
    const region = { sido: '서울특별시', sigungu: '마포구' };
    await join(p, { items: [{ product_key: 'PARTIAL_MONTHLY' }, { product_key: 'AD_STANDARD_1M', region }] });
    const owed = (await invoice(p)).data;
    expect(owed.items).toEqual([
      { product_key: 'PARTIAL_MONTHLY', region: null },
      { product_key: 'AD_STANDARD_1M', region },
    ]);
    const created = await order(p, {
      items: owed.items,
      method: 'bank_transfer',
      application_no: owed.application_no,
    });
    expect(created.status).toBe('awaiting_deposit');
    expect((await invoice(p)).data).toBeNull();
  });

  it("does not let another partner's order number settle or touch an application", async () => {
    const [a, b] = await Promise.all([newPartner(t.app), newPartner(t.app)]);
    const mine = (await join(a, { items: STANDARD })).json().data;
    await order(b, { items: STANDARD, method: 'bank_transfer', application_no: mine.application_no });
    expect((await invoice(a)).data).toMatchObject({ application_no: mine.application_no });
    expect((await invoice(b)).data).toBeNull();
  });

  it('refuses bad input with the field, unknown products, ad products without a district, and sold-out districts', async () => {
    const p = await newPartner(t.app);
    const empty = await join(p, { items: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: '상품을 선택해주세요.', errors: [{ path: 'items' }] });
    expect(
      (
        await join(p, {
          items: [{ product_key: 'AD_STANDARD_1M', region: { sido: '서울특별시', sigungu: '전체' } }],
        })
      ).statusCode,
    ).toBe(400);

    expect((await join(p, { items: [{ product_key: 'NO_SUCH' }] })).json()).toMatchObject({
      return_code: 1201,
      return_message: '판매하지 않는 상품입니다. 요금제를 다시 선택해주세요.',
    });
    expect((await join(p, { items: [{ product_key: 'AD_PREMIUM_1M' }] })).json()).toMatchObject({
      return_code: 1202,
    });

    const region = { sido: '광주광역시', sigungu: '북구' };
    const rival = await newPartner(t.app);
    const taken = await order(rival, { items: [{ product_key: 'AD_PREMIUM_1M', region }], method: 'card' });
    await payCardWindow(t.app, taken.card_window, TEST_CARDS.approve);
    const soldOut = (await join(p, { items: [{ product_key: 'AD_PREMIUM_3M', region }] })).json();
    expect(soldOut).toMatchObject({ return_code: 1205, field: 'items.0.region' });
    expect(soldOut.return_message).toBe(
      '광주광역시 북구의 상단노출 프리미엄 3개월 상품이 마감되었습니다. 다른 지역을 선택해주세요.',
    );
    // The standard slots of the district are another pool.
    expect((await join(p, { items: [{ product_key: 'AD_STANDARD_1M', region }] })).json().return_code).toBe(
      0,
    );
    expect((await invoice(p)).data.items).toEqual([{ product_key: 'AD_STANDARD_1M', region }]);
  });

  it('needs a signed-in partner', async () => {
    const response = await join(null, { items: STANDARD });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('unauthorized');
    expect((await t.app.inject({ method: 'GET', url: `${P}/invoice/get` })).statusCode).toBe(401);
  });
});

describe('ad districts', () => {
  it("lists every district of a 시/도 with each ad product's remaining slots over the months it covers", async () => {
    const before = await districts('울산광역시');
    expect(before.districts.map((d: { sigungu: string }) => d.sigungu)).toEqual([
      '중구',
      '남구',
      '동구',
      '북구',
      '울주군',
    ]);
    const p = await newPartner(t.app);
    const bought = await order(p, {
      items: [{ product_key: 'AD_PREMIUM_3M', region: { sido: '울산광역시', sigungu: '남구' } }],
      method: 'card',
    });
    await payCardWindow(t.app, bought.card_window, TEST_CARDS.approve);
    const after = await districts('울산광역시');
    const slots = (sigungu: string) =>
      Object.fromEntries(
        after.districts
          .find((d: { sigungu: string }) => d.sigungu === sigungu)
          .products.map((x: { ad_code: string; remaining: number }) => [x.ad_code, x.remaining]),
      );
    expect(slots('남구')).toEqual({ ZP001: 5, ZP002: 5, ZP003: 5, ZPP001: 0, ZPP002: 0, ZPP003: 0 });
    expect(slots('중구')).toMatchObject({ ZPP001: 1, ZPP003: 1 });
    // Next month a one-month premium is still taken by the three-month one; four months on, all free.
    t.clock.advance(31 * 86_400_000);
    expect(
      (await districts('울산광역시')).districts
        .find((d: { sigungu: string }) => d.sigungu === '남구')
        .products.find((x: { ad_code: string }) => x.ad_code === 'ZPP001').remaining,
    ).toBe(0);
    t.clock.advance(-31 * 86_400_000);
  });

  it('answers an unknown 시/도 as not found', async () => {
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/plan-api/ad/districts?sido=${encodeURIComponent('서울')}`,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('plan consulting', () => {
  it('takes one request per product; the second for the same product gets the spec message', async () => {
    const p = await newPartner(t.app);
    const first = (await consult(p, { planCode: 'MONTHLY_UNIQUE', partnerId: p.partnerId })).json();
    expect(first).toMatchObject({
      return_code: 0,
      data: { consultation_no: expect.any(Number), requested_at: '2026-11-02T01:00:00.000Z' },
    });
    const again = (await consult(p, { planCode: 'MONTHLY_UNIQUE', partnerId: p.partnerId })).json();
    expect(again).toMatchObject({ return_code: 1208, return_message: MESSAGES.planConsultAlready });
    expect((await consult(p, { planCode: 'AD_PREMIUM_6M', partnerId: p.partnerId })).json().return_code).toBe(
      0,
    );
    // Another partner may ask about the same product.
    const other = await newPartner(t.app);
    expect(
      (await consult(other, { planCode: 'MONTHLY_UNIQUE', partnerId: other.partnerId })).json().return_code,
    ).toBe(0);
  });

  it('tells staff of each request taken, with the partner and the plan; not of one refused', async () => {
    const p = await newPartner(t.app, { partner_name: '상담신청인테리어' });
    const first = (await consult(p, { planCode: 'MONTHLY_UNIQUE', partnerId: p.partnerId })).json().data;
    await consult(p, { planCode: 'MONTHLY_UNIQUE', partnerId: p.partnerId });
    await consult(p, { planCode: 'NO_SUCH', partnerId: p.partnerId });
    const rows = (await queuedOf(t, 'staff.consultation_received')).filter(
      (row) => row.payload['파트너'] === '상담신청인테리어',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      audience: 'staff',
      partnerId: null,
      dedupeKey: `staff.consultation_received:${first.consultation_no}`,
      payload: { 파트너: '상담신청인테리어', 요금제: '유니크' },
    });
  });

  it('refuses bad input and unknown products', async () => {
    const p = await newPartner(t.app);
    const missing = await consult(p, { partnerId: p.partnerId });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([expect.objectContaining({ path: 'planCode' })]);
    expect((await consult(p, { planCode: 'MONTHLY_UNIQUE', partnerId: 'me' })).statusCode).toBe(400);
    expect((await consult(p, { planCode: 'NO_SUCH', partnerId: p.partnerId })).json()).toMatchObject({
      return_code: 1201,
      field: 'planCode',
    });
  });

  it("needs a signed-in partner and answers another partner's id as not found", async () => {
    const [a, b] = await Promise.all([newPartner(t.app), newPartner(t.app)]);
    expect((await consult(null, { planCode: 'MONTHLY_UNIQUE', partnerId: a.partnerId })).statusCode).toBe(
      401,
    );
    const forged = await consult(b, { planCode: 'MONTHLY_UNIQUE', partnerId: a.partnerId });
    expect(forged.statusCode).toBe(404);
    // Nothing was recorded for a: its own first request goes through.
    expect(
      (await consult(a, { planCode: 'MONTHLY_UNIQUE', partnerId: a.partnerId })).json().return_code,
    ).toBe(0);
  });
});

describe('interest-free instalment events', () => {
  it('lists each card company with its months, amounts and last day, from the gateway', async () => {
    t.clock.set('2026-11-20T10:00:00+09:00');
    const answer = (await t.app.inject({ method: 'GET', url: '/plan-api/interest-free' })).json();
    expect(answer.return_code).toBe(0);
    expect(answer.data.cards.map((card: { card_name: string }) => card.card_name)).toEqual(
      expect.arrayContaining(['삼성', '신한', 'KB국민', '현대', '롯데']),
    );
    expect(answer.data.cards.find((card: { card_code: string }) => card.card_code === '02')).toEqual({
      card_code: '02',
      card_name: 'KB국민',
      events: [
        { min_amount_won: 50_000, max_amount_won: 999_999, months: [2, 3], ends_on: '2026-11-30' },
        {
          min_amount_won: 1_000_000,
          max_amount_won: 99_999_999_999,
          months: [2, 3, 4, 5, 6, 7],
          ends_on: '2026-11-30',
        },
      ],
    });
  });
});
