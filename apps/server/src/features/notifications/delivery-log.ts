/** The staff console's 알림 발송 내역: every delivery, filtered and paged, and a resend of one. */
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { RETURN_CODES } from '@partner-portal/contract/api-constants';
import type {
  DeliveryPage,
  DeliveryRow,
  deliverySearchSchema,
} from '@partner-portal/contract/notifications-api';
import type { NotificationKind } from '@partner-portal/contract/notifications-constants';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { notificationDeliveries, notificationOutbox } from '../../db/tables/notifications.js';
import { partners } from '../../db/tables/partners.js';
import { writeAudit, type AuditActor } from '../../platform/audit/audit-log.js';
import type { Clock } from '../../shared/clock.js';
import { notFound, Refusal } from '../../shared/problems.js';

type Search = z.output<typeof deliverySearchSchema>;

const rowColumns = {
  deliveryId: notificationDeliveries.deliveryId,
  notificationId: notificationDeliveries.notificationId,
  kind: notificationOutbox.kind,
  partnerId: notificationOutbox.partnerId,
  partnerName: partners.partnerName,
  channel: notificationDeliveries.channel,
  status: notificationDeliveries.status,
  recipientMasked: notificationDeliveries.recipientMasked,
  answer: notificationDeliveries.answer,
  fallback: notificationDeliveries.fallback,
  attempts: notificationDeliveries.attempts,
  createdAt: notificationDeliveries.createdAt,
  sentAt: notificationDeliveries.sentAt,
};

const joined = (db: Database) =>
  db
    .select(rowColumns)
    .from(notificationDeliveries)
    .innerJoin(
      notificationOutbox,
      eq(notificationOutbox.notificationId, notificationDeliveries.notificationId),
    )
    .leftJoin(partners, eq(partners.partnerId, notificationOutbox.partnerId));

const toRow = (row: Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number]): DeliveryRow => ({
  delivery_id: row.deliveryId,
  notification_id: row.notificationId,
  kind: row.kind,
  partner_id: row.partnerId,
  partner_name: row.partnerName,
  channel: row.channel,
  status: row.status,
  recipient_masked: row.recipientMasked,
  answer: row.answer,
  fallback: row.fallback,
  attempts: row.attempts,
  created_at: row.createdAt.toISOString(),
  sent_at: row.sentAt?.toISOString() ?? null,
});

export async function searchDeliveries(db: Database, search: Search): Promise<DeliveryPage> {
  const { page, size } = search;
  const filters: (SQL | undefined)[] = [
    search.kind ? eq(notificationOutbox.kind, search.kind as NotificationKind) : undefined,
    search.channel ? eq(notificationDeliveries.channel, search.channel) : undefined,
    search.status ? eq(notificationDeliveries.status, search.status) : undefined,
    search.partner_id ? eq(notificationOutbox.partnerId, search.partner_id) : undefined,
  ];
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(desc(notificationDeliveries.deliveryId))
      .limit(size)
      .offset((page - 1) * size),
    db
      .select({ n: count() })
      .from(notificationDeliveries)
      .innerJoin(
        notificationOutbox,
        eq(notificationOutbox.notificationId, notificationDeliveries.notificationId),
      )
      .where(where),
  ]);
  return { total: total!.n, page, size, rows: rows.map(toRow) };
}

/**
 * Sends one delivery again, now: a new generation, so the provider sees a new message key. A
 * delivery being sent this moment is left to finish (its outcome would overwrite the resend).
 */
export async function resendDelivery(
  deps: { db: Database; clock: Clock },
  actor: AuditActor,
  deliveryId: number,
): Promise<DeliveryRow> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.deliveryId, deliveryId))
      .for('update');
    if (!before) throw notFound();
    if (before.status === 'sending' && before.leaseUntil && before.leaseUntil > now) {
      throw new Refusal(
        RETURN_CODES.notificationResendRefused,
        '지금 발송 중인 알림입니다. 발송이 끝난 뒤 다시 시도해주세요.',
      );
    }
    await tx
      .update(notificationDeliveries)
      .set({
        status: 'pending',
        generation: sql`${notificationDeliveries.generation} + 1`,
        attempts: 0,
        notBefore: now,
        leaseUntil: null,
        answer: null,
        fallback: null,
        providerMessageId: null,
        sentAt: null,
      })
      .where(eq(notificationDeliveries.deliveryId, deliveryId));
    await writeAudit(
      tx,
      actor,
      {
        action: 'resend_notification',
        targetType: 'notification_delivery',
        targetId: deliveryId,
        before: { status: before.status, attempts: before.attempts, generation: before.generation },
      },
      now,
    );
    // Wakes the instances' senders at commit, as a new notification does.
    await tx.execute(sql`select pg_notify('notification_outbox', '')`);
  });
  const [row] = await joined(deps.db).where(eq(notificationDeliveries.deliveryId, deliveryId));
  return toRow(row!);
}
