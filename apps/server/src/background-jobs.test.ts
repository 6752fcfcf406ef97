import { DEPOSIT_HOLD_HOURS } from '@partner-portal/contract/orders-constants';
import { addMonths, seoulDate } from '@partner-portal/contract/seoul-time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adSlotHolds, orders } from './db/tables/orders.js';
import { queuedOf } from './test-support/outbox.js';
import { payCardWindow, TEST_CARDS } from './test-support/payment-window.js';
import { givePaidPlan } from './test-support/subscriptions.js';
import { createTestApp, newPartner, type TestApp, PAYMENT_CONSENT } from './test-support/test-app.js';
import { backgroundJobs, JOB_NAMES } from './background-jobs.js';
import { startJobRunner, type JobRunner } from './platform/jobs/job-runner.js';

let t: TestApp;
let runner: JobRunner;
beforeAll(async () => {
  t = await createTestApp();
  runner = await startJobRunner(t.database, backgroundJobs(t.app.context), t.app.log, {
    pollingIntervalSeconds: 0.5,
  });
});
afterAll(async () => {
  await runner.stop();
  await t.close();
});

async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('background jobs on pg-boss', () => {
  it('runs the payment reconciler as a job: a card payment whose answer was lost ends up paid', async () => {
    const p = await newPartner(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/partner-api/authapi/partner/order/create',
      headers: { ...p.auth, 'idempotency-key': `job-runner-${Date.now()}` },
      payload: { items: [{ product_key: 'MONTHLY_LITE' }], method: 'card', consent: PAYMENT_CONSENT },
    });
    const order = created.json().data;
    await payCardWindow(t.app, order.card_window, TEST_CARDS.slowCharged);
    const status = () =>
      t.app
        .inject({
          method: 'GET',
          url: `/partner-api/authapi/partner/order/get?orderNo=${order.order_no}`,
          headers: p.auth,
        })
        .then((r) => r.json().data.status as string);
    expect(await status()).toBe('unknown');
    await runner.runNow(JOB_NAMES.reconcilePayments);
    expect(await eventually(status, (s) => s === 'paid')).toBe('paid');
  });

  it('expires a bank transfer past its deposit deadline as a job, and its ad slot goes back', async () => {
    const p = await newPartner(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/partner-api/authapi/partner/order/create',
      headers: { ...p.auth, 'idempotency-key': `job-expiry-${Date.now()}` },
      payload: {
        items: [{ product_key: 'AD_PREMIUM_1M', region: { sido: '전북특별자치도', sigungu: '전주시' } }],
        method: 'bank_transfer',
        consent: PAYMENT_CONSENT,
      },
    });
    const orderNo = created.json().data.order_no as string;
    const state = async () => {
      const [order] = await t.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
      const holds = await t.database.db.select().from(adSlotHolds).where(eq(adSlotHolds.orderNo, orderNo));
      return { status: order!.status, holds: holds.length };
    };
    expect(await state()).toEqual({ status: 'awaiting_deposit', holds: 2 });
    t.clock.advance((DEPOSIT_HOLD_HOURS + 1) * 3_600_000);
    await runner.runNow(JOB_NAMES.expireTransfers);
    expect(await eventually(state, (s) => s.status === 'expired')).toEqual({ status: 'expired', holds: 0 });
  });

  it('tells the partner of a one-off plan ending in 7 days as the daily job', async () => {
    const p = await newPartner(t.app);
    const end = addMonths(seoulDate(t.clock.now()), 0, 7);
    await givePaidPlan(t, p.partnerId, addMonths(end, -1, 1), end);
    await runner.runNow(JOB_NAMES.planEndingNotices);
    const told = await eventually(
      () => queuedOf(t, 'plan.ending', { partnerId: p.partnerId }),
      (rows) => rows.length > 0,
    );
    expect(told.map((row) => [row.payload['종료일'], row.payload['남은일수']])).toEqual([[end, '7']]);
  });

  it('keeps its own tables in the pgboss schema of our database', async () => {
    const { rows } = await t.database.executeSql(
      "select count(*)::int as n from information_schema.tables where table_schema = 'pgboss'",
    );
    expect(rows[0]!.n).toBeGreaterThan(0);
  });
});
