import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationOutbox } from '../../db/tables/notifications.js';

import { createTestApp, newPartner, type TestApp } from '../../test-support/test-app.js';
import { runBilling } from './billing-run.js';
import { queueRenewalNotices } from './renewal-notices.js';
import { givePaidPlan } from '../../test-support/subscriptions.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Partner = Awaited<ReturnType<typeof newPartner>>;
const BASE = '/partner-api/authapi/periodic/payment';
const CARDS = { approve: '9410010000000004', soft: '9410021000000001', hard: '9410031000000000' } as const;
let aliasSeq = 0;
const register = (p: Partner, number: string, extra: object = {}) =>
  t.app
    .inject({
      method: 'POST',
      url: BASE,
      headers: p.auth,
      payload: {
        card: {
          alias: `알림카드${(aliasSeq += 1)}`,
          registration_type: 'personal',
          birth: '850101',
          card_number: number,
          expiry: '12/2031',
          pwd_2digit: '12',
        },
        agree_terms: true,
        ...extra,
      },
    })
    .then((r) => r.json());
const deps = () => ({ db: t.database.db, clock: t.clock, payments: t.app.context.payments });

const givePlan = (p: Partner, start: string, end: string, productKey?: string) =>
  givePaidPlan(t, p.partnerId, start, end, productKey);
const outboxOf = (p: Partner) =>
  t.database.db
    .select()
    .from(notificationOutbox)
    .where(eq(notificationOutbox.partnerId, p.partnerId))
    .orderBy(notificationOutbox.notificationId);
async function billAt(seoul: string) {
  t.clock.set(`${seoul}+09:00`);
  return runBilling(deps());
}

describe('notification outbox: what billing queues', () => {
  it('tells the partner after each failed round when it is tried next, then that the plan ended; once each', async () => {
    t.clock.set('2026-11-02T01:00:00Z');
    const p = await newPartner(t.app);
    await givePlan(p, '2026-11-01', '2026-11-30');
    await register(p, CARDS.soft);
    for (let day = 1; day <= 10; day++) {
      const date = `2026-12-${String(day).padStart(2, '0')}`;
      await billAt(`${date}T10:00:00`);
      await billAt(`${date}T15:00:00`);
    }
    const rows = await outboxOf(p);
    expect(rows.map((r) => [r.kind, r.payload['다음결제일'] ?? null, r.payload['남은횟수'] ?? null])).toEqual(
      [
        ['billing.failed', '2026-12-02', '4'],
        ['billing.failed', '2026-12-04', '3'],
        ['billing.failed', '2026-12-06', '2'],
        ['billing.failed', '2026-12-08', '1'],
        ['billing.unpaid', null, null],
      ],
    );
    expect(rows[0]!.text).toContain('■ 다음 결제 시도: 2026-12-02 (남은 시도 4회)');
    expect(rows[0]!.link).toBe('/regularPayment');
    expect(rows[4]!.text).toContain('2026-11-30까지 이용 후 종료');
    for (const row of rows) {
      expect(row.text).not.toContain('0001');
      expect(row.text).not.toMatch(/\d{6,}/);
    }
  });

  it('says so when a card is refused for good (we keep no expiry date to warn ahead)', async () => {
    t.clock.set('2026-11-02T01:00:00Z');
    const p = await newPartner(t.app);
    await givePlan(p, '2026-11-01', '2026-11-30');
    const alias = (await register(p, CARDS.hard)).data.cards[0].alias;
    await billAt('2026-12-01T09:00:00');
    await billAt('2026-12-01T12:00:00');
    const rows = await outboxOf(p);
    expect(rows.map((r) => r.kind)).toEqual(['billing.card_refused', 'billing.failed']);
    expect(rows[0]!.text).toContain(`'${alias}'`);
    expect(rows[0]!.text).toContain('새 카드를 등록해주세요');
    expect(rows[0]!.text).not.toContain('0000');
  });

  it('announces each charge 3 days ahead when the partner keeps the notice on, once, and never with it off', async () => {
    t.clock.set('2026-11-02T01:00:00Z');
    const on = await newPartner(t.app);
    const off = await newPartner(t.app);
    const no = await givePlan(on, '2026-11-01', '2026-11-30');
    await givePlan(off, '2026-11-01', '2026-11-30');
    await register(on, CARDS.approve);
    await register(off, CARDS.approve, { alert_before_execution: false });
    t.clock.set('2026-11-27T09:00:00+09:00');
    await queueRenewalNotices(deps());
    expect(await outboxOf(on)).toEqual([]);
    t.clock.set('2026-11-28T09:00:00+09:00');
    await queueRenewalNotices(deps());
    t.clock.set('2026-11-29T09:00:00+09:00');
    await queueRenewalNotices(deps());
    const rows = await outboxOf(on);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'billing.upcoming',
      dedupeKey: `before_execution:${no}:2026-12-01`,
      payload: { 결제일: '2026-12-01', 금액: '869,000원', 요금제: '스탠다드' },
    });
    expect(rows[0]!.text).toContain(
      '2026-12-01에 스탠다드 요금제 정기결제 869,000원이 등록된 카드로 결제될 예정입니다.',
    );
    expect(await outboxOf(off)).toEqual([]);
  });
});
