/** The partner's inbox: every notification they were sent, newest first, and what they have read. */
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Inbox, InboxItem, MarkRead } from '@partner-portal/contract/notifications-api';
import type { Database } from '../../db/client.js';
import { notificationOutbox } from '../../db/tables/notifications.js';

const mine = (partnerId: number) => eq(notificationOutbox.partnerId, partnerId);
const unread = isNull(notificationOutbox.readAt);

export async function readInbox(
  db: Database,
  partnerId: number,
  query: { page: number; size: number; unread_only: boolean },
): Promise<Inbox> {
  const where = query.unread_only ? and(mine(partnerId), unread) : mine(partnerId);
  const [rows, [all], [notRead]] = await Promise.all([
    db
      .select()
      .from(notificationOutbox)
      .where(where)
      .orderBy(desc(notificationOutbox.notificationId))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ n: count() }).from(notificationOutbox).where(where),
    db
      .select({ n: count() })
      .from(notificationOutbox)
      .where(and(mine(partnerId), unread)),
  ]);
  return {
    total: all!.n,
    unread: notRead!.n,
    page: query.page,
    size: query.size,
    items: rows.map((row): InboxItem => ({
      notification_id: row.notificationId,
      kind: row.kind,
      title: row.title,
      text: row.text,
      link: row.link,
      created_at: row.createdAt.toISOString(),
      read: row.readAt !== null,
    })),
  };
}

/** Marks the caller's notifications read (another partner's ids change nothing); answers the unread count left. */
export async function markRead(
  db: Database,
  partnerId: number,
  body: MarkRead,
  now: Date,
): Promise<{ unread: number }> {
  await db
    .update(notificationOutbox)
    .set({ readAt: now })
    .where(
      and(
        mine(partnerId),
        unread,
        body.all ? undefined : inArray(notificationOutbox.notificationId, body.ids ?? []),
      ),
    );
  const [left] = await db
    .select({ n: count() })
    .from(notificationOutbox)
    .where(and(mine(partnerId), unread));
  return { unread: left!.n };
}
