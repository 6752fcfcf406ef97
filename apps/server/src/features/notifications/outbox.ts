/**
 * The notification outbox: `queueNotification` is called inside the transaction of the event that
 * causes the message; `sendPendingNotifications` (the `notifications-send` job) delivers them.
 * Each row is sent once even with several processes: a run claims rows `FOR UPDATE SKIP LOCKED`
 * and holds the lock until the row is marked sent, so a second run skips it.
 */
import { and, asc, eq, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { notificationOutbox, type NotificationKind } from '../../db/tables/notifications.js';
import type { NotificationSender } from '../../platform/notifications/notification-sender.js';
import type { Clock } from '../../shared/clock.js';

/** After this many failed sends a row is left for staff (it stays in the table with its last error). */
const MAX_SEND_ATTEMPTS = 10;

export interface QueuedNotification {
  partnerId: number;
  kind: NotificationKind;
  text: string;
  payload: Record<string, string | number | null>;
  /** Unique per event: the same event queued twice is one notification. */
  dedupeKey: string;
}

/** Queues a notification; true when it is new. Pass the event's transaction. */
export async function queueNotification(
  tx: Database,
  notification: QueuedNotification,
  now: Date,
): Promise<boolean> {
  const inserted = await tx
    .insert(notificationOutbox)
    .values({ ...notification, createdAt: now })
    .onConflictDoNothing({ target: notificationOutbox.dedupeKey })
    .returning({ id: notificationOutbox.notificationId });
  return inserted.length > 0;
}

export interface NotificationDeps {
  db: Database;
  clock: Clock;
  sender: NotificationSender;
}

/** Sends unsent notifications one by one, each in its own short transaction; returns how many were sent. */
export async function sendPendingNotifications(
  deps: NotificationDeps,
  options: { limit?: number } = {},
): Promise<number> {
  let sent = 0;
  const failed: number[] = [];
  for (let i = 0; i < (options.limit ?? 100); i++) {
    const outcome = await sendNext(deps, failed);
    if (outcome === 'none') break;
    if (outcome === 'sent') sent += 1;
  }
  return sent;
}

/** `failed`: rows that failed in this run, not tried again before the next run. */
async function sendNext(
  { db, clock, sender }: NotificationDeps,
  failed: number[],
): Promise<'sent' | 'failed' | 'none'> {
  let failure: { id: number; error: string } | undefined;
  const outcome = await db.transaction(async (tx): Promise<'sent' | 'failed' | 'none'> => {
    const [row] = await tx
      .select()
      .from(notificationOutbox)
      .where(
        and(
          isNull(notificationOutbox.sentAt),
          lt(notificationOutbox.attempts, MAX_SEND_ATTEMPTS),
          failed.length > 0 ? notInArray(notificationOutbox.notificationId, failed) : undefined,
        ),
      )
      .orderBy(asc(notificationOutbox.notificationId))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return 'none';
    try {
      await sender.send({
        notificationId: row.notificationId,
        partnerId: row.partnerId,
        kind: row.kind,
        text: row.text,
        payload: row.payload,
      });
    } catch (error) {
      failure = { id: row.notificationId, error: error instanceof Error ? error.message : String(error) };
      return 'failed';
    }
    await tx
      .update(notificationOutbox)
      .set({ sentAt: clock.now(), attempts: sql`${notificationOutbox.attempts} + 1`, lastError: null })
      .where(eq(notificationOutbox.notificationId, row.notificationId));
    return 'sent';
  });
  if (failure) {
    failed.push(failure.id);
    await db
      .update(notificationOutbox)
      .set({ attempts: sql`${notificationOutbox.attempts} + 1`, lastError: failure.error.slice(0, 500) })
      .where(eq(notificationOutbox.notificationId, failure.id));
  }
  return outcome;
}
