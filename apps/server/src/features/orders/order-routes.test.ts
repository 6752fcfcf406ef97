import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgSandboxPayments } from '../../db/tables/gateway-sandbox.js';
import { queuedOf } from '../../test-support/outbox.js';
import { payCardWindow, TEST_CARDS } from '../../test-support/payment-window.js';
import { reconcilePayments } from './order-settlement.js';
import {
  createTestApp,
  logIn,
  newPartner,
  type TestApp,
  PAYMENT_CONSENT,
} from '../../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Partner = Awaited<ReturnType<typeof newPartner>>;
const P = '/partner-api/authapi/partner';
let keySeq = 0;
const newKey = () => `test-key-${Date.now()}-${(keySeq += 1)}`;

function order(p: Partner, body: object, key = newKey()) {
  return t.app.inject({
    method: 'POST',
    url: `${P}/order/create`,
    headers: { ...p.auth, 'idempotency-key': key },
    payload: { consent: PAYMENT_CONSENT, ...body },
  });
}
const getOrder = (p: Partner, orderNo: string) =>
  t.app
    .inject({ method: 'GET', url: `${P}/order/get?orderNo=${orderNo}`, headers: p.auth })
    .then((r) => r.json());
const STANDARD = { items: [{ product_key: 'MONTHLY_STANDARD' }], method: 'card' };

describe('plan catalogue', () => {
  it('lists the three plan codes with tiers, prices and VAT', async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/plan-api/list' })).json().data;
    expect(list.groups.map((g: { code: number; label: string }) => [g.code, g.label])).toEqual([
      [0, '월정액 플랜'],
      [1, '부분시공 플랜'],
      [2, '상단노출 광고'],
    ]);
    const monthly = list.groups[0].products;
    expect(monthly.map((p: { name: string }) => p.name)).toEqual([
      '라이트',
      '베이직',
      '스탠다드',
      '프리미엄',
      '유니크',
    ]);
    expect(monthly.find((p: { product_key: string }) => p.product_key === 'MONTHLY_STANDARD')).toMatchObject({
      price_won: 790000,
      vat_won: 79000,
      recommend: true,
    });
    expect(list.groups[2].products.map((p: { ad_code: string }) => p.ad_code)).toEqual([
      'ZP001',
      'ZP002',
      'ZP003',
      'ZPP001',
      'ZPP002',
      'ZPP003',
    ]);
  });
});

describe('orders and card payment', () => {
  it('prices from the catalogue and ignores any amount the client sends', async () => {
    const p = await newPartner(t.app);
    const response = await order(p, {
      ...STANDARD,
      amount: 1000,
      total_won: 1000,
      items: [{ product_key: 'MONTHLY_STANDARD', price_won: 1 }],
    });
    expect(response.json().data).toMatchObject({
      status: 'created',
      supply_won: 790000,
      vat_won: 79000,
      total_won: 869000,
    });
    expect(response.json().data.card_window).toMatchObject({
      amount: 869000,
      method: 'card',
    });
    // Each window returns to its own address: the key binds the return to the window that opened it.
    expect(response.json().data.card_window.returnUrl).toMatch(
      /^\/partner-api\/payments\/card\/return\?key=[\w-]{22}$/,
    );
  });

  it('needs an idempotency key; the same key and body make one order, another body is refused', async () => {
    const p = await newPartner(t.app);
    const missing = await t.app.inject({
      method: 'POST',
      url: `${P}/order/create`,
      headers: p.auth,
      payload: STANDARD,
    });
    expect(missing.statusCode).toBe(400);
    const key = newKey();
    const [a, b] = await Promise.all([order(p, STANDARD, key), order(p, STANDARD, key)]);
    expect(a.json().data.order_no).toBe(b.json().data.order_no);
    const other = await order(p, { items: [{ product_key: 'MONTHLY_BASIC' }], method: 'card' }, key);
    expect(other.json().return_code).toBe(1206);
  });

  it('charges once for 20 parallel returns of the same window, and activates the plan', async () => {
    const p = await newPartner(t.app);
    const created = (await order(p, STANDARD)).json().data;
    const { fields } = await payCardWindow(t.app, created.card_window, TEST_CARDS.approve, {
      deliver: false,
    });
    const form = new URLSearchParams(fields).toString();
    const returns = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({
          method: 'POST',
          url: created.card_window.returnUrl,
          payload: form,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
      ),
    );
    expect(new Set(returns.map((r) => r.headers.location))).toEqual(
      new Set([`/payment/complete?orderNo=${created.order_no}`]),
    );
    const charged = await t.database.db
      .select({ n: count() })
      .from(pgSandboxPayments)
      .where(eq(pgSandboxPayments.status, 'paid'));
    const paid = await getOrder(p, created.order_no);
    expect(paid.data).toMatchObject({
      status: 'paid',
      total_won: 869000,
      card: { approve_no: expect.any(String) },
    });
    expect(paid.data.withdrawal).toMatchObject({ refundable_won: 869000 });
    const chargesForOrder = (await t.database.db.select().from(pgSandboxPayments)).filter((row) =>
      JSON.stringify(row).includes(created.card_window.orderId),
    );
    expect(chargesForOrder.filter((row) => row.status === 'paid')).toHaveLength(1);
    expect(charged[0]!.n).toBeGreaterThanOrEqual(1);
    const inUse = (
      await t.app.inject({ method: 'POST', url: `${P}/subscription/inUse/get`, headers: p.auth })
    ).json().data;
    expect(inUse).toMatchObject([
      {
        product_key: 'MONTHLY_STANDARD',
        status: 'active',
        period_start: '2026-11-02',
        period_end: '2026-12-01',
      },
    ]);
    const status = (
      await t.app.inject({
        method: 'GET',
        url: `/partner-api/api/partner/${p.partnerId}/required-status`,
        headers: p.auth,
      })
    ).json().data;
    expect(
      status.partnerRequiredInfoList.find((i: { code: string }) => i.code === 'rate-plan').completed,
    ).toBe(true);
  });

  it.each([
    ['soft decline', TEST_CARDS.softDecline, 'failed'],
    ['hard decline', TEST_CARDS.hardDecline, 'failed'],
    ['slow answer (outcome unknown)', TEST_CARDS.slowCharged, 'unknown'],
    ['503 that processed nothing', TEST_CARDS.unavailable, 'failed'],
    ['bare 502 (outcome unknown)', TEST_CARDS.badGatewayCharged, 'unknown'],
  ])('a %s (card %s) leaves the order %s and activates nothing', async (_name, card, status) => {
    const p = await newPartner(t.app);
    const created = (await order(p, STANDARD)).json().data;
    const { location } = await payCardWindow(t.app, created.card_window, card);
    expect(location).toBe(`/payment/complete?orderNo=${created.order_no}`);
    const view = (await getOrder(p, created.order_no)).data;
    expect(view.status).toBe(status);
    expect(view.failure_message).toBeTruthy();
    const inUse = (
      await t.app.inject({ method: 'POST', url: `${P}/subscription/inUse/get`, headers: p.auth })
    ).json().data;
    expect(inUse).toEqual([]);
  });

  const postReturn = (url: string, fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  const paidInSandbox = async () =>
    (
      await t.database.db
        .select({ n: count() })
        .from(pgSandboxPayments)
        .where(eq(pgSandboxPayments.status, 'paid'))
    )[0]!.n;

  it('ignores a return whose amount or signature was tampered with: nothing charged, the order still waits', async () => {
    const p = await newPartner(t.app);
    const created = (await order(p, STANDARD)).json().data;
    const { fields } = await payCardWindow(t.app, created.card_window, TEST_CARDS.approve, {
      deliver: false,
    });
    const before = await paidInSandbox();
    await postReturn(created.card_window.returnUrl, { ...fields, amount: '1000' });
    await postReturn(created.card_window.returnUrl, { ...fields, signature: 'f'.repeat(64) });
    expect(await paidInSandbox()).toBe(before);
    expect((await getOrder(p, created.order_no)).data.status).toBe('created');
    // The window's own return still pays it.
    await postReturn(created.card_window.returnUrl, fields);
    expect((await getOrder(p, created.order_no)).data.status).toBe('paid');
  });

  it("binds a return to its order's window: another order's return, or a forged refusal, changes nothing", async () => {
    const p = await newPartner(t.app);
    const x = (await order(p, STANDARD)).json().data;
    const y = (await order(p, STANDARD)).json().data;
    const { fields } = await payCardWindow(t.app, x.card_window, TEST_CARDS.approve, { deliver: false });
    const before = await paidInSandbox();
    // X's signed return at Y's address, as it came and with Y's gateway order id written in.
    const onY = await postReturn(y.card_window.returnUrl, fields);
    expect(onY.headers.location).toBe('/payment?error=unknown-order');
    await postReturn(y.card_window.returnUrl, { ...fields, orderId: y.card_window.orderId });
    // A refusal nobody's window sent, for Y, at the return address without its key.
    await postReturn('/partner-api/payments/card/return', {
      authResultCode: 'P091',
      authResultMsg: '결제를 취소하였습니다.',
      orderId: y.card_window.orderId,
      clientId: y.card_window.clientId,
      amount: String(y.card_window.amount),
    });
    expect(await paidInSandbox()).toBe(before);
    expect((await getOrder(p, y.order_no)).data.status).toBe('created');
    expect((await getOrder(p, x.order_no)).data.status).toBe('created');
    await postReturn(x.card_window.returnUrl, fields);
    expect((await getOrder(p, x.order_no)).data.status).toBe('paid');
    expect((await getOrder(p, y.order_no)).data.status).toBe('created');
  });

  it('refuses instalments under 50,000 won and unknown products', async () => {
    const p = await newPartner(t.app);
    const breakdown = (
      await t.app.inject({
        method: 'POST',
        url: `${P}/payment/breakdown/get`,
        headers: p.auth,
        payload: {
          items: [{ product_key: 'AD_STANDARD_1M', region: { sido: '서울특별시', sigungu: '마포구' } }],
        },
      })
    ).json().data;
    expect(breakdown).toMatchObject({ supply_won: 150000, vat_won: 15000, total_won: 165000 });
    expect(breakdown.installment_months).toContain(12);
    expect((await order(p, { items: [{ product_key: 'NO_SUCH' }], method: 'card' })).json().return_code).toBe(
      1201,
    );
    expect(
      (await order(p, { items: [{ product_key: 'AD_STANDARD_1M' }], method: 'card' })).json().return_code,
    ).toBe(1202);
    expect(
      (
        await order(p, {
          items: [{ product_key: 'MONTHLY_LITE' }, { product_key: 'MONTHLY_BASIC' }],
          method: 'card',
        })
      ).json().return_code,
    ).toBe(1203);
  });

  it('lets only one of two partners racing for the last premium slot of a district get it', async () => {
    const [a, b] = await Promise.all([newPartner(t.app), newPartner(t.app)]);
    const premium = {
      items: [{ product_key: 'AD_PREMIUM_1M', region: { sido: '부산광역시', sigungu: '해운대구' } }],
      method: 'card',
    };
    const results = await Promise.all([order(a, premium), order(b, premium)]);
    const codes = results.map((r) => r.json().return_code).sort();
    expect(codes).toEqual([0, 1205]);
    const refused = results.find((r) => r.json().return_code === 1205)!;
    expect(refused.json().return_message).toContain('부산광역시 해운대구');
    const availability = (
      await t.app.inject({
        method: 'GET',
        url: `/plan-api/ad/availability?sido=${encodeURIComponent('부산광역시')}&sigungu=${encodeURIComponent('해운대구')}`,
      })
    ).json().data;
    expect(availability.products.find((x: { ad_code: string }) => x.ad_code === 'ZPP001').remaining).toBe(0);
    expect(availability.products.find((x: { ad_code: string }) => x.ad_code === 'ZP001').remaining).toBe(5);
  });

  it('frees a held slot when the card is declined', async () => {
    const [a, b] = await Promise.all([newPartner(t.app), newPartner(t.app)]);
    const premium = {
      items: [{ product_key: 'AD_PREMIUM_1M', region: { sido: '대전광역시', sigungu: '유성구' } }],
      method: 'card',
    };
    const first = (await order(a, premium)).json().data;
    await payCardWindow(t.app, first.card_window, TEST_CARDS.hardDecline);
    expect((await order(b, premium)).json().return_code).toBe(0);
  });

  it('makes a bank-transfer order wait for the deposit with the account and the company as depositor', async () => {
    const p = await newPartner(t.app, { partner_name: '새봄인테리어' });
    const created = (
      await order(p, { items: [{ product_key: 'PARTIAL_MONTHLY' }], method: 'bank_transfer' })
    ).json().data;
    expect(created.status).toBe('awaiting_deposit');
    expect(created.card_window).toBeNull();
    expect(created.bank_transfer).toMatchObject({
      bank_name: 'KB국민은행',
      depositor_name: '새봄인테리어',
      amount_won: 209000,
    });
  });

  it('refuses instalment months that are not offered with a Korean 400, creating or changing nothing', async () => {
    const p = await newPartner(t.app);
    for (const quota of [1, 13, 24]) {
      const refused = await order(p, { ...STANDARD, quota });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('할부 개월 수를 확인해주세요.');
    }
    const created = (await order(p, STANDARD)).json().data;
    const changed = await t.app.inject({
      method: 'POST',
      url: `${P}/order/update?orderNo=${created.order_no}&method=card&quota=1`,
      headers: p.auth,
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().message).toBe('할부 개월 수를 확인해주세요.');
    expect((await getOrder(p, created.order_no)).data.quota).toBe(0);
    const history = await t.app.inject({ method: 'GET', url: `${P}/order/list`, headers: p.auth });
    expect(history.json().data.total).toBe(1);
  });

  describe('order/update: paying an unpaid order another way', () => {
    const update = (p: Partner, query: string) =>
      t.app
        .inject({ method: 'POST', url: `${P}/order/update?${query}`, headers: p.auth })
        .then((r) => r.json());
    const inUse = (p: Partner) =>
      t.app
        .inject({ method: 'POST', url: `${P}/subscription/inUse/get`, headers: p.auth })
        .then((r) => r.json().data);

    it('pays a bank transfer by card after all, and the plan activates', async () => {
      const p = await newPartner(t.app);
      const created = (
        await order(p, { items: [{ product_key: 'MONTHLY_STANDARD' }], method: 'bank_transfer' })
      ).json().data;
      const changed = await update(p, `orderNo=${created.order_no}&method=card&quota=3`);
      expect(changed.return_code).toBe(0);
      expect(changed.data).toMatchObject({
        status: 'created',
        method: 'card',
        quota: 3,
        total_won: 869000,
        bank_transfer: null,
      });
      expect(changed.data.card_window).toMatchObject({ orderId: `${created.order_no}-1`, amount: 869000 });
      const { location } = await payCardWindow(t.app, changed.data.card_window, TEST_CARDS.approve, {
        quota: 3,
      });
      expect(location).toBe(`/payment/complete?orderNo=${created.order_no}`);
      expect((await getOrder(p, created.order_no)).data.status).toBe('paid');
      expect(await inUse(p)).toHaveLength(1);
    });

    it('switches a card order to transfer; the window it left charges nothing when it returns late', async () => {
      const p = await newPartner(t.app);
      const created = (await order(p, STANDARD)).json().data;
      const changed = await update(p, `orderNo=${created.order_no}&method=bank_transfer`);
      expect(changed.data).toMatchObject({
        status: 'awaiting_deposit',
        method: 'bank_transfer',
        card_window: null,
      });
      expect(changed.data.bank_transfer).toMatchObject({ amount_won: 869000 });

      await payCardWindow(t.app, created.card_window, TEST_CARDS.approve);
      expect((await getOrder(p, created.order_no)).data.status).toBe('awaiting_deposit');
      const [charged] = await t.database.db
        .select({ n: count() })
        .from(pgSandboxPayments)
        .where(
          and(
            eq(pgSandboxPayments.orderId, created.card_window.orderId),
            eq(pgSandboxPayments.status, 'paid'),
          ),
        );
      expect(charged!.n).toBe(0);
      expect(await inUse(p)).toEqual([]);
    });

    it('gives a card order with new instalments a fresh gateway order id', async () => {
      const p = await newPartner(t.app);
      const created = (await order(p, STANDARD)).json().data;
      const changed = (await update(p, `orderNo=${created.order_no}&method=card&quota=6`)).data;
      expect(changed.quota).toBe(6);
      expect(changed.card_window.orderId).toBe(`${created.order_no}-2`);
    });

    it("refuses a paid order, instalments by transfer, bad input and another partner's order", async () => {
      const p = await newPartner(t.app);
      const other = await newPartner(t.app);
      const created = (await order(p, STANDARD)).json().data;
      expect((await update(p, `orderNo=${created.order_no}&method=bank_transfer&quota=3`)).return_code).toBe(
        1207,
      );
      expect((await update(p, `orderNo=${created.order_no}&method=cash`)).code).toBe(40000);
      const foreign = await t.app.inject({
        method: 'POST',
        url: `${P}/order/update?orderNo=${created.order_no}&method=bank_transfer`,
        headers: other.auth,
      });
      expect(foreign.statusCode).toBe(404);

      await payCardWindow(t.app, created.card_window, TEST_CARDS.approve);
      const paid = await update(p, `orderNo=${created.order_no}&method=bank_transfer`);
      expect(paid).toMatchObject({
        return_code: 1302,
        return_message: '이미 처리된 주문은 결제 수단을 바꿀 수 없습니다.',
      });
      expect((await getOrder(p, created.order_no)).data).toMatchObject({ status: 'paid', method: 'card' });
    });
  });

  it("lists the partner's own history with filters, and answers another partner's order as not found", async () => {
    const a = await newPartner(t.app);
    const b = await newPartner(t.app);
    const mine = (await order(a, STANDARD)).json().data;
    await order(a, { items: [{ product_key: 'PARTIAL_MONTHLY' }], method: 'bank_transfer' });
    const history = (
      await t.app.inject({ method: 'GET', url: `${P}/order/list?size=10`, headers: a.auth })
    ).json().data;
    expect(history.total).toBe(2);
    const waiting = (
      await t.app.inject({ method: 'GET', url: `${P}/order/list?status=awaiting_deposit`, headers: a.auth })
    ).json().data;
    expect(waiting.items.map((i: { method: string }) => i.method)).toEqual(['bank_transfer']);
    expect(
      (await t.app.inject({ method: 'GET', url: `${P}/order/get?orderNo=${mine.order_no}`, headers: b.auth }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `${P}/order/list`, headers: b.auth })).json().data.total,
    ).toBe(0);
  });

  it("downloads the whole filter of the partner's own history at once, never another's", async () => {
    const a = await newPartner(t.app);
    const b = await newPartner(t.app);
    await order(a, STANDARD);
    // The test clock stands still: a minute later makes the transfer the newest, as it is in real life.
    t.clock.advance(60_000);
    await order(a, { items: [{ product_key: 'PARTIAL_MONTHLY' }], method: 'bank_transfer' });
    await order(b, STANDARD);
    const all = (await t.app.inject({ method: 'GET', url: `${P}/order/export`, headers: a.auth })).json()
      .data;
    expect(all.total).toBe(2);
    expect(all.items).toHaveLength(2);
    expect(all.items[0]).toMatchObject({ method: 'bank_transfer', total_won: expect.any(Number) });
    const waiting = (
      await t.app.inject({ method: 'GET', url: `${P}/order/export?status=awaiting_deposit`, headers: a.auth })
    ).json().data;
    expect(waiting.items.map((i: { method: string }) => i.method)).toEqual(['bank_transfer']);
    const badDay = await t.app.inject({
      method: 'GET',
      url: `${P}/order/export?from=2026-1-1`,
      headers: a.auth,
    });
    expect(badDay.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `${P}/order/export` })).statusCode).toBe(401);
  });
});

describe('ad partner', () => {
  it('makes a partner who paid for top exposure an ad partner in the lookup by member number', async () => {
    const p = await newPartner(t.app);
    const before = (await t.app.inject({ method: 'GET', url: `${P}/adPlan`, headers: p.auth })).json().data;
    expect(before.ad_plan_list).toEqual([]);
    const created = (
      await order(p, {
        items: [{ product_key: 'AD_STANDARD_3M', region: { sido: '경기도', sigungu: '성남시' } }],
        method: 'card',
      })
    ).json().data;
    await payCardWindow(t.app, created.card_window, TEST_CARDS.approve);
    const after = (await t.app.inject({ method: 'GET', url: `${P}/adPlan`, headers: p.auth })).json().data;
    expect(after.ad_plan_list).toEqual([{ pid: expect.any(Number), code: 'ZP002' }]);
  });
});

describe('reconciliation and withdrawal', () => {
  it.each([
    ['charged', TEST_CARDS.slowCharged, 'paid'],
    ['not charged', TEST_CARDS.slowNotCharged, 'failed'],
    ['charged behind a 502', TEST_CARDS.badGatewayCharged, 'paid'],
  ])('settles an unanswered approval that was %s by looking it up', async (_how, card, settled) => {
    const p = await newPartner(t.app);
    const created = (await order(p, STANDARD)).json().data;
    await payCardWindow(t.app, created.card_window, card);
    expect((await getOrder(p, created.order_no)).data.status).toBe('unknown');
    const deps = { db: t.database.db, clock: t.clock, payments: t.app.context.payments };
    await reconcilePayments(deps);
    expect((await getOrder(p, created.order_no)).data.status).toBe(settled);
    // A second run finds nothing left to settle and changes nothing.
    expect(await reconcilePayments(deps)).toEqual({ paid: 0, failed: 0, open: 0 });
    const subscriptions = (
      await t.app.inject({ method: 'POST', url: `${P}/subscription/inUse/get`, headers: p.auth })
    ).json().data;
    expect(subscriptions).toHaveLength(settled === 'paid' ? 1 : 0);
  });

  it('withdraws a card payment within 7 days: full refund on the day, pro rata later, plan cancelled', async () => {
    const p = await newPartner(t.app);
    const sameDay = (await order(p, STANDARD)).json().data;
    await payCardWindow(t.app, sameDay.card_window, TEST_CARDS.approve);
    const refunded = await t.app.inject({
      method: 'POST',
      url: `${P}/order/cancelPartnerOrder`,
      headers: p.auth,
      payload: { order_no: sameDay.order_no, reason: '단순 변심' },
    });
    expect(refunded.json().data).toMatchObject({
      status: 'refunded',
      refunded_won: 869000,
      withdrawal: null,
    });
    expect(
      (await t.app.inject({ method: 'POST', url: `${P}/subscription/inUse/get`, headers: p.auth })).json()
        .data,
    ).toEqual([]);

    const later = (await order(p, { items: [{ product_key: 'MONTHLY_LITE' }], method: 'card' })).json().data;
    await payCardWindow(t.app, later.card_window, TEST_CARDS.approve);
    t.clock.advance(3 * 86_400_000);
    // Days later the access token has expired: the partner signs in again.
    const again = await logIn(t.app, p.payload.account, p.payload.password);
    const partial = (
      await t.app.inject({
        method: 'POST',
        url: `${P}/order/cancelPartnerOrder`,
        headers: again.auth,
        payload: { order_no: later.order_no },
      })
    ).json().data;
    // 319,000 won for 30 days (2026-11-05 → 12-05 is 30 days), 3 used: 27/30 refunded.
    expect(partial).toMatchObject({ status: 'refunded', refunded_won: Math.floor((319000 * 27) / 30) });
    const closed = (
      await order({ ...p, auth: again.auth }, { items: [{ product_key: 'PARTIAL_MONTHLY' }], method: 'card' })
    ).json().data;
    await payCardWindow(t.app, closed.card_window, TEST_CARDS.approve);
    t.clock.advance(8 * 86_400_000);
    const late = await logIn(t.app, p.payload.account, p.payload.password);
    const tooLate = await t.app.inject({
      method: 'POST',
      url: `${P}/order/cancelPartnerOrder`,
      headers: late.auth,
      payload: { order_no: closed.order_no },
    });
    expect(tooLate.json().return_code).toBe(1303);
  });

  it("cannot withdraw another partner's order", async () => {
    const a = await newPartner(t.app);
    const b = await newPartner(t.app);
    const mine = (await order(a, STANDARD)).json().data;
    await payCardWindow(t.app, mine.card_window, TEST_CARDS.approve);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${P}/order/cancelPartnerOrder`,
          headers: b.auth,
          payload: { order_no: mine.order_no },
        })
      ).statusCode,
    ).toBe(404);
    expect((await getOrder(a, mine.order_no)).data.status).toBe('paid');
  });
});

describe('what the partner is told', () => {
  const deps = () => ({ db: t.database.db, clock: t.clock, payments: t.app.context.payments });

  it('tells the partner once of an approved card payment, with the card as the gateway masked it', async () => {
    const p = await newPartner(t.app);
    const created = (await order(p, STANDARD)).json().data;
    await payCardWindow(t.app, created.card_window, TEST_CARDS.approve);
    const card = (await getOrder(p, created.order_no)).data.card;
    const told = await queuedOf(t, 'payment.approved', { partnerId: p.partnerId });
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      audience: 'partner',
      link: `/paymentHistory/detail/${created.order_no}`,
      payload: {
        요금제: '스탠다드',
        금액: '869,000원',
        주문번호: created.order_no,
        카드: `${card.card_name} ${card.card_num}`,
      },
      dedupeKey: `payment.approved:${created.order_no}`,
    });
    expect(told[0]!.text).not.toContain(TEST_CARDS.approve);
    expect(told[0]!.text).toContain(card.card_num);
  });

  it('tells nobody of a declined card, and tells once of a lost answer when reconciliation settles it', async () => {
    const p = await newPartner(t.app);
    const declined = (await order(p, STANDARD)).json().data;
    await payCardWindow(t.app, declined.card_window, TEST_CARDS.softDecline);
    const lost = (await order(p, { items: [{ product_key: 'MONTHLY_LITE' }], method: 'card' })).json().data;
    await payCardWindow(t.app, lost.card_window, TEST_CARDS.slowCharged);
    expect(await queuedOf(t, 'payment.approved', { partnerId: p.partnerId })).toEqual([]);
    await reconcilePayments(deps());
    await reconcilePayments(deps());
    const told = await queuedOf(t, 'payment.approved', { partnerId: p.partnerId });
    expect(told.map((row) => [row.payload['주문번호'], row.payload['금액']])).toEqual([
      [lost.order_no, '319,000원'],
    ]);
  });

  it('tells the partner of the refund of their own withdrawal, and of nothing when it is refused', async () => {
    const p = await newPartner(t.app);
    const paid = (await order(p, STANDARD)).json().data;
    await payCardWindow(t.app, paid.card_window, TEST_CARDS.approve);
    const other = await newPartner(t.app);
    const refused = await t.app.inject({
      method: 'POST',
      url: `${P}/order/cancelPartnerOrder`,
      headers: other.auth,
      payload: { order_no: paid.order_no },
    });
    expect(refused.statusCode).toBe(404);
    expect(await queuedOf(t, 'refund.completed', { partnerId: p.partnerId })).toEqual([]);
    await t.app.inject({
      method: 'POST',
      url: `${P}/order/cancelPartnerOrder`,
      headers: p.auth,
      payload: { order_no: paid.order_no, reason: '단순 변심' },
    });
    const told = await queuedOf(t, 'refund.completed', { partnerId: p.partnerId });
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      link: `/paymentHistory/detail/${paid.order_no}`,
      payload: { 요금제: '스탠다드', 환불금액: '869,000원', 주문번호: paid.order_no },
    });
  });
});
