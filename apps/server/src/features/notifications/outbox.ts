/**
 * The notification outbox: `queueNotification` is called inside the transaction of the event that
 * causes the message, so a rolled-back event tells nobody and a committed one always does. The
 * dedupe key is unique: an event replayed (a second billing run, a job run twice) queues nothing more.
 * The row is the inbox item too; the dispatcher (dispatch.ts) turns it into deliveries.
 */
import type { NotificationKind } from '@partner-portal/contract/notifications-constants';
import { NOTIFICATION_EVENTS } from '@partner-portal/contract/notifications-constants';
import type { Database } from '../../db/client.js';
import { notificationOutbox } from '../../db/tables/notifications.js';
import { fillTemplate, type TemplateVariables } from './templates.js';

export type QueuedNotification = {
  [K in NotificationKind]: {
    kind: K;
    /** The template's variables; numbers and dates already in their Korean display form. */
    variables: TemplateVariables<K>;
    /** Unique per event: the same event queued twice is one notification. */
    dedupeKey: string;
  } & ((typeof NOTIFICATION_EVENTS)[K]['audience'] extends 'partner'
    ? { partnerId: number }
    : { partnerId?: never });
}[NotificationKind];

/** Queues a notification; true when it is new. Pass the event's transaction. */
export async function queueNotification(
  tx: Database,
  notification: QueuedNotification,
  now: Date,
): Promise<boolean> {
  const filled = fillTemplate(notification.kind, notification.variables);
  const inserted = await tx
    .insert(notificationOutbox)
    .values({
      partnerId: notification.partnerId ?? null,
      audience: NOTIFICATION_EVENTS[notification.kind].audience,
      kind: notification.kind,
      title: filled.title,
      text: filled.text,
      link: filled.link,
      payload: filled.variables,
      dedupeKey: notification.dedupeKey,
      createdAt: now,
    })
    .onConflictDoNothing({ target: notificationOutbox.dedupeKey })
    .returning({ id: notificationOutbox.notificationId });
  return inserted.length > 0;
}
