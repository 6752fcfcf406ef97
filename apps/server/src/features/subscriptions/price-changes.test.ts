import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff, staffHeaders } from '../../test-support/staff.js';
import { notificationOutbox } from '../../db/tables/notifications.js';
import { billingInvoices, subscriptions } from '../../db/tables/subscriptions.js';
import { createTestApp, newPartner, type TestApp } from '../../test-support/test-app.js';
import { runBilling } from './billing-run.js';
import { givePaidPlan } from '../../test-support/subscriptions.js';

let t: TestApp;
const STAFF = { member_id: 'staff_price', password: 'Staff!2026pw' };
beforeAll(async () => {
  t = await createTestApp();
  await addStaff(t, STAFF.member_id, ['operations'], STAFF.password);
});
afterAll(() => t.close());

type Partner = Awaited<ReturnType<typeof newPartner>>;
const BASE = '/partner-api/authapi/periodic/payment';
let aliasSeq = 0;
const register = (p: Partner) =>
  t.app.inject({
    method: 'POST',
    url: BASE,
    headers: p.auth,
    payload: {
      card: {
        alias: `가격카드${(aliasSeq += 1)}`,
        registration_type: 'personal',
        birth: '850101',
        card_number: '9410010000000004',
        expiry: '12/2031',
        pwd_2digit: '12',
      },
      agree_terms: true,
    },
  });
const givePlan = (p: Partner) => givePaidPlan(t, p.partnerId, '2026-11-01', '2026-11-30');
const staffAuth = () => staffHeaders(t, STAFF.member_id);
const announce = async (payload: object, headers?: object) =>
  t.app.inject({
    method: 'POST',
    url: '/staff-api/plans/MONTHLY_STANDARD/price-change',
    headers: (headers ?? (await staffAuth())) as Record<string, string>,
    payload,
  });

describe('plan price changes for renewals', () => {
  it('are announced 30 days ahead; charge the new price only to partners who agreed, the others end uncharged', async () => {
    t.clock.set('2026-10-31T01:00:00Z');
    const agrees = await newPartner(t.app);
    const declines = await newPartner(t.app);
    const stranger = await newPartner(t.app);
    const agreeingSub = await givePlan(agrees);
    const decliningSub = await givePlan(declines);
    await register(agrees);
    await register(declines);

    expect(
      (await announce({ new_price_won: 890000, effective_from: '2026-12-01' }, agrees.auth)).statusCode,
    ).toBe(403);
    const early = (await announce({ new_price_won: 890000, effective_from: '2026-11-29' })).json();
    expect(early.return_code).not.toBe(0);
    expect(early.return_message).toBe(
      '가격 변경은 30일 전에 알려야 합니다. 적용일은 2026-11-30 이후로 정해주세요.',
    );
    const announced = (await announce({ new_price_won: 890000, effective_from: '2026-12-01' })).json().data;
    expect(announced).toMatchObject({ new_price_won: 890000, effective_from: '2026-12-01', notified: 2 });

    const told = await t.database.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.kind, 'billing.price_change'));
    expect(told.map((row) => row.partnerId).sort()).toEqual([agrees.partnerId, declines.partnerId].sort());
    expect(told[0]!.text).toContain('2026-12-01부터 979,000원');

    const before = (await t.app.inject({ method: 'GET', url: BASE, headers: agrees.auth })).json().data;
    expect(before.renewals[0].price_change).toEqual({
      change_id: announced.change_id,
      effective_from: '2026-12-01',
      new_amount_won: 979000,
      agreed: false,
    });
    const agreed = await t.app.inject({
      method: 'POST',
      url: `${BASE}/price-change/agree`,
      headers: agrees.auth,
      payload: { change_id: announced.change_id },
    });
    expect(agreed.json().data.renewals[0].price_change.agreed).toBe(true);
    const notMine = await t.app.inject({
      method: 'POST',
      url: `${BASE}/price-change/agree`,
      headers: stranger.auth,
      payload: { change_id: announced.change_id },
    });
    expect(notMine.json().return_code).toBe(1404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${BASE}/price-change/agree`,
          payload: { change_id: announced.change_id },
        })
      ).statusCode,
    ).toBe(401);

    t.clock.set('2026-12-01T09:00:00+09:00');
    await runBilling({ db: t.database.db, clock: t.clock, payments: t.app.context.payments });
    const [paid] = await t.database.db
      .select()
      .from(billingInvoices)
      .where(eq(billingInvoices.subscriptionNo, agreeingSub));
    expect(paid).toMatchObject({ amountWon: 979000, status: 'paid' });
    expect(
      await t.database.db
        .select()
        .from(billingInvoices)
        .where(eq(billingInvoices.subscriptionNo, decliningSub)),
    ).toEqual([]);
    const [ended] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.subscriptionNo, decliningSub));
    expect(ended).toMatchObject({ renews: false, periodEnd: '2026-11-30', status: 'active' });
  });
});
