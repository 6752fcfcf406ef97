/**
 * Partners are told of a notice staff marked important (notice.important) and of a new event
 * (marketing.event; the hub applies the marketing consent) when it goes live: in the transaction of
 * the staff write that publishes it now, or by the job `content-announcements` when its time (or an
 * event's first day) comes. Each item is announced once (`announced_at`), however often it is edited
 * afterwards, to every active partner in one statement.
 */
import type { ContentKind } from '@partner-portal/contract/content-api';
import { seoulDate } from '@partner-portal/contract/seoul-time';
import { and, eq, gte, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { events, notices } from '../../db/tables/content.js';
import type { Clock } from '../../shared/clock.js';
import { queueToPartners } from '../notifications/outbox.js';
import { activePartnerIds } from '../partners/partner-service.js';
import { eventShownAt, visibleAt } from './content-tables.js';

/** Announces what is live and not yet announced; `only` limits it to one item (a staff write). */
export async function announceLiveContent(
  tx: Database,
  now: Date,
  only?: { kind: ContentKind; id: number },
): Promise<number> {
  const partnerIds = activePartnerIds(tx);
  let queued = 0;
  if (!only || only.kind === 'notices') {
    const due = await tx
      .update(notices)
      .set({ announcedAt: now })
      .where(
        and(
          eq(notices.important, true),
          isNull(notices.announcedAt),
          visibleAt(notices, now),
          one(notices.noticeNo, only),
        ),
      )
      .returning({ no: notices.noticeNo, title: notices.title });
    for (const notice of due) {
      queued += await queueToPartners(
        tx,
        {
          kind: 'notice.important',
          variables: { 제목: notice.title, 공지번호: notice.no },
          dedupeKey: `notice.important:${notice.no}`,
        },
        partnerIds,
        now,
      );
    }
  }
  if (!only || only.kind === 'events') {
    // Once partners can see it (published and started); one stopped by staff or already over is not news.
    const due = await tx
      .update(events)
      .set({ announcedAt: now })
      .where(
        and(
          isNull(events.announcedAt),
          eventShownAt(now),
          eq(events.inService, true),
          gte(events.endDate, seoulDate(now)),
          one(events.eventNo, only),
        ),
      )
      .returning({ no: events.eventNo, title: events.title });
    for (const event of due) {
      queued += await queueToPartners(
        tx,
        {
          kind: 'marketing.event',
          variables: { 제목: event.title, 이벤트번호: event.no },
          dedupeKey: `marketing.event:${event.no}`,
        },
        partnerIds,
        now,
      );
    }
  }
  return queued;
}

const one = (
  column: typeof notices.noticeNo | typeof events.eventNo,
  only?: { id: number },
): SQL | undefined => (only ? eq(column, only.id) : undefined);

/** The job: items whose scheduled time has come. */
export const announceScheduledContent = ({ db, clock }: { db: Database; clock: Clock }) =>
  db.transaction((tx) => announceLiveContent(tx, clock.now()));
