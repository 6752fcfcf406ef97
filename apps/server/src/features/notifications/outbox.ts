/**
 * The notification outbox: `queueNotification` is called inside the transaction of the event that
 * causes the message, so a rolled-back event tells nobody and a committed one always does. The
 * dedupe key is unique: an event replayed (a second billing run, a job run twice) queues nothing more.
 * The row is the inbox item too; the dispatcher (dispatch.ts) turns it into deliveries.
 */
import type { NotificationKind } from '@partner-portal/contract/notifications-constants';
import { NOTIFICATION_EVENTS } from '@partner-portal/contract/notifications-constants';
import { sql, type SQLWrapper } from 'drizzle-orm';
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

type PartnerKind = Extract<QueuedNotification, { partnerId: number }>['kind'];
/** A partner notification without its partner: each kind with its own variables. */
type ToEveryPartner = {
  [K in PartnerKind]: Omit<Extract<QueuedNotification, { kind: K }>, 'partnerId'>;
}[PartnerKind];

/**
 * Queues the same notification to every partner `partnerIds` selects (a query of one column, the
 * partner id), in one statement however many partners there are: the template is filled once, and
 * each partner's dedupe key is `<dedupeKey>:<partner id>`. Answers how many were new.
 */
export async function queueToPartners(
  tx: Database,
  notification: ToEveryPartner,
  partnerIds: SQLWrapper,
  now: Date,
): Promise<number> {
  const filled = fillTemplate(notification.kind, notification.variables);
  const inserted = await tx.execute(sql`
    insert into ${notificationOutbox}
      (partner_id, audience, kind, title, text, link, payload, dedupe_key, created_at)
    select recipients.partner_id, 'partner', ${notification.kind}::text, ${filled.title}::text,
      ${filled.text}::text, ${filled.link}::text, ${JSON.stringify(filled.variables)}::jsonb,
      ${notification.dedupeKey}::text || ':' || recipients.partner_id, ${now.toISOString()}::timestamptz
    from (${partnerIds}) as recipients (partner_id)
    on conflict (dedupe_key) do nothing
    returning notification_id`);
  return (inserted as unknown as { rows: unknown[] }).rows.length;
}
