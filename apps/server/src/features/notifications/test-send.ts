/** 테스트 발송: one notification that the dispatcher sends on each channel the partner has on. */
import { and, count, eq, gt } from 'drizzle-orm';
import { RETURN_CODES } from '@partner-portal/contract/api-constants';
import type { TestSendResult } from '@partner-portal/contract/notifications-api';
import { TEST_SENDS_PER_HOUR } from '@partner-portal/contract/notifications-constants';
import { seoulMinuteText } from '@partner-portal/contract/seoul-time';
import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { notificationOutbox } from '../../db/tables/notifications.js';
import type { Clock } from '../../shared/clock.js';
import { Refusal } from '../../shared/problems.js';
import { planTestDeliveries } from './delivery-rules.js';
import { queueNotification } from './outbox.js';
import { loadRecipients } from './recipients.js';
import type { PreferenceDeps } from './preferences.js';

export async function sendTest(deps: PreferenceDeps, partnerId: number): Promise<TestSendResult> {
  const now = deps.clock.now();
  const { recipient, preferences } = (await loadRecipients(deps.db, [partnerId])).get(partnerId)!;
  const channels = planTestDeliveries(
    preferences,
    (channel) => deps.channels[channel].reaches(recipient) === true,
    now,
  )
    .filter((delivery) => delivery.status === 'pending')
    .map((delivery) => delivery.channel);
  if (channels.length === 0) {
    throw new Refusal(
      RETURN_CODES.notificationTestRefused,
      '받을 수 있는 알림 채널이 없습니다. 채널을 켜거나 휴대폰 번호, 이메일, 브라우저 알림을 확인해주세요.',
    );
  }
  const notificationId = await deps.db.transaction(async (tx) => {
    if ((await sentLastHour(tx, partnerId, deps.clock)) >= TEST_SENDS_PER_HOUR) {
      throw new Refusal(
        RETURN_CODES.notificationTestRefused,
        `테스트 발송은 한 시간에 ${TEST_SENDS_PER_HOUR}번까지 할 수 있습니다. 잠시 후 다시 시도해주세요.`,
      );
    }
    const dedupeKey = `test:${partnerId}:${randomUUID()}`;
    await queueNotification(
      tx,
      { kind: 'notifications.test', partnerId, variables: { 요청일시: seoulMinuteText(now) }, dedupeKey },
      now,
    );
    const [row] = await tx
      .select({ id: notificationOutbox.notificationId })
      .from(notificationOutbox)
      .where(eq(notificationOutbox.dedupeKey, dedupeKey));
    return row!.id;
  });
  return { channels, notification_id: notificationId };
}

async function sentLastHour(db: Database, partnerId: number, clock: Clock): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notificationOutbox)
    .where(
      and(
        eq(notificationOutbox.partnerId, partnerId),
        eq(notificationOutbox.kind, 'notifications.test'),
        gt(notificationOutbox.createdAt, new Date(clock.now().getTime() - 3_600_000)),
      ),
    );
  return row!.n;
}
