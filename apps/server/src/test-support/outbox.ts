/** What the events under test queued in the notification outbox (read straight from the table). */
import type { NotificationKind } from '@partner-portal/contract/notifications-constants';
import { and, asc, eq, like } from 'drizzle-orm';
import { notificationOutbox } from '../db/tables/notifications.js';
import type { TestApp } from './test-app.js';

/** The notifications of one kind, oldest first: one partner's, or those whose dedupe key starts with `keyPrefix`. */
export const queuedOf = (
  t: TestApp,
  kind: NotificationKind,
  of: { partnerId?: number; keyPrefix?: string } = {},
) =>
  t.database.db
    .select()
    .from(notificationOutbox)
    .where(
      and(
        eq(notificationOutbox.kind, kind),
        of.partnerId === undefined ? undefined : eq(notificationOutbox.partnerId, of.partnerId),
        of.keyPrefix === undefined ? undefined : like(notificationOutbox.dedupeKey, `${of.keyPrefix}%`),
      ),
    )
    .orderBy(asc(notificationOutbox.notificationId));
