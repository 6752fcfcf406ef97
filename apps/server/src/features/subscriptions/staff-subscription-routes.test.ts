import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationOutbox } from '../../db/tables/notifications.js';
import { auditLog } from '../../db/tables/staff.js';
import { queuedOf } from '../../test-support/outbox.js';
import { addStaff, staffHeaders } from '../../test-support/staff.js';
import { billingInvoices, subscriptions } from '../../db/tables/subscriptions.js';
import { createTestApp, logIn, newPartner, type TestApp } from '../../test-support/test-app.js';
import { runBilling } from './billing-run.js';
import { givePaidPlan } from '../../test-support/subscriptions.js';

let t: TestApp;
const STAFF = { member_id: 'staff_renew', password: 'Staff!2026pw' };
let staffMemberNo: number;
beforeAll(async () => {
  t = await createTestApp();
  staffMemberNo = await addStaff(t, STAFF.member_id, ['operations'], STAFF.password);
});
afterAll(() => t.close());

type Partner = Awaited<ReturnType<typeof newPartner>>;
const BASE = '/partner-api/authapi/periodic/payment';
const CARDS = { approve: '9410010000000004', soft: '9410021000000001' } as const;
let aliasSeq = 0;
const card = (number: string) => ({
  alias: `직원테스트${(aliasSeq += 1)}`,
  registration_type: 'personal',
  birth: '850101',
  card_number: number,
  expiry: '12/2031',
  pwd_2digit: '12',
});
const staffAuth = () => staffHeaders(t, STAFF.member_id);
const relogin = async (p: Partner): Promise<Partner> => ({
  ...p,
  ...(await logIn(t.app, p.payload.account, p.payload.password)),
});

/** A partner whose November plan renews on one registered card (on 1 December). */
async function renewingPartner(cardNumber: string): Promise<{ p: Partner; subscriptionNo: number }> {
  t.clock.set('2026-11-02T01:00:00Z');
  const p = await newPartner(t.app);
  const subscriptionNo = await givePaidPlan(t, p.partnerId, '2026-11-01', '2026-11-30');
  await t.app.inject({
    method: 'POST',
    url: BASE,
    headers: p.auth,
    payload: { card: card(cardNumber), agree_terms: true },
  });
  return { p, subscriptionNo };
}

async function pastDuePartner(): Promise<{ p: Partner; subscriptionNo: number; invoiceNo: number }> {
  const { p, subscriptionNo } = await renewingPartner(CARDS.soft);
  t.clock.set('2026-12-01T09:00:00+09:00');
  await runBilling({ db: t.database.db, clock: t.clock, payments: t.app.context.payments });
  const [invoice] = await t.database.db
    .select()
    .from(billingInvoices)
    .where(eq(billingInvoices.subscriptionNo, subscriptionNo));
  return { p, subscriptionNo, invoiceNo: invoice!.invoiceNo };
}

describe('staff: failed renewals', () => {
  it('is closed to anonymous callers (401) and partner tokens (403)', async () => {
    t.clock.set('2026-11-02T01:00:00Z');
    const p = await newPartner(t.app);
    for (const [method, url] of [
      ['GET', '/staff-api/renewals'],
      ['POST', '/staff-api/renewals/1/retry'],
      ['POST', '/staff-api/renewals/1/end'],
      ['POST', '/staff-api/renewals/run'],
    ] as const) {
      const payload = method === 'POST' ? { reason: '테스트 사유' } : undefined;
      expect((await t.app.inject({ method, url, payload })).statusCode).toBe(401);
      expect((await t.app.inject({ method, url, headers: p.auth, payload })).statusCode).toBe(403);
    }
  });

  it('runs the scheduled billing now: due renewals are invoiced and charged once, a second run finds nothing', async () => {
    const { subscriptionNo } = await renewingPartner(CARDS.approve);
    t.clock.set('2026-12-01T10:00:00+09:00');
    const auth = await staffAuth();
    const run = () => t.app.inject({ method: 'POST', url: '/staff-api/renewals/run', headers: auth });
    const first = (await run()).json().data;
    expect(first.invoiced).toBeGreaterThanOrEqual(1);
    expect(first.charged).toBeGreaterThanOrEqual(1);
    const [sub] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.subscriptionNo, subscriptionNo));
    expect(sub).toMatchObject({ status: 'active', periodEnd: '2026-12-31' });
    expect((await run()).json().data).toEqual({
      invoiced: 0,
      charged: 0,
      declined: 0,
      reconciled: 0,
      more: false,
    });
  });

  it('lists a past-due renewal with its cards tried and reasons; retry now charges it once (not at night) and is recorded', async () => {
    const { p, subscriptionNo, invoiceNo } = await pastDuePartner();
    t.clock.set('2026-12-01T12:00:00+09:00');
    const auth = await staffAuth();
    const list = (await t.app.inject({ method: 'GET', url: '/staff-api/renewals', headers: auth })).json()
      .data;
    const row = list.find((r: { invoice_no: number }) => r.invoice_no === invoiceNo);
    expect(row).toMatchObject({
      partner_id: p.partnerId,
      partner_name: expect.any(String),
      name: '스탠다드',
      amount_won: 869000,
      status: 'open',
      subscription_status: 'past_due',
      rounds: 1,
      next_attempt_at: '2026-12-01T21:00:00.000Z',
      attempts: [
        expect.objectContaining({
          card_number: '************0001',
          outcome: 'soft_decline',
          message: expect.stringMatching(/[가-힣]/),
        }),
      ],
    });
    // Every card was tried today: nothing to retry with until the partner adds one.
    const noCard = (
      await t.app.inject({ method: 'POST', url: `/staff-api/renewals/${invoiceNo}/retry`, headers: auth })
    ).json();
    expect(noCard.return_code).not.toBe(0);
    expect(noCard.return_message).toContain('새 카드 등록');
    await t.app.inject({
      method: 'POST',
      url: `${BASE}/card`,
      headers: (await relogin(p)).auth,
      payload: card(CARDS.approve),
    });
    t.clock.set('2026-12-02T03:00:00+09:00');
    const night = await t.app.inject({
      method: 'POST',
      url: `/staff-api/renewals/${invoiceNo}/retry`,
      headers: await staffAuth(),
    });
    expect(night.json().return_message).toBe(
      '00:00~06:00에는 카드사 점검 시간이라 결제를 시도하지 않습니다. 06:00 이후에 다시 시도해주세요.',
    );
    // Back to the afternoon of the renewal day (the night check only needed a night).
    t.clock.set('2026-12-01T12:10:00+09:00');
    const retried = await t.app.inject({
      method: 'POST',
      url: `/staff-api/renewals/${invoiceNo}/retry`,
      headers: auth,
    });
    expect(retried.json().data, retried.body).toMatchObject({
      status: 'paid',
      subscription_status: 'active',
    });
    expect(retried.json().data.attempts.map((a: { outcome: string }) => a.outcome)).toEqual([
      'soft_decline',
      'paid',
    ]);
    const [sub] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.subscriptionNo, subscriptionNo));
    expect(sub).toMatchObject({ status: 'active', periodEnd: '2026-12-31' });
    const again = await t.app.inject({
      method: 'POST',
      url: `/staff-api/renewals/${invoiceNo}/retry`,
      headers: auth,
    });
    expect(again.json().return_code).not.toBe(0);
    const actions = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'retry_renewal'));
    expect(actions).toEqual([
      expect.objectContaining({
        actorMemberNo: staffMemberNo,
        targetType: 'invoice',
        after: { order_no: retried.json().data.order_no, amount_won: 869000 },
      }),
    ]);
  });

  it('ends a past-due renewal: unpaid with its paid period, nothing charged later, recorded and told to the partner', async () => {
    const { p, subscriptionNo, invoiceNo } = await pastDuePartner();
    t.clock.set('2026-12-01T12:00:00+09:00');
    const auth = await staffAuth();
    const noReason = await t.app.inject({
      method: 'POST',
      url: `/staff-api/renewals/${invoiceNo}/end`,
      headers: auth,
      payload: {},
    });
    expect(noReason.statusCode).toBe(400);
    const ended = await t.app.inject({
      method: 'POST',
      url: `/staff-api/renewals/${invoiceNo}/end`,
      headers: auth,
      payload: { reason: '파트너 요청으로 종료' },
    });
    expect(ended.json().data).toMatchObject({
      status: 'uncollectible',
      subscription_status: 'unpaid',
      next_attempt_at: null,
    });
    const [sub] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.subscriptionNo, subscriptionNo));
    expect(sub).toMatchObject({ status: 'unpaid', renews: false, periodEnd: '2026-11-30' });
    t.clock.set('2026-12-02T09:00:00+09:00');
    await runBilling({ db: t.database.db, clock: t.clock, payments: t.app.context.payments });
    const list = (
      await t.app.inject({ method: 'GET', url: '/staff-api/renewals', headers: await staffAuth() })
    ).json().data;
    const row = list.find((r: { invoice_no: number }) => r.invoice_no === invoiceNo);
    expect(row.attempts).toHaveLength(1);
    const actions = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'end_renewal'));
    expect(actions).toEqual([
      expect.objectContaining({
        actorMemberNo: staffMemberNo,
        after: expect.objectContaining({ order_no: row.order_no, reason: '파트너 요청으로 종료' }),
      }),
    ]);
    const told = await t.database.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.dedupeKey, `unpaid:${invoiceNo}`));
    expect(told).toHaveLength(1);
    expect(told[0]!.partnerId).toBe(p.partnerId);
    // Staff ended it themselves: no alarm for staff.
    expect(
      await queuedOf(t, 'staff.renewal_failed', { keyPrefix: `staff.renewal_failed:${invoiceNo}` }),
    ).toEqual([]);
    const twice = await t.app.inject({
      method: 'POST',
      url: `/staff-api/renewals/${invoiceNo}/end`,
      headers: auth,
      payload: { reason: '다시 종료' },
    });
    expect(twice.json().return_code).not.toBe(0);
  });

  it('tells staff once when a renewal failed for good after the last retry', async () => {
    const { p, invoiceNo } = await pastDuePartner();
    const told = () =>
      queuedOf(t, 'staff.renewal_failed', { keyPrefix: `staff.renewal_failed:${invoiceNo}` });
    for (let day = 2; day <= 10; day++) {
      t.clock.set(`2026-12-${String(day).padStart(2, '0')}T10:00:00+09:00`);
      await runBilling({ db: t.database.db, clock: t.clock, payments: t.app.context.payments });
      if (day === 6) expect(await told()).toEqual([]);
    }
    const rows = await told();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      audience: 'staff',
      partnerId: null,
      link: '/staff/renewals',
      payload: { 파트너: p.payload.partner_name, 요금제: '스탠다드', 종료일: '2026-11-30' },
    });
  });
});
