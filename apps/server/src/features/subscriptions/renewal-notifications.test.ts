import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationOutbox } from '../../db/tables/notifications.js';

import { createTestApp, newPartner, type TestApp } from '../../test-support/test-app.js';
import type { OutgoingNotification } from '../../platform/notifications/notification-sender.js';
import { sendPendingNotifications } from '../notifications/outbox.js';
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
    expect(rows.map((r) => [r.kind, r.payload['next_attempt_date'] ?? null])).toEqual([
      ['charge_failed', '2026-12-02'],
      ['charge_failed', '2026-12-04'],
      ['charge_failed', '2026-12-06'],
      ['charge_failed', '2026-12-08'],
      ['unpaid', null],
    ]);
    expect(rows[0]!.text).toBe(
      '정기결제가 승인되지 않았습니다. 2026-12-02에 다시 결제를 시도합니다. 등록된 카드를 확인해주세요.',
    );
    expect(rows[3]!.text).toContain('마지막으로');
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
    expect(rows.map((r) => r.kind)).toEqual(['card_refused', 'charge_failed']);
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
      kind: 'before_execution',
      dedupeKey: `before_execution:${no}:2026-12-01`,
      payload: { charge_date: '2026-12-01', amount_won: 869000 },
    });
    expect(rows[0]!.text).toBe(
      '2026-12-01에 스탠다드 요금제 정기결제 869,000원이 등록된 카드로 결제될 예정입니다.',
    );
    expect(await outboxOf(off)).toEqual([]);
  });
});

describe('notification sender', () => {
  it('two sender runs at once send each notification once and mark it sent; a refusing channel is retried later', async () => {
    t.clock.set('2026-11-02T01:00:00Z');
    const p = await newPartner(t.app);
    const now = t.clock.now();
    const ids = (
      await t.database.db
        .insert(notificationOutbox)
        .values(
          Array.from({ length: 8 }, (_, i) => ({
            partnerId: p.partnerId,
            kind: 'charge_failed' as const,
            text: `알림 ${i}`,
            payload: {},
            dedupeKey: `sender-test:${p.partnerId}:${i}`,
            createdAt: now,
          })),
        )
        .returning()
    ).map((r) => r.notificationId);
    const delivered: number[] = [];
    const sender = {
      async send(n: OutgoingNotification) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        delivered.push(n.notificationId);
      },
    };
    await Promise.all([
      sendPendingNotifications({ db: t.database.db, clock: t.clock, sender }),
      sendPendingNotifications({ db: t.database.db, clock: t.clock, sender }),
    ]);
    const mine = delivered.filter((id) => ids.includes(id));
    expect(mine.sort((a, b) => a - b)).toEqual(ids);
    const rows = await t.database.db
      .select()
      .from(notificationOutbox)
      .where(inArray(notificationOutbox.notificationId, ids));
    expect(rows.every((r) => r.sentAt !== null && r.attempts === 1)).toBe(true);
    // Nothing is sent twice by a later run.
    await sendPendingNotifications({ db: t.database.db, clock: t.clock, sender });
    expect(delivered.filter((id) => ids.includes(id))).toHaveLength(ids.length);

    const [failing] = await t.database.db
      .insert(notificationOutbox)
      .values({
        partnerId: p.partnerId,
        kind: 'unpaid',
        text: '실패 알림',
        payload: {},
        dedupeKey: `sender-test:${p.partnerId}:failing`,
        createdAt: now,
      })
      .returning();
    const refusing = {
      async send() {
        throw new Error('channel down');
      },
    };
    await sendPendingNotifications({ db: t.database.db, clock: t.clock, sender: refusing });
    const [after] = await t.database.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.notificationId, failing!.notificationId));
    expect(after).toMatchObject({ sentAt: null, attempts: 1, lastError: 'channel down' });
    // The console adapter (the embedded default) logs kind and partner id only.
    await sendPendingNotifications({
      db: t.database.db,
      clock: t.clock,
      sender: t.app.context.notifications,
    });
    const logs = t.logs();
    expect(logs).toContain('notification sent');
    expect(logs).toContain('실패 알림');
  });
});
