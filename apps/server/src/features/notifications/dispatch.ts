/**
 * The dispatcher: turns new outbox rows into deliveries, one per channel the recipient gets
 * (delivery-rules.ts). Rows are claimed `FOR UPDATE SKIP LOCKED` in batches, so instances running it
 * at once share the work, and the unique (notification, channel) key makes a replay harmless.
 */
import { asc, inArray, isNull } from 'drizzle-orm';
import type { NotificationChannel } from '@partner-portal/contract/notifications-constants';
import { notificationDeliveries, notificationOutbox } from '../../db/tables/notifications.js';
import type { HubDeps } from './hub-deps.js';
import { planDeliveries, planTestDeliveries, type PlannedDelivery } from './delivery-rules.js';
import { loadRecipients, staffRecipient } from './recipients.js';

const BATCH = 200;

/** Dispatches one batch; answers how many notifications it took (0: none were waiting). */
export async function dispatchPending(deps: HubDeps): Promise<number> {
  const { db, clock, channels } = deps;
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({
        notificationId: notificationOutbox.notificationId,
        partnerId: notificationOutbox.partnerId,
        audience: notificationOutbox.audience,
        kind: notificationOutbox.kind,
      })
      .from(notificationOutbox)
      .where(isNull(notificationOutbox.dispatchedAt))
      .orderBy(asc(notificationOutbox.notificationId))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return 0;
    const now = clock.now();
    const partnerIds = [...new Set(rows.flatMap((row) => (row.partnerId === null ? [] : [row.partnerId])))];
    const recipients = await loadRecipients(tx, partnerIds);
    const deliveries = rows.flatMap((row) => {
      const planned: PlannedDelivery[] = [];
      const mask = (channel: NotificationChannel) => {
        const recipient =
          row.audience === 'staff'
            ? deps.staffMailbox && staffRecipient(deps.staffMailbox)
            : recipients.get(row.partnerId!)?.recipient;
        return recipient ? channels[channel].maskRecipient(recipient) : null;
      };
      if (row.audience === 'staff') {
        // Staff notifications go to the operations mailbox; without one they stay in the delivery log only.
        if (deps.staffMailbox)
          planned.push({ channel: 'email', status: 'pending', notBefore: now, answer: null });
      } else {
        const partner = recipients.get(row.partnerId!);
        if (partner) {
          const reachable = (channel: NotificationChannel) =>
            channels[channel].reaches(partner.recipient) === true;
          planned.push(
            ...(row.kind === 'notifications.test'
              ? planTestDeliveries(partner.preferences, reachable, now)
              : planDeliveries(row.kind, partner.preferences, reachable, now)),
          );
        }
      }
      return planned.map((delivery) => ({
        notificationId: row.notificationId,
        channel: delivery.channel,
        status: delivery.status,
        notBefore: delivery.notBefore,
        answer: delivery.answer,
        recipientMasked: mask(delivery.channel),
      }));
    });
    if (deliveries.length > 0)
      await tx.insert(notificationDeliveries).values(deliveries).onConflictDoNothing();
    await tx
      .update(notificationOutbox)
      .set({ dispatchedAt: now })
      .where(
        inArray(
          notificationOutbox.notificationId,
          rows.map((row) => row.notificationId),
        ),
      );
    return rows.length;
  });
}
