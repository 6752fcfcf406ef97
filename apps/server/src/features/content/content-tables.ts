/** The content tables by kind, and what "published and visible now" means for every one of them. */
import type { ContentKind } from '@partner-portal/contract/content-api';
import { seoulDate } from '@partner-portal/contract/seoul-time';
import { and, eq, isNotNull, lte, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { emergencyNotices, events, faqs, notices, promotions } from '../../db/tables/content.js';

export const CONTENT_TABLES = {
  notices: { table: notices, id: notices.noticeNo },
  events: { table: events, id: events.eventNo },
  promotions: { table: promotions, id: promotions.promotionNo },
  faqs: { table: faqs, id: faqs.faqNo },
  emergencies: { table: emergencyNotices, id: emergencyNotices.emergencyNo },
} as const satisfies Record<ContentKind, { table: unknown; id: PgColumn }>;

/** Published (its publish time has come) and not taken down. */
export const visibleAt = (
  table: { publishAt: PgColumn; unpublished: PgColumn },
  now: Date,
): SQL | undefined =>
  and(isNotNull(table.publishAt), lte(table.publishAt, now), eq(table.unpublished, false));

/** An event partners see: published and started (on the Korean calendar). */
export const eventShownAt = (now: Date): SQL | undefined =>
  and(visibleAt(events, now), lte(events.startDate, seoulDate(now)));
