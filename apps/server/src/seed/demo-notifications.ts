/**
 * The demo partner's recent notifications, as the hub would have sent them: important notices and
 * an event (from the demo content), a password change and a sign-in from a new browser, the last two
 * read. Each was delivered on its channels (the staff desk's log shows them, masked); dated relative
 * to the first start and added once (dedupe keys).
 */
import { desc, eq, inArray } from 'drizzle-orm';
import type { NotificationKind } from '@partner-portal/contract/notifications-constants';
import { seoulMinuteText } from '@partner-portal/contract/seoul-time';
import type { Database } from '../db/client.js';
import { events, notices } from '../db/tables/content.js';
import { notificationDeliveries, notificationOutbox } from '../db/tables/notifications.js';
import { fillTemplate } from '../features/notifications/templates.js';
import type { Clock } from '../shared/clock.js';
import { maskEmail, maskPhone } from '../shared/masking.js';

const HOUR_MS = 3_600_000;

/** The demo CEO's mobile and the partner's tax-bill address, as the channels mask them. */
const MASKED = {
  alimtalk: maskPhone('01098765432'),
  email: maskEmail('hangyeol.interior@example.com'),
  push: null,
} as const;

/** True when it added anything. */
export async function seedDemoNotifications(db: Database, clock: Clock, partnerId: number): Promise<boolean> {
  const now = clock.now().getTime();
  const [newestNotices, [event]] = await Promise.all([
    db
      .select({ noticeNo: notices.noticeNo, title: notices.title })
      .from(notices)
      .where(inArray(notices.title, ['2027년 1월 요금제 가격 조정 안내', '개인정보 처리방침 개정 안내'])),
    db
      .select({ eventNo: events.eventNo, title: events.title })
      .from(events)
      .where(eq(events.inService, true))
      .orderBy(desc(events.startDate))
      .limit(1),
  ]);
  const sent: {
    kind: NotificationKind;
    variables: Record<string, string | number>;
    hoursAgo: number;
    read: boolean;
    channels: (keyof typeof MASKED)[];
  }[] = [
    ...newestNotices.map((notice, i) => ({
      kind: 'notice.important' as const,
      variables: { 제목: notice.title, 공지번호: notice.noticeNo },
      hoursAgo: 30 + i * 70,
      read: i > 0,
      channels: ['email' as const],
    })),
    ...(event
      ? [
          {
            kind: 'marketing.event' as const,
            variables: { 제목: event.title, 이벤트번호: event.eventNo },
            hoursAgo: 52,
            read: false,
            channels: [] as (keyof typeof MASKED)[],
          },
        ]
      : []),
    {
      kind: 'security.new_sign_in',
      variables: { 로그인일시: seoulMinuteText(new Date(now - 75 * HOUR_MS)), 브라우저: 'Chrome · Windows' },
      hoursAgo: 75,
      read: true,
      channels: ['alimtalk', 'email'],
    },
    {
      kind: 'security.password_changed',
      variables: { 변경일시: seoulMinuteText(new Date(now - 200 * HOUR_MS)) },
      hoursAgo: 200,
      read: true,
      channels: ['alimtalk', 'email'],
    },
  ];
  let added = false;
  // Oldest first: the inbox lists by notification number, newest first, as the hub writes them.
  for (const item of sent.sort((a, b) => b.hoursAgo - a.hoursAgo)) {
    const at = new Date(now - item.hoursAgo * HOUR_MS);
    const filled = fillTemplate(item.kind, item.variables);
    const [row] = await db
      .insert(notificationOutbox)
      .values({
        partnerId,
        audience: 'partner',
        kind: item.kind,
        title: filled.title,
        text: filled.text,
        link: filled.link,
        payload: filled.variables,
        dedupeKey: `demo:${item.kind}:${JSON.stringify(item.variables)}`,
        createdAt: at,
        dispatchedAt: at,
        readAt: item.read ? new Date(at.getTime() + HOUR_MS) : null,
      })
      .onConflictDoNothing({ target: notificationOutbox.dedupeKey })
      .returning({ id: notificationOutbox.notificationId });
    if (!row) continue;
    added = true;
    if (item.channels.length === 0) continue;
    await db.insert(notificationDeliveries).values(
      item.channels.map((channel) => ({
        notificationId: row.id,
        channel,
        status: 'sent' as const,
        recipientMasked: MASKED[channel],
        notBefore: at,
        attempts: 1,
        answer: channel === 'alimtalk' ? '2000 정상 접수' : '250 OK',
        createdAt: at,
        sentAt: new Date(at.getTime() + 2_000),
      })),
    );
  }
  return added;
}
