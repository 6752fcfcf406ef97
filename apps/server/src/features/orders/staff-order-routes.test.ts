import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/tables/staff.js';
import { queuedOf } from '../../test-support/outbox.js';
import { addStaff, staffHeaders } from '../../test-support/staff.js';
import { payCardWindow, TEST_CARDS } from '../../test-support/payment-window.js';
import { createTestApp, newPartner, placeOrder, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
const STAFF = { member_id: 'staff_kim', password: 'Staff!2026pw' };
let staffAuth: { authorization: string };
const staffLogIn = async () => {
  staffAuth = await staffHeaders(t, STAFF.member_id);
};

beforeAll(async () => {
  t = await createTestApp();
  await addStaff(t, STAFF.member_id, ['operations'], STAFF.password);
});
afterAll(() => t.close());
beforeEach(async () => {
  t.clock.set('2026-11-02T01:00:00Z');
  await staffLogIn();
});

type Partner = Awaited<ReturnType<typeof newPartner>>;
const P = '/partner-api/authapi/partner';
const buy = (p: Partner, method: 'card' | 'bank_transfer', product = 'MONTHLY_BASIC') =>
  placeOrder(t.app, p, method, product);
const view = (p: Partner, orderNo: string) =>
  t.app
    .inject({ method: 'GET', url: `${P}/order/get?orderNo=${orderNo}`, headers: p.auth })
    .then((r) => r.json().data);
const inUse = (p: Partner) =>
  t.app
    .inject({ method: 'POST', url: `${P}/subscription/inUse/get`, headers: p.auth })
    .then((r) => r.json().data);
const staffPost = (path: string, payload: object, headers = staffAuth) =>
  t.app.inject({ method: 'POST', url: `/staff-api${path}`, headers, payload });

const get = (url: string, headers: Record<string, string> = staffAuth) =>
  t.app.inject({ method: 'GET', url: `/staff-api${url}`, headers });

describe('who may use the orders desk', () => {
  it('answers 401 without a token and 403 to a partner token, on the desk reads', async () => {
    const p = await newPartner(t.app);
    for (const url of ['/orders/search', '/orders/P0']) {
      expect((await get(url, {})).statusCode, url).toBe(401);
      expect((await get(url, p.auth)).statusCode, url).toBe(403);
    }
  });
});

describe('bank-transfer deposits', () => {
  it('lists the order awaiting deposit, refuses a wrong amount, then activates the plan on the exact amount', async () => {
    const p = await newPartner(t.app);
    const order = await buy(p, 'bank_transfer');
    const waiting = (
      await t.app.inject({
        method: 'GET',
        url: '/staff-api/orders?status=awaiting_deposit',
        headers: staffAuth,
      })
    ).json().data;
    expect(waiting.find((row: { order_no: string }) => row.order_no === order.order_no)).toMatchObject({
      total_won: order.total_won,
      method: 'bank_transfer',
    });

    const short = await staffPost(`/orders/${order.order_no}/confirm-deposit`, {
      amount_won: order.total_won - 1000,
      depositor: '한빛인테리어',
    });
    expect(short.json()).toMatchObject({ return_code: 1302, field: 'amount_won' });
    expect(short.json().return_message).toContain('다릅니다');
    expect((await view(p, order.order_no)).status).toBe('awaiting_deposit');
    expect(await inUse(p)).toEqual([]);

    const confirmed = await staffPost(`/orders/${order.order_no}/confirm-deposit`, {
      amount_won: order.total_won,
      depositor: '한빛인테리어',
    });
    expect(confirmed.json().return_code).toBe(0);
    expect((await view(p, order.order_no)).status).toBe('paid');
    expect(await inUse(p)).toMatchObject([{ product_key: 'MONTHLY_BASIC', status: 'active' }]);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, order.order_no));
    expect(audit).toMatchObject([
      {
        action: 'confirm_deposit',
        actorLabel: STAFF.member_id,
        targetType: 'order',
        before: { status: 'awaiting_deposit' },
        after: { status: 'paid', amount_won: order.total_won, depositor: '한빛인테리어' },
      },
    ]);

    const again = await staffPost(`/orders/${order.order_no}/confirm-deposit`, {
      amount_won: order.total_won,
      depositor: '한빛인테리어',
    });
    expect(again.json().return_code).toBe(1302);
    expect(await inUse(p)).toHaveLength(1);
  });

  it('refuses a deposit after the deadline, a card order, an unknown order and bad input', async () => {
    const p = await newPartner(t.app);
    const transfer = await buy(p, 'bank_transfer');
    t.clock.advance(4 * 86_400_000);
    await staffLogIn();
    const late = await staffPost(`/orders/${transfer.order_no}/confirm-deposit`, {
      amount_won: transfer.total_won,
      depositor: '한빛인테리어',
    });
    expect(late.json().return_message).toContain('입금 기한이 지난');
    t.clock.set('2026-11-02T01:00:00Z');
    await staffLogIn();
    const card = await buy(p, 'card');
    expect(
      (
        await staffPost(`/orders/${card.order_no}/confirm-deposit`, {
          amount_won: card.total_won,
          depositor: 'x',
        })
      ).json().return_code,
    ).toBe(1302);
    expect(
      (await staffPost('/orders/NO-SUCH-ORDER/confirm-deposit', { amount_won: 1000, depositor: 'x' }))
        .statusCode,
    ).toBe(404);
    const bad = await staffPost(`/orders/${transfer.order_no}/confirm-deposit`, {
      amount_won: 'many',
      depositor: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['amount_won', 'depositor']);
  });
});

describe('refunds by staff', () => {
  it('refunds a confirmed transfer in full and ends the plan', async () => {
    const p = await newPartner(t.app);
    const order = await buy(p, 'bank_transfer');
    await staffPost(`/orders/${order.order_no}/confirm-deposit`, {
      amount_won: order.total_won,
      depositor: '한빛인테리어',
    });
    const refunded = await staffPost(`/orders/${order.order_no}/refund`, {
      reason: '서비스 제공 중단에 따른 환불',
    });
    expect(refunded.json().return_code).toBe(0);
    expect(await view(p, order.order_no)).toMatchObject({
      status: 'refunded',
      refunded_won: order.total_won,
    });
    expect(await inUse(p)).toEqual([]);
  });

  it('cancels part of a card payment through the gateway, and never more than is left', async () => {
    const p = await newPartner(t.app);
    const order = await buy(p, 'card');
    await payCardWindow(t.app, order.card_window!, TEST_CARDS.approve);
    const tooMuch = await staffPost(`/orders/${order.order_no}/refund`, {
      amount_won: order.total_won + 1,
      reason: '과다 청구 환불',
    });
    expect(tooMuch.json()).toMatchObject({ return_code: 1302, field: 'amount_won' });
    const part = await staffPost(`/orders/${order.order_no}/refund`, {
      amount_won: 100_000,
      reason: '이용 불가 기간 환불',
    });
    expect(part.json().return_code).toBe(0);
    expect(await view(p, order.order_no)).toMatchObject({ status: 'refunded', refunded_won: 100_000 });
    const lookup = await t.app.context.payments.findByOrderId(order.card_window!.orderId, t.clock.now());
    expect(lookup.ok && lookup.value).toMatchObject({
      status: 'partialCancelled',
      balanceAmt: order.total_won - 100_000,
    });
  });
});

describe('what the partner is told of staff actions', () => {
  it('tells the partner once that the deposit was confirmed and the plan started; not for a refused amount', async () => {
    const p = await newPartner(t.app);
    const order = await buy(p, 'bank_transfer');
    await staffPost(`/orders/${order.order_no}/confirm-deposit`, { amount_won: 1000, depositor: '한빛' });
    expect(await queuedOf(t, 'deposit.confirmed', { partnerId: p.partnerId })).toEqual([]);
    for (let i = 0; i < 2; i++) {
      await staffPost(`/orders/${order.order_no}/confirm-deposit`, {
        amount_won: order.total_won,
        depositor: '한빛인테리어',
      });
    }
    const told = await queuedOf(t, 'deposit.confirmed', { partnerId: p.partnerId });
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      audience: 'partner',
      title: '무통장 입금 확인',
      link: `/paymentHistory/detail/${order.order_no}`,
      payload: { 요금제: '베이직', 금액: '539,000원', 주문번호: order.order_no, 이용시작일: '2026-11-02' },
    });
    expect(told[0]!.text).toContain('■ 입금액: 539,000원');
  });

  it('tells the partner of a staff refund with the amount refunded; not of a refund refused', async () => {
    const p = await newPartner(t.app);
    const order = await buy(p, 'card');
    await payCardWindow(t.app, order.card_window!, TEST_CARDS.approve);
    await staffPost(`/orders/${order.order_no}/refund`, {
      amount_won: order.total_won + 1,
      reason: '과다 청구 환불',
    });
    expect(await queuedOf(t, 'refund.completed', { partnerId: p.partnerId })).toEqual([]);
    await staffPost(`/orders/${order.order_no}/refund`, {
      amount_won: 100_000,
      reason: '이용 불가 기간 환불',
    });
    const told = await queuedOf(t, 'refund.completed', { partnerId: p.partnerId });
    expect(told.map((row) => row.payload)).toEqual([
      { 요금제: '베이직', 환불금액: '100,000원', 주문번호: order.order_no },
    ]);
  });
});

describe('orders desk', () => {
  it('filters by state, method and Seoul dates, and shows one order with its staff actions', async () => {
    t.clock.set('2026-11-04T01:00:00Z');
    await staffLogIn();
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

    await staffPost(`/orders/${order.order_no}/confirm-deposit`, {
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
