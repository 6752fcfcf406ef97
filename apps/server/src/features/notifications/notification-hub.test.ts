import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/tables/staff.js';
import {
  notificationDeliveries,
  notificationOutbox,
  pushSubscriptions,
} from '../../db/tables/notifications.js';
import { recordingChannels } from '../../test-support/recording-channels.js';
import { addStaff, staffHeaders } from '../../test-support/staff.js';
import { createTestApp, newPartner, type TestApp } from '../../test-support/test-app.js';
import type { HubDeps } from './hub-deps.js';
import { runNotifications, startNotificationPump } from './notification-pump.js';
import { queueNotification } from './outbox.js';

let t: TestApp;
const channels = recordingChannels();
beforeAll(async () => {
  t = await createTestApp({ notificationChannels: channels, staffMailbox: 'ops@remodel.example' });
});
afterAll(() => t.close());

type Partner = Awaited<ReturnType<typeof newPartner>>;
const hub = (): HubDeps => ({ db: t.database.db, clock: t.clock, ...t.app.context.notifications });
const BASE = '/partner-api/authapi/notifications';
const api = (p: Partner, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path = '', payload?: object) =>
  t.app.inject({ method, url: `${BASE}${path}`, headers: p.auth, ...(payload ? { payload } : {}) });

let events = 0;
async function deposit(p: Partner) {
  events += 1;
  await t.database.db.transaction((tx) =>
    queueNotification(
      tx,
      {
        kind: 'deposit.confirmed',
        partnerId: p.partnerId,
        variables: {
          요금제: '스탠다드',
          금액: '869,000원',
          주문번호: `ORD-${events}`,
          이용시작일: '2026-12-02',
        },
        dedupeKey: `test-deposit:${events}`,
      },
      t.clock.now(),
    ),
  );
}
const sentTo = (p: Partner, channel: keyof typeof channels) =>
  channels[channel].sent.filter((m) => m.recipient.partnerId === p.partnerId);
const deliveriesOf = async (p: Partner) =>
  t.database.db
    .select({
      channel: notificationDeliveries.channel,
      status: notificationDeliveries.status,
      answer: notificationDeliveries.answer,
    })
    .from(notificationDeliveries)
    .innerJoin(
      notificationOutbox,
      eq(notificationOutbox.notificationId, notificationDeliveries.notificationId),
    )
    .where(eq(notificationOutbox.partnerId, p.partnerId))
    .orderBy(notificationDeliveries.deliveryId);
const subscribe = (p: Partner, n: number) =>
  api(p, 'POST', '/push-subscription', {
    endpoint: `https://fcm.googleapis.com/fcm/send/${p.partnerId}-${n}`,
    keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
  });

describe('notification hub', () => {
  it('delivers an event on the default channels, fills the template and lands it in the inbox', async () => {
    t.clock.set('2026-12-02T01:00:00Z');
    const p = await newPartner(t.app);
    await deposit(p);
    await runNotifications(hub());
    const [alimtalk] = sentTo(p, 'alimtalk');
    expect(alimtalk).toMatchObject({
      kind: 'deposit.confirmed',
      templateCode: 'RM_PT_DEPOSIT_OK',
      variables: { 요금제: '스탠다드', 금액: '869,000원' },
      title: '무통장 입금 확인',
      url: expect.stringMatching(/\/paymentHistory\/detail\/ORD-\d+$/),
    });
    expect(alimtalk!.text).toContain('■ 입금액: 869,000원');
    expect(sentTo(p, 'email')).toHaveLength(1);
    // No browser subscribed: push is recorded as skipped, not sent.
    expect(await deliveriesOf(p)).toEqual([
      { channel: 'alimtalk', status: 'sent', answer: 'accepted' },
      { channel: 'email', status: 'sent', answer: 'accepted' },
      { channel: 'push', status: 'skipped', answer: '알림을 허용한 브라우저 없음' },
    ]);
    const inbox = (await api(p, 'GET', '?size=5')).json().data;
    expect(inbox).toMatchObject({ total: 1, unread: 1, items: [{ title: '무통장 입금 확인', read: false }] });
    // Running again sends nothing more.
    await runNotifications(hub());
    expect(sentTo(p, 'alimtalk')).toHaveLength(1);
  });

  it('marks read only the caller’s own notifications, one by one or all', async () => {
    const p = await newPartner(t.app);
    const other = await newPartner(t.app);
    await deposit(p);
    await deposit(p);
    await deposit(other);
    const mine = (await api(p, 'GET'))
      .json()
      .data.items.map((i: { notification_id: number }) => i.notification_id);
    const theirs = (await api(other, 'GET')).json().data.items[0].notification_id;
    expect((await api(p, 'POST', '/read', { ids: [mine[0], theirs] })).json().data).toEqual({ unread: 1 });
    expect((await api(other, 'GET')).json().data.unread).toBe(1);
    expect((await api(p, 'POST', '/read', { all: true })).json().data).toEqual({ unread: 0 });
    expect((await api(p, 'GET', '?unread_only=true')).json().data).toMatchObject({ total: 0, items: [] });
    const refused = await api(p, 'POST', '/read', {});
    expect(refused.statusCode).toBe(400);
  });

  it('keeps 알림 설정: refuses a payment kind with no channel and night consent alone, and changes nothing', async () => {
    t.clock.set('2026-12-02T01:00:00Z');
    const p = await newPartner(t.app);
    const defaults = (await api(p, 'GET', '/preferences')).json().data;
    expect(defaults).toMatchObject({
      channels: { 'deposit.confirmed': ['alimtalk', 'email', 'push'], 'marketing.event': ['push'] },
      quiet_hours: null,
      marketing: { agreed: false },
      night: { agreed: false },
      phone_masked: expect.stringMatching(/^01\d-\*{4}-\d{4}$/),
      push_devices: 0,
    });
    const body = {
      channels: defaults.channels,
      quiet_hours: null,
      marketing_agreed: false,
      night_agreed: false,
    };
    const noChannel = await api(p, 'PUT', '/preferences', { ...body, channels: { 'refund.completed': [] } });
    expect(noChannel.json()).toMatchObject({
      return_code: 1601,
      return_message: expect.stringContaining('환불 완료'),
    });
    const nightOnly = await api(p, 'PUT', '/preferences', { ...body, night_agreed: true });
    expect(nightOnly.json()).toMatchObject({ return_code: 1601 });
    expect((await api(p, 'GET', '/preferences')).json().data).toEqual(defaults);

    const saved = await api(p, 'PUT', '/preferences', {
      channels: { 'deposit.confirmed': ['push'], 'lead.received': [] },
      quiet_hours: { start: '22:00', end: '08:00' },
      marketing_agreed: true,
      night_agreed: false,
    });
    expect(saved.json().data).toMatchObject({
      channels: {
        'deposit.confirmed': ['push'],
        'lead.received': [],
        'refund.completed': ['alimtalk', 'email', 'push'],
      },
      quiet_hours: { start: '22:00', end: '08:00' },
      marketing: { agreed: true, agreed_at: '2026-12-02T01:00:00.000Z', version: 1 },
      night: { agreed: false, agreed_at: null },
    });
    // Saving again later keeps the time the consent was first given.
    t.clock.set('2026-12-02T01:30:00Z');
    const again = await api(p, 'PUT', '/preferences', {
      channels: {},
      quiet_hours: null,
      marketing_agreed: true,
      night_agreed: true,
    });
    expect(again.json().data).toMatchObject({
      marketing: { agreed_at: '2026-12-02T01:00:00.000Z' },
      night: { agreed: true, agreed_at: '2026-12-02T01:30:00.000Z' },
    });
  });

  it('holds a notice during quiet hours and sends it when they end; urgent ones go at once', async () => {
    t.clock.set('2026-12-02T23:30:00+09:00');
    const p = await newPartner(t.app);
    await api(p, 'PUT', '/preferences', {
      channels: {},
      quiet_hours: { start: '22:00', end: '08:00' },
      marketing_agreed: false,
      night_agreed: false,
    });
    await deposit(p);
    await t.database.db.transaction((tx) =>
      queueNotification(
        tx,
        {
          kind: 'billing.card_refused',
          partnerId: p.partnerId,
          variables: { 카드: '법인카드' },
          dedupeKey: `refused:${p.partnerId}`,
        },
        t.clock.now(),
      ),
    );
    await runNotifications(hub());
    expect(sentTo(p, 'alimtalk').map((m) => m.kind)).toEqual(['billing.card_refused']);
    t.clock.set('2026-12-03T07:59:00+09:00');
    await runNotifications(hub());
    expect(sentTo(p, 'alimtalk')).toHaveLength(1);
    t.clock.set('2026-12-03T08:00:00+09:00');
    await runNotifications(hub());
    expect(sentTo(p, 'alimtalk').map((m) => m.kind)).toEqual(['billing.card_refused', 'deposit.confirmed']);
  });

  it('retries a transient failure with back-off, and records a permanent refusal without retrying it', async () => {
    t.clock.set('2026-12-02T02:00:00Z');
    const p = await newPartner(t.app);
    await api(p, 'PUT', '/preferences', {
      channels: { 'deposit.confirmed': ['alimtalk'] },
      quiet_hours: null,
      marketing_agreed: false,
      night_agreed: false,
    });
    channels.alimtalk.failNext(2);
    await deposit(p);
    await runNotifications(hub());
    expect(await deliveriesOf(p)).toEqual([
      { channel: 'alimtalk', status: 'pending', answer: 'provider 503' },
    ]);
    t.clock.set('2026-12-02T02:00:29Z');
    await runNotifications(hub());
    expect(sentTo(p, 'alimtalk')).toHaveLength(0);
    t.clock.set('2026-12-02T02:00:31Z');
    await runNotifications(hub()); // the 2nd attempt fails too: next in 2 minutes
    t.clock.set('2026-12-02T02:02:32Z');
    await runNotifications(hub());
    expect(sentTo(p, 'alimtalk')).toHaveLength(1);
    expect((await deliveriesOf(p))[0]).toMatchObject({ status: 'sent' });

    channels.alimtalk.failNext(1, true);
    await deposit(p);
    await runNotifications(hub());
    t.clock.set('2026-12-03T02:00:00Z');
    await runNotifications(hub());
    expect((await deliveriesOf(p))[1]).toEqual({
      channel: 'alimtalk',
      status: 'failed',
      answer: '수신 거부된 번호',
    });
    expect(sentTo(p, 'alimtalk')).toHaveLength(1);
  });

  it('takes over a delivery whose sender died mid-send, without sending it twice', async () => {
    t.clock.set('2026-12-02T03:00:00Z');
    const p = await newPartner(t.app);
    await deposit(p);
    await runNotifications(hub());
    const [email] = sentTo(p, 'email');
    // As if the instance crashed after the provider accepted and before it recorded it.
    await t.database.db
      .update(notificationDeliveries)
      .set({ status: 'sending', leaseUntil: new Date('2026-12-02T03:00:30Z') })
      .where(eq(notificationDeliveries.notificationId, Number(email!.messageKey.split('-')[0]!.slice(1))));
    t.clock.set('2026-12-02T03:01:00Z');
    await runNotifications(hub());
    expect(sentTo(p, 'email')).toHaveLength(1);
    expect((await deliveriesOf(p)).map((d) => [d.status, d.answer])).toContainEqual([
      'sent',
      'accepted earlier',
    ]);
  });

  it('lets staff see every delivery and resend one under a new message key; partners cannot', async () => {
    t.clock.set('2026-12-02T04:00:00Z');
    const p = await newPartner(t.app);
    await deposit(p);
    await runNotifications(hub());
    await addStaff(t, 'ops_notify', ['operations']);
    const staff = await staffHeaders(t, 'ops_notify');
    const page = await t.app.inject({
      method: 'GET',
      url: `/staff-api/notifications?partner_id=${p.partnerId}&channel=alimtalk`,
      headers: staff,
    });
    const [row] = page.json().data.rows;
    expect(row).toMatchObject({
      kind: 'deposit.confirmed',
      partner_name: p.payload.partner_name,
      channel: 'alimtalk',
      status: 'sent',
      recipient_masked: expect.stringMatching(/\*{4}/),
    });
    expect(JSON.stringify(page.json())).not.toContain(p.payload.phone_no?.slice(-8) ?? 'never');
    const forbidden = await t.app.inject({
      method: 'POST',
      url: `/staff-api/notifications/${row.delivery_id}/resend`,
      headers: p.auth,
    });
    expect(forbidden.statusCode).toBe(403);
    const resent = await t.app.inject({
      method: 'POST',
      url: `/staff-api/notifications/${row.delivery_id}/resend`,
      headers: staff,
    });
    expect(resent.json().data).toMatchObject({ status: 'pending', attempts: 0 });
    await runNotifications(hub());
    expect(sentTo(p, 'alimtalk').map((m) => m.messageKey)).toEqual([
      expect.stringMatching(/-alimtalk-g0$/),
      expect.stringMatching(/-alimtalk-g1$/),
    ]);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'resend_notification'), eq(auditLog.targetId, String(row.delivery_id))));
    expect(audit).toHaveLength(1);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/staff-api/notifications/2147483647/resend',
      headers: staff,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('sends staff notifications to the operations mailbox', async () => {
    await t.database.db.transaction((tx) =>
      queueNotification(
        tx,
        {
          kind: 'staff.inquiry_received',
          variables: { 회사명: '한빛인테리어', 문의번호: 77 },
          dedupeKey: 'inquiry:77',
        },
        t.clock.now(),
      ),
    );
    await runNotifications(hub());
    expect(channels.email.sent.filter((m) => m.kind === 'staff.inquiry_received')).toMatchObject([
      {
        recipient: { email: 'ops@remodel.example', partnerId: null },
        text: expect.stringContaining('한빛인테리어'),
      },
    ]);
  });

  it('sends a test on each channel the partner has on, at most five an hour', async () => {
    t.clock.set('2026-12-02T05:00:00Z');
    const p = await newPartner(t.app);
    await subscribe(p, 1);
    const answer = (await api(p, 'POST', '/test')).json();
    expect(answer.data.channels).toEqual(['alimtalk', 'email', 'push']);
    await runNotifications(hub());
    expect(sentTo(p, 'push')).toMatchObject([{ kind: 'notifications.test', title: '테스트 알림' }]);
    for (let i = 0; i < 4; i++) await api(p, 'POST', '/test');
    expect((await api(p, 'POST', '/test')).json()).toMatchObject({ return_code: 1602 });
  });

  it('keeps a browser subscription per partner; another partner cannot remove it', async () => {
    const p = await newPartner(t.app);
    const other = await newPartner(t.app);
    await subscribe(p, 1);
    await subscribe(p, 2);
    expect((await api(p, 'GET', '/preferences')).json().data.push_devices).toBe(2);
    await api(other, 'DELETE', '/push-subscription', {
      endpoint: `https://fcm.googleapis.com/fcm/send/${p.partnerId}-1`,
    });
    await api(p, 'DELETE', '/push-subscription', {
      endpoint: `https://fcm.googleapis.com/fcm/send/${p.partnerId}-2`,
    });
    const left = await t.database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.partnerId, p.partnerId));
    expect(left).toEqual([{ endpoint: `https://fcm.googleapis.com/fcm/send/${p.partnerId}-1` }]);
    const bad = await api(p, 'POST', '/push-subscription', {
      endpoint: 'javascript:alert(1)',
      keys: { p256dh: 'x', auth: 'y' },
    });
    expect(bad.statusCode).toBe(400);
    // Only the browsers' push services: the server would post to any address a partner gave it.
    const elsewhere = await api(p, 'POST', '/push-subscription', {
      endpoint: 'https://169.254.169.254/latest/meta-data',
      keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
    });
    expect(elsewhere.json()).toMatchObject({ return_code: 1601 });
  });

  it('sends each delivery once with two instances running at the same time', async () => {
    t.clock.set('2026-12-02T06:00:00Z');
    const p = await newPartner(t.app);
    const second = await createTestApp({ database: t.database, notificationChannels: channels });
    try {
      for (let i = 0; i < 60; i++) await deposit(p);
      const other: HubDeps = { db: second.database.db, clock: t.clock, ...second.app.context.notifications };
      await Promise.all([runNotifications(hub()), runNotifications(other), runNotifications(hub())]);
      const keys = sentTo(p, 'alimtalk').map((m) => m.messageKey);
      expect(keys).toHaveLength(60);
      expect(new Set(keys).size).toBe(60);
      const statuses = await t.database.db
        .select({ status: notificationDeliveries.status })
        .from(notificationDeliveries)
        .where(
          inArray(
            notificationDeliveries.notificationId,
            t.database.db
              .select({ id: notificationOutbox.notificationId })
              .from(notificationOutbox)
              .where(eq(notificationOutbox.partnerId, p.partnerId)),
          ),
        );
      expect(new Set(statuses.map((s) => s.status))).toEqual(new Set(['sent', 'skipped']));
    } finally {
      await second.close();
    }
  });

  it('wakes when an event commits, without waiting for the minute job', async () => {
    const p = await newPartner(t.app);
    const pump = await startNotificationPump(t.database, hub(), { warn: () => undefined });
    try {
      // Past the pump's first run at start: what follows is delivered because the commit woke it.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await deposit(p);
      await expect.poll(() => sentTo(p, 'alimtalk').length, { timeout: 10_000 }).toBe(1);
    } finally {
      await pump.stop();
    }
  });
});
