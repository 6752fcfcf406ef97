/**
 * The delivery worker: sends due deliveries through their channels, each exactly once with any
 * number of instances.
 * - A claim marks a batch `sending` with a lease, in one short statement (`FOR UPDATE SKIP LOCKED`);
 *   the channel is called outside any transaction.
 * - The outcome is written only if the delivery is still the one claimed (same generation, still
 *   `sending`): a staff resend in between wins.
 * - A lease that ran out means its sender died mid-send: the next claim asks the channel whether the
 *   provider accepted the message key before sending it again.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { valuesByKey } from '../../db/values-table.js';
import type { NotificationChannel } from '@partner-portal/contract/notifications-constants';
import {
  notificationDeliveries,
  notificationOutbox,
  pushSubscriptions,
} from '../../db/tables/notifications.js';
import {
  PermanentRefusal,
  type ChannelReceipt,
  type ChannelRecipient,
} from '../../platform/notifications/delivery-channel.js';
import { notificationTemplates } from './templates.js';
import type { HubDeps } from './hub-deps.js';
import { loadRecipients, staffRecipient } from './recipients.js';

const BATCH = 50;
/** Sends in flight at once per instance. */
const CONCURRENCY = 8;
/** Longer than any channel's own timeout (10–15 s). */
const LEASE_MS = 60_000;
/** Waits after the 1st, 2nd, … failure; after the last one the delivery is failed for good. */
const BACKOFF_MS = [30_000, 120_000, 600_000, 1_800_000, 3_600_000, 7_200_000, 21_600_000];

export const messageKey = (notificationId: number, channel: NotificationChannel, generation: number) =>
  `n${notificationId}-${channel}-g${generation}`;

interface Claimed {
  deliveryId: number;
  notificationId: number;
  channel: NotificationChannel;
  attempts: number;
  generation: number;
  /** It was `sending` already: taken over from a sender that died. */
  takenOver: boolean;
}

async function claimDue(deps: HubDeps): Promise<Claimed[]> {
  const now = deps.clock.now();
  const leaseUntil = new Date(now.getTime() + LEASE_MS);
  const result = (await deps.db.execute(sql`
    with due as (
      select delivery_id, status = 'sending' as taken_over
      from ${notificationDeliveries}
      where (status in ('pending', 'held') and not_before <= ${now})
         or (status = 'sending' and lease_until < ${now})
      order by not_before
      limit ${BATCH}
      for update skip locked
    )
    update ${notificationDeliveries} d
    set status = 'sending', lease_until = ${leaseUntil}, attempts = d.attempts + 1
    from due where d.delivery_id = due.delivery_id
    returning d.delivery_id, d.notification_id, d.channel, d.attempts, d.generation, due.taken_over`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  return result.rows.map((row) => ({
    deliveryId: Number(row.delivery_id),
    notificationId: Number(row.notification_id),
    channel: row.channel as NotificationChannel,
    attempts: Number(row.attempts),
    generation: Number(row.generation),
    takenOver: row.taken_over === true,
  }));
}

/** Claims and sends one batch; answers how many it claimed (0: nothing was due). */
export async function deliverDue(deps: HubDeps): Promise<number> {
  const claimed = await claimDue(deps);
  if (claimed.length === 0) return 0;
  const notifications = await deps.db
    .select()
    .from(notificationOutbox)
    .where(
      inArray(
        notificationOutbox.notificationId,
        claimed.map((delivery) => delivery.notificationId),
      ),
    );
  const byId = new Map(notifications.map((row) => [row.notificationId, row]));
  const partnerIds = [
    ...new Set(notifications.flatMap((row) => (row.partnerId === null ? [] : [row.partnerId]))),
  ];
  const recipients = await loadRecipients(deps.db, partnerIds);
  const queue = [...claimed];
  const sent: Sent[] = [];
  const worker = async () => {
    for (let delivery = queue.shift(); delivery; delivery = queue.shift()) {
      const notification = byId.get(delivery.notificationId)!;
      const recipient =
        notification.partnerId === null
          ? deps.staffMailbox
            ? staffRecipient(deps.staffMailbox)
            : undefined
          : recipients.get(notification.partnerId)?.recipient;
      const receipt = await deliverOne(deps, delivery, notification, recipient);
      if (receipt) sent.push({ delivery, receipt });
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, claimed.length) }, worker));
  await recordSent(deps, sent);
  return claimed.length;
}

interface Sent {
  delivery: Claimed;
  receipt: ChannelReceipt;
}

/**
 * The batch's accepted messages in one statement; a row is written only if it is still the delivery
 * claimed (same generation, still `sending`). Should the process die before this, the leases run
 * out and the next claim asks the provider before sending again.
 */
async function recordSent(deps: HubDeps, sent: Sent[]): Promise<void> {
  if (sent.length === 0) return;
  const rows = valuesByKey(
    notificationDeliveries.deliveryId,
    {
      delivery_id: 'bigint',
      generation: 'smallint',
      answer: 'text',
      fallback: 'text',
      provider_message_id: 'text',
    },
    sent.map(({ delivery, receipt }) => ({
      delivery_id: delivery.deliveryId,
      generation: delivery.generation,
      answer: receipt.answer.slice(0, 300),
      fallback: receipt.fallback ?? null,
      provider_message_id: receipt.providerMessageId,
    })),
  );
  await deps.db
    .update(notificationDeliveries)
    .set({
      status: 'sent',
      sentAt: deps.clock.now(),
      leaseUntil: null,
      answer: sql`v.answer`,
      fallback: sql`v.fallback`,
      providerMessageId: sql`v.provider_message_id`,
    })
    .from(rows.table)
    .where(
      and(
        rows.matches,
        eq(notificationDeliveries.generation, sql`v.generation`),
        eq(notificationDeliveries.status, 'sending'),
      ),
    );
}

async function deliverOne(
  deps: HubDeps,
  delivery: Claimed,
  notification: typeof notificationOutbox.$inferSelect,
  recipient: ChannelRecipient | undefined,
): Promise<ChannelReceipt | null> {
  const channel = deps.channels[delivery.channel];
  const key = messageKey(delivery.notificationId, delivery.channel, delivery.generation);
  let receipt: ChannelReceipt;
  try {
    if (!recipient) throw new PermanentRefusal('받는 사람을 찾을 수 없음');
    // A retry may follow a send the provider accepted after all (a timeout, a reset connection, a
    // sender that died): ask before sending the same key again.
    const retry = delivery.takenOver || delivery.attempts > 1;
    const already = retry && channel.find ? await channel.find(key) : null;
    receipt =
      already ??
      (await channel.send({
        messageKey: key,
        kind: notification.kind,
        templateCode: notificationTemplates().get(notification.kind)!.code,
        variables: notification.payload,
        title: notification.title,
        text: notification.text,
        url: notification.link === null ? null : absoluteUrl(deps.portalUrl, notification.link),
        recipient,
      }));
  } catch (error) {
    if (error instanceof PermanentRefusal) await forgetGone(deps, error.goneEndpoints);
    await recordFailure(deps, delivery, error);
    return null;
  }
  await forgetGone(deps, receipt.goneEndpoints ?? []);
  return receipt;
}

/** Browsers whose push service answered 404/410 are gone for good. */
async function forgetGone(deps: HubDeps, endpoints: readonly string[]): Promise<void> {
  if (endpoints.length > 0) {
    await deps.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.endpoint, [...endpoints]));
  }
}

async function recordFailure(deps: HubDeps, delivery: Claimed, error: unknown): Promise<void> {
  const permanent = error instanceof PermanentRefusal;
  const wait = BACKOFF_MS[delivery.attempts - 1];
  const answer = (error instanceof Error ? error.message : String(error)).slice(0, 300);
  await deps.db
    .update(notificationDeliveries)
    .set(
      permanent || wait === undefined
        ? { status: 'failed', leaseUntil: null, answer }
        : {
            status: 'pending',
            leaseUntil: null,
            answer,
            notBefore: new Date(deps.clock.now().getTime() + wait),
          },
    )
    .where(stillClaimed(delivery));
}

const stillClaimed = (delivery: Claimed) =>
  and(
    eq(notificationDeliveries.deliveryId, delivery.deliveryId),
    eq(notificationDeliveries.generation, delivery.generation),
    eq(notificationDeliveries.status, 'sending'),
  );

const absoluteUrl = (portalUrl: string, link: string) =>
  /^https?:/.test(link) ? link : `${portalUrl}${link}`;
