import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationOutbox } from '../../db/tables/notifications.js';
import { adSlotHolds, orders } from '../../db/tables/orders.js';
import { billingInvoices, subscriptions } from '../../db/tables/subscriptions.js';
import { createTestApp, newPartner, type TestApp, PAYMENT_CONSENT } from '../../test-support/test-app.js';
import { givePaidPlan } from '../../test-support/subscriptions.js';
import { runBilling } from './billing-run.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Partner = Awaited<ReturnType<typeof newPartner>>;
const CARDS = { approve: '9410010000000004', soft: '9410021000000001' } as const;
let aliasSeq = 0;
const registerCard = (p: Partner, number: string) =>
  t.app.inject({
    method: 'POST',
    url: '/partner-api/authapi/periodic/payment',
    headers: p.auth,
    payload: {
      card: {
        alias: `광고카드${(aliasSeq += 1)}`,
        registration_type: 'personal',
        birth: '850101',
        card_number: number,
        expiry: '12/2031',
        pwd_2digit: '12',
      },
      agree_terms: true,
    },
  });
const deps = () => ({ db: t.database.db, clock: t.clock, payments: t.app.context.payments });
const billAt = (seoul: string) => {
  t.clock.set(`${seoul}+09:00`);
  return runBilling(deps());
};

/** A premium ad (one slot per district) from 15 Nov to 14 Dec, holding its slot for November and December. */
async function premiumAd(p: Partner, region: { sido: string; sigungu: string }) {
  const subscriptionNo = await givePaidPlan(
    t,
    p.partnerId,
    '2026-11-15',
    '2026-12-14',
    'AD_PREMIUM_1M',
    region,
  );
  const [sub] = await t.database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.subscriptionNo, subscriptionNo));
  await holdSlot(sub!.orderNo, region, ['2026-11-01', '2026-12-01']);
  return sub!;
}

const holdSlot = (orderNo: string, region: { sido: string; sigungu: string }, months: string[]) =>
  t.database.db.insert(adSlotHolds).values(
    months.map((month) => ({
      pool: 'premium' as const,
      regionSido: region.sido,
      regionSigungu: region.sigungu,
      month,
      slotNo: 1,
      orderNo,
      status: 'confirmed' as const,
    })),
  );

const holdsIn = (region: { sido: string; sigungu: string }) =>
  t.database.db
    .select({ month: adSlotHolds.month, orderNo: adSlotHolds.orderNo, status: adSlotHolds.status })
    .from(adSlotHolds)
    .where(and(eq(adSlotHolds.regionSido, region.sido), eq(adSlotHolds.regionSigungu, region.sigungu)))
    .orderBy(adSlotHolds.month);

const renewalOrdersOf = (p: Partner) =>
  t.database.db
    .select()
    .from(orders)
    .where(and(eq(orders.partnerId, p.partnerId), like(orders.idempotencyKey, 'recurring:%')));

describe('a renewing ad plan and its district slot', () => {
  it('holds the next month the new period needs and confirms it when paid; a new buyer then finds it taken', async () => {
    t.clock.set('2026-11-15T10:00:00+09:00');
    const region = { sido: '서울특별시', sigungu: '강남구' };
    const p = await newPartner(t.app);
    const sub = await premiumAd(p, region);
    expect((await registerCard(p, CARDS.approve)).statusCode).toBe(200);

    await billAt('2026-12-15T10:00:00');

    const [renewal] = await renewalOrdersOf(p);
    expect(renewal).toMatchObject({ status: 'paid', failureMessage: null });
    // December is the first order's already; only January is new, held by the renewal and confirmed.
    expect(await holdsIn(region)).toEqual([
      { month: '2026-11-01', orderNo: sub.orderNo, status: 'confirmed' },
      { month: '2026-12-01', orderNo: sub.orderNo, status: 'confirmed' },
      { month: '2027-01-01', orderNo: renewal!.orderNo, status: 'confirmed' },
    ]);

    // In January only the renewal stands between a new buyer and the district's one premium slot.
    t.clock.set('2027-01-02T10:00:00+09:00');
    const rival = await newPartner(t.app);
    const bought = await t.app.inject({
      method: 'POST',
      url: '/partner-api/authapi/partner/order/create',
      headers: { ...rival.auth, 'idempotency-key': 'rival-premium-gangnam' },
      payload: {
        items: [{ product_key: 'AD_PREMIUM_1M', region }],
        method: 'card',
        consent: PAYMENT_CONSENT,
      },
    });
    expect(bought.json()).toMatchObject({
      return_code: 1205,
      return_message: '서울특별시 강남구의 2027년 01월 상단노출 광고가 마감되었습니다.',
    });
  });

  it('does not renew when the next month was sold first: no charge, no order, the plan ends and the partner hears why', async () => {
    t.clock.set('2026-11-15T10:00:00+09:00');
    const region = { sido: '부산광역시', sigungu: '해운대구' };
    const p = await newPartner(t.app);
    const sub = await premiumAd(p, region);
    await registerCard(p, CARDS.approve);
    const other = await newPartner(t.app);
    const othersNo = await givePaidPlan(
      t,
      other.partnerId,
      '2027-01-01',
      '2027-01-31',
      'AD_PREMIUM_1M',
      region,
    );
    const [othersSub] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.subscriptionNo, othersNo));
    await holdSlot(othersSub!.orderNo, region, ['2027-01-01']);

    const report = await billAt('2026-12-15T10:00:00');

    expect(report.charged).toBe(0);
    expect(await renewalOrdersOf(p)).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(billingInvoices)
        .where(eq(billingInvoices.subscriptionNo, sub.subscriptionNo)),
    ).toEqual([]);
    const [after] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.subscriptionNo, sub.subscriptionNo));
    expect(after).toMatchObject({ renews: false, periodEnd: '2026-12-14' });
    const notices = await t.database.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.partnerId, p.partnerId));
    expect(notices.map((n) => [n.kind, n.payload])).toEqual([
      [
        'billing.ad_sold_out',
        {
          요금제: '상단노출 프리미엄 1개월',
          지역: '부산광역시 해운대구',
          마감월: '2027년 01월',
          종료일: '2026-12-14',
        },
      ],
    ]);
    expect(notices[0]!.text).toContain(
      "부산광역시 해운대구의 2027년 01월 상단노출 광고가 모두 판매되어 '상단노출 프리미엄 1개월'은(는) 자동 갱신되지 않습니다.",
    );
    // A second run the same day changes nothing.
    await billAt('2026-12-15T12:00:00');
    expect(await renewalOrdersOf(p)).toEqual([]);
  });

  it('lets the slot go when the renewal ends unpaid', async () => {
    t.clock.set('2026-11-15T10:00:00+09:00');
    const region = { sido: '대구광역시', sigungu: '수성구' };
    const p = await newPartner(t.app);
    const sub = await premiumAd(p, region);
    await registerCard(p, CARDS.soft);

    await billAt('2026-12-15T10:00:00');
    const [renewal] = await renewalOrdersOf(p);
    expect(await holdsIn(region)).toContainEqual({
      month: '2027-01-01',
      orderNo: renewal!.orderNo,
      status: 'held',
    });
    for (const day of ['16', '18', '20', '22', '23']) await billAt(`2026-12-${day}T10:00:00`);

    const [after] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.subscriptionNo, sub.subscriptionNo));
    expect(after!.status).toBe('unpaid');
    expect((await holdsIn(region)).map((hold) => hold.month)).toEqual(['2026-11-01', '2026-12-01']);
  });
});
