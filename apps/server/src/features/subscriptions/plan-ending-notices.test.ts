import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/tables/subscriptions.js';
import { queuedOf } from '../../test-support/outbox.js';
import { givePaidPlan } from '../../test-support/subscriptions.js';
import { createTestApp, newPartner, type TestApp } from '../../test-support/test-app.js';
import { queuePlanEndingNotices } from './plan-ending-notices.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The daily job at 09:00 Seoul on `day`. */
async function runOn(day: string) {
  t.clock.set(`${day}T09:00:00+09:00`);
  return queuePlanEndingNotices({ db: t.database.db, clock: t.clock });
}
const toldOf = async (partnerId: number) =>
  (await queuedOf(t, 'plan.ending', { partnerId })).map((row) => ({ key: row.dedupeKey, ...row.payload }));

describe('one-off plans ending', () => {
  it('tells the partner 7 days and 1 day before the last day, once each, with a link to renew', async () => {
    t.clock.set('2026-11-02T01:00:00Z');
    const p = await newPartner(t.app);
    const no = await givePaidPlan(t, p.partnerId, '2026-11-01', '2026-11-30');
    await runOn('2026-11-22');
    expect(await toldOf(p.partnerId)).toEqual([]);
    await runOn('2026-11-23');
    await runOn('2026-11-23');
    await runOn('2026-11-28');
    expect(await toldOf(p.partnerId)).toEqual([
      { key: `plan.ending:${no}:2026-11-30:7`, 요금제: '스탠다드', 종료일: '2026-11-30', 남은일수: '7' },
    ]);
    await runOn('2026-11-29');
    await runOn('2026-11-30');
    expect(await toldOf(p.partnerId)).toEqual([
      { key: `plan.ending:${no}:2026-11-30:7`, 요금제: '스탠다드', 종료일: '2026-11-30', 남은일수: '7' },
      { key: `plan.ending:${no}:2026-11-30:1`, 요금제: '스탠다드', 종료일: '2026-11-30', 남은일수: '1' },
    ]);
    const [row] = await queuedOf(t, 'plan.ending', { partnerId: p.partnerId });
    expect(row).toMatchObject({ link: '/paymentPlan' });
    expect(row!.text).toContain('■ 종료일: 2026-11-30 (7일 남음)');
  });

  it('catches up a day the job missed, with the days actually left', async () => {
    t.clock.set('2026-11-02T01:00:00Z');
    const p = await newPartner(t.app);
    const no = await givePaidPlan(t, p.partnerId, '2026-11-03', '2026-12-02');
    // 2026-11-25 (7 days before) was missed.
    await runOn('2026-11-26');
    expect(await toldOf(p.partnerId)).toEqual([
      { key: `plan.ending:${no}:2026-12-02:7`, 요금제: '스탠다드', 종료일: '2026-12-02', 남은일수: '6' },
    ]);
  });

  it('tells nothing of a plan that renews by recurring payment, of one bought again, or of a cancelled one', async () => {
    t.clock.set('2026-11-02T01:00:00Z');
    const renewing = await newPartner(t.app);
    const renewingNo = await givePaidPlan(t, renewing.partnerId, '2026-11-04', '2026-12-03');
    await t.database.db
      .update(subscriptions)
      .set({ renews: true })
      .where(eq(subscriptions.subscriptionNo, renewingNo));
    const again = await newPartner(t.app);
    await givePaidPlan(t, again.partnerId, '2026-11-04', '2026-12-03');
    await givePaidPlan(t, again.partnerId, '2026-11-20', '2026-12-19');
    const refunded = await newPartner(t.app);
    const refundedNo = await givePaidPlan(t, refunded.partnerId, '2026-11-04', '2026-12-03');
    await t.database.db
      .update(subscriptions)
      .set({ status: 'cancelled' })
      .where(eq(subscriptions.subscriptionNo, refundedNo));
    await runOn('2026-11-26');
    await runOn('2026-12-02');
    expect(await toldOf(renewing.partnerId)).toEqual([]);
    expect(await toldOf(again.partnerId)).toEqual([]);
    expect(await toldOf(refunded.partnerId)).toEqual([]);
  });
});
