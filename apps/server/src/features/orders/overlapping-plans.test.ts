/**
 * No paid day is bought twice (issue #40 §5): by card, by bank transfer (planned when the deposit is
 * confirmed) and by the recurring payment (a renewal continues from the end of the lane's last period).
 */
import { planLane } from '@partner-portal/contract/plans-constants';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderLines, orders } from '../../db/tables/orders.js';
import { planProducts } from '../../db/tables/plans.js';
import { billingInvoices, subscriptions } from '../../db/tables/subscriptions.js';
import { payCardWindow, TEST_CARDS } from '../../test-support/payment-window.js';
import { addStaff, staffHeaders } from '../../test-support/staff.js';
import { createTestApp, logIn, newPartner, type TestApp } from '../../test-support/test-app.js';
import { runBilling } from '../subscriptions/billing-run.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addStaff(t, 'staff_periods', ['operations'], 'Staff!2026pw');
});
afterAll(() => t.close());
beforeEach(() => t.clock.set('2026-11-02T01:00:00Z'));

type Partner = Awaited<ReturnType<typeof newPartner>>;
const P = '/partner-api/authapi/partner';
let keys = 0;
const item = (product_key: string, region?: { sido: string; sigungu: string }) => ({
  product_key,
  ...(region ? { region } : {}),
});
/** A fresh session at the test clock's time. */
const relogin = async (p: Partner): Promise<Partner> => ({
  ...p,
  ...(await logIn(t.app, p.payload.account, p.payload.password)),
});
const GANGNAM = { sido: '서울특별시', sigungu: '강남구' };

const breakdown = async (p: Partner, items: object[]) =>
  (
    await t.app.inject({
      method: 'POST',
      url: `${P}/payment/breakdown/get`,
      headers: p.auth,
      payload: { items },
    })
  ).json().data;
const order = async (p: Partner, items: object[], method: 'card' | 'bank_transfer') =>
  (
    await t.app.inject({
      method: 'POST',
      url: `${P}/order/create`,
      headers: { ...p.auth, 'idempotency-key': `periods-${(keys += 1)}` },
      payload: { items, method },
    })
  ).json().data;
const getOrder = async (p: Partner, orderNo: string) =>
  (await t.app.inject({ method: 'GET', url: `${P}/order/get?orderNo=${orderNo}`, headers: p.auth })).json()
    .data;
async function buyByCard(p: Partner, items: object[]) {
  const created = await order(p, items, 'card');
  await payCardWindow(t.app, created.card_window, TEST_CARDS.approve);
  return getOrder(p, created.order_no);
}
const confirmDeposit = async (orderNo: string, amount: number) =>
  (
    await t.app.inject({
      method: 'POST',
      url: `/staff-api/orders/${orderNo}/confirm-deposit`,
      headers: await staffHeaders(t, 'staff_periods'),
      payload: { amount_won: amount, depositor: '한빛인테리어' },
    })
  ).json();

/** Every paid day of the partner, by lane: plans in use and paid order lines; none may repeat. */
async function expectNoDayBoughtTwice(partnerId: number) {
  const subs = await t.database.db
    .select({ s: subscriptions, p: planProducts })
    .from(subscriptions)
    .innerJoin(planProducts, eq(planProducts.productKey, subscriptions.productKey))
    .where(and(eq(subscriptions.partnerId, partnerId), ne(subscriptions.status, 'cancelled')));
  const lines = await t.database.db
    .select({ l: orderLines, p: planProducts })
    .from(orderLines)
    .innerJoin(orders, eq(orders.orderNo, orderLines.orderNo))
    .innerJoin(planProducts, eq(planProducts.productKey, orderLines.productKey))
    .where(and(eq(orders.partnerId, partnerId), eq(orders.status, 'paid')));
  const region = (sido: string | null, sigungu: string | null) =>
    sido && sigungu ? { sido, sigungu } : null;
  const periods = lines.map(({ l, p }) => {
    expect(l.periodStart, `${l.orderNo} has its period`).not.toBeNull();
    return {
      lane: planLane(p, region(l.regionSido, l.regionSigungu)),
      start: l.periodStart!,
      end: l.periodEnd!,
    };
  });
  for (const [i, a] of periods.entries())
    for (const b of periods.slice(i + 1))
      if (a.lane === b.lane) expect(a.end < b.start || b.end < a.start, JSON.stringify([a, b])).toBe(true);
  // A plan in use is exactly what its last paid line (or renewal) says: the lines cover every day held.
  for (const { s, p } of subs) {
    const lane = planLane(p, region(s.regionSido, s.regionSigungu));
    expect(
      periods.some(
        (period) => period.lane === lane && period.start === s.periodStart && period.end === s.periodEnd,
      ),
    ).toBe(true);
  }
  return periods;
}

describe('a plan already held', () => {
  it('by card: the breakdown shows both periods, the second starts after the first, another tier replaces at the end', async () => {
    const p = await newPartner(t.app);
    const empty = await breakdown(p, [item('MONTHLY_BASIC')]);
    expect(empty.lines[0].period).toEqual({
      start: '2026-11-02',
      end: '2026-12-01',
      held: null,
      replaces: null,
    });

    const first = await buyByCard(p, [item('MONTHLY_BASIC')]);
    expect(first.lines[0]).toMatchObject({ period_start: '2026-11-02', period_end: '2026-12-01' });

    const same = await breakdown(p, [item('MONTHLY_BASIC')]);
    expect(same.lines[0].period).toEqual({
      start: '2026-12-02',
      end: '2027-01-01',
      held: { name: '베이직', start: '2026-11-02', end: '2026-12-01' },
      replaces: null,
    });
    const second = await buyByCard(p, [item('MONTHLY_BASIC')]);
    expect(second.lines[0]).toMatchObject({ period_start: '2026-12-02', period_end: '2027-01-01' });

    const upgrade = await breakdown(p, [item('MONTHLY_PREMIUM')]);
    expect(upgrade.lines[0].period).toMatchObject({
      start: '2027-01-02',
      end: '2027-02-01',
      replaces: { name: '베이직', end: '2027-01-01' },
    });
    await buyByCard(p, [item('MONTHLY_PREMIUM')]);
    const inUse = (
      await t.app.inject({ method: 'POST', url: `${P}/subscription/inUse/get`, headers: p.auth })
    ).json().data;
    expect(inUse.map((s: { product_key: string; status: string }) => [s.product_key, s.status])).toEqual([
      ['MONTHLY_PREMIUM', 'scheduled'],
      ['MONTHLY_BASIC', 'scheduled'],
      ['MONTHLY_BASIC', 'active'],
    ]);
    expect(await expectNoDayBoughtTwice(p.partnerId)).toHaveLength(3);
  });

  it('by card, twice at once: the payments landing together are planned one after the other', async () => {
    const p = await newPartner(t.app);
    const a = await order(p, [item('MONTHLY_LITE')], 'card');
    const b = await order(p, [item('MONTHLY_LITE')], 'card');
    const [fa, fb] = await Promise.all([
      payCardWindow(t.app, a.card_window, TEST_CARDS.approve, { deliver: false }),
      payCardWindow(t.app, b.card_window, TEST_CARDS.approve, { deliver: false }),
    ]);
    const returnOf = (window: { returnUrl: string }, fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: window.returnUrl,
        payload: new URLSearchParams(fields).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    await Promise.all([returnOf(a.card_window, fa.fields), returnOf(b.card_window, fb.fields)]);
    const starts = [await getOrder(p, a.order_no), await getOrder(p, b.order_no)]
      .map((o) => o.lines[0].period_start)
      .sort();
    expect(starts).toEqual(['2026-11-02', '2026-12-02']);
    await expectNoDayBoughtTwice(p.partnerId);
  });

  it('an ad in the same district continues after the current one and holds only the months it adds', async () => {
    const p = await newPartner(t.app);
    await buyByCard(p, [item('AD_PREMIUM_1M', GANGNAM)]);
    const again = await buyByCard(p, [item('AD_PREMIUM_1M', GANGNAM)]);
    expect(again.status).toBe('paid');
    expect(again.lines[0]).toMatchObject({ period_start: '2026-12-02', period_end: '2027-01-01' });
    await expectNoDayBoughtTwice(p.partnerId);
  });

  it('by bank transfer: the period is planned when the deposit is confirmed, after what was paid meanwhile', async () => {
    const p = await newPartner(t.app);
    const transfer = await order(p, [item('MONTHLY_BASIC')], 'bank_transfer');
    expect(transfer.lines[0]).toMatchObject({ period_start: null, period_end: null });
    await buyByCard(p, [item('MONTHLY_BASIC')]);
    t.clock.set('2026-11-03T01:00:00Z');
    expect((await confirmDeposit(transfer.order_no, transfer.total_won)).return_code).toBe(0);
    const paid = await getOrder(await relogin(p), transfer.order_no);
    expect(paid.lines[0]).toMatchObject({ period_start: '2026-12-02', period_end: '2027-01-01' });
    await expectNoDayBoughtTwice(p.partnerId);
  });
});

describe('the recurring payment', () => {
  const deps = () => ({ db: t.database.db, clock: t.clock, payments: t.app.context.payments });
  let aliases = 0;
  const register = (p: Partner) =>
    t.app
      .inject({
        method: 'POST',
        url: '/partner-api/authapi/periodic/payment',
        headers: p.auth,
        payload: {
          card: {
            alias: `정기${(aliases += 1)}`,
            registration_type: 'personal',
            birth: '850101',
            card_number: '9410010000000004',
            expiry: '12/2031',
            pwd_2digit: '12',
            quota: 0,
          },
          agree_terms: true,
        },
      })
      .then((r) => r.json());
  const subsOf = (partnerId: number) =>
    t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.partnerId, partnerId))
      .orderBy(subscriptions.subscriptionNo);

  it('renews from the end of the latest period bought, never the one it follows', async () => {
    const p = await newPartner(t.app);
    expect((await register(p)).return_code).toBe(0);
    await buyByCard(p, [item('MONTHLY_LITE')]);
    await buyByCard(p, [item('MONTHLY_LITE')]);
    const [current, next] = await subsOf(p.partnerId);
    expect(current).toMatchObject({ periodEnd: '2026-12-01', renews: false });
    expect(next).toMatchObject({ periodStart: '2026-12-02', periodEnd: '2027-01-01', renews: true });

    // The first period ends: the second was bought already, nothing is charged for those days.
    t.clock.set('2026-12-02T01:00:00Z');
    await runBilling(deps());
    expect(
      await t.database.db
        .select()
        .from(billingInvoices)
        .where(inArray(billingInvoices.subscriptionNo, [current!.subscriptionNo, next!.subscriptionNo])),
    ).toEqual([]);
    // The second ends: the renewal continues the day after.
    t.clock.set('2027-01-02T01:00:00Z');
    await runBilling(deps());
    const [invoice] = await t.database.db
      .select()
      .from(billingInvoices)
      .where(eq(billingInvoices.subscriptionNo, next!.subscriptionNo));
    expect(invoice).toMatchObject({ periodStart: '2027-01-02', periodEnd: '2027-02-01', status: 'paid' });
    await expectNoDayBoughtTwice(p.partnerId);
  });

  it('a renewal being charged counts as held: a purchase meanwhile starts after its period', async () => {
    const p = await newPartner(t.app);
    await buyByCard(p, [item('MONTHLY_LITE')]);
    const [held] = await subsOf(p.partnerId);
    // An open invoice as a renewal retried after a soft decline leaves it.
    await t.database.db
      .update(subscriptions)
      .set({ renews: true })
      .where(eq(subscriptions.subscriptionNo, held!.subscriptionNo));
    t.clock.set('2026-12-03T01:00:00Z');
    const relogged = await relogin(p);
    await t.database.db.insert(billingInvoices).values({
      subscriptionNo: held!.subscriptionNo,
      partnerId: p.partnerId,
      periodStart: '2026-12-02',
      periodEnd: '2027-01-01',
      amountWon: 319_000,
      orderNo: held!.orderNo,
      status: 'open',
      nextAttemptAt: t.clock.now(),
      createdAt: t.clock.now(),
    });
    const quoted = await breakdown(relogged, [item('MONTHLY_LITE')]);
    expect(quoted.lines[0].period).toMatchObject({ start: '2027-01-02', held: { start: '2026-12-02' } });
  });

  it('registering the arrangement renews only the newest period of each lane', async () => {
    const p = await newPartner(t.app);
    await buyByCard(p, [item('MONTHLY_LITE')]);
    await buyByCard(p, [item('MONTHLY_BASIC')]);
    expect((await register(p)).return_code).toBe(0);
    const [current, next] = await subsOf(p.partnerId);
    expect(current).toMatchObject({ productKey: 'MONTHLY_LITE', renews: false });
    expect(next).toMatchObject({ productKey: 'MONTHLY_BASIC', periodStart: '2026-12-02', renews: true });
  });
});
