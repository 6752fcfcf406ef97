/**
 * What partners and visitors read: the notice list and its view count, events, the promotions for
 * one partner, the FAQ and the emergency notice. Only published content is ever answered, and rich
 * text is sanitized again on the way out.
 */
import {
  FAQ_CATEGORIES,
  PARTNER_EVENT_TYPE,
  type FaqCategoryNo,
} from '@partner-portal/contract/content-constants';
import type {
  EmergencyNotice,
  EventDetail,
  EventItem,
  EventList,
  FaqItem,
  NoticeItem,
  NoticeList,
  NoticeListQuery,
  PromotionItem,
} from '@partner-portal/contract/content-api';
import { seoulDate } from '@partner-portal/contract/seoul-time';
import type { AdPlan } from '@partner-portal/contract/partner-api';
import { and, asc, count, desc, eq, gt, gte, ilike, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { emergencyNotices, events, faqs, notices, noticeViews, promotions } from '../../db/tables/content.js';
import type { Clock } from '../../shared/clock.js';
import { notFound } from '../../shared/problems.js';
import { adPlanOf } from '../partners/partner-service.js';
import { eventShownAt, visibleAt } from './content-tables.js';
import { sanitizeRichText } from './rich-text.js';

export interface ContentDeps {
  db: Database;
  clock: Clock;
}

const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function noticeItem(row: typeof notices.$inferSelect): NoticeItem {
  return {
    article_no: row.noticeNo,
    title: row.title,
    body: sanitizeRichText(row.body),
    pinned: row.pinned,
    create_date: row.publishAt!.toISOString(),
    view_count: row.viewCount,
    attachments: row.attachments,
  };
}

/** One page of notices: pinned first, then newest first; a keyword searches the titles. */
export async function listNotices({ db, clock }: ContentDeps, query: NoticeListQuery): Promise<NoticeList> {
  const where = and(
    visibleAt(notices, clock.now()),
    query.keyword ? ilike(notices.title, likePattern(query.keyword)) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(notices).where(where);
  const rows = await db
    .select()
    .from(notices)
    .where(where)
    .orderBy(desc(notices.pinned), desc(notices.publishAt), desc(notices.noticeNo))
    .limit(query.page_size)
    .offset(query.page_index * query.page_size);
  return {
    total_count: total?.n ?? 0,
    page_index: query.page_index,
    page_size: query.page_size,
    list: rows.map(noticeItem),
  };
}

/** Counts a partner's view of a notice once per Korean day; answers the count after it. */
export async function viewNotice(
  { db, clock }: ContentDeps,
  partnerId: number,
  noticeNo: number,
): Promise<{ article_no: number; view_count: number }> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [notice] = await tx
      .select({ viewCount: notices.viewCount })
      .from(notices)
      .where(and(eq(notices.noticeNo, noticeNo), visibleAt(notices, now)));
    if (!notice) throw notFound();
    const counted = await tx
      .insert(noticeViews)
      .values({ noticeNo, partnerId, viewDay: seoulDate(now) })
      .onConflictDoNothing()
      .returning({ noticeNo: noticeViews.noticeNo });
    if (counted.length === 0) return { article_no: noticeNo, view_count: notice.viewCount };
    const [updated] = await tx
      .update(notices)
      .set({ viewCount: sql`${notices.viewCount} + 1` })
      .where(eq(notices.noticeNo, noticeNo))
      .returning({ viewCount: notices.viewCount });
    return { article_no: noticeNo, view_count: updated!.viewCount };
  });
}

/** An event runs from its start day to its end day (Seoul) unless staff stopped it. */
const running = (today: string) =>
  sql<number>`case when ${events.inService} and ${events.endDate} >= ${today} then 1 else 0 end`;

function eventItem(row: typeof events.$inferSelect, inService: number): EventItem {
  return {
    event_no: row.eventNo,
    title: row.title,
    image_url: row.imageUrl,
    start_date: row.startDate,
    end_date: row.endDate,
    in_service: inService === 1 ? 1 : 0,
  };
}

/** Events that have started: running ones first, then by start day, newest first. */
export async function listEvents(
  { db, clock }: ContentDeps,
  page: number,
  size: number,
  type: number,
): Promise<EventList> {
  if (type !== PARTNER_EVENT_TYPE) return { total_count: 0, list: [] };
  const now = clock.now();
  const today = seoulDate(now);
  const where = eventShownAt(now);
  const [total] = await db.select({ n: count() }).from(events).where(where);
  const rows = await db
    .select({ event: events, inService: running(today) })
    .from(events)
    .where(where)
    .orderBy(desc(running(today)), desc(events.startDate), desc(events.eventNo))
    .limit(size)
    .offset(page * size);
  return { total_count: total?.n ?? 0, list: rows.map((r) => eventItem(r.event, Number(r.inService))) };
}

export async function eventDetail({ db, clock }: ContentDeps, eventNo: number): Promise<EventDetail> {
  const now = clock.now();
  const today = seoulDate(now);
  const [row] = await db
    .select({ event: events, inService: running(today) })
    .from(events)
    .where(and(eq(events.eventNo, eventNo), eventShownAt(now)));
  if (!row) throw notFound();
  return {
    ...eventItem(row.event, Number(row.inService)),
    body: sanitizeRichText(row.event.body),
    cta_label: row.event.ctaLabel,
    cta_url: row.event.ctaUrl,
  };
}

/**
 * The promotions running today that target this partner's grade and ad-plan status (`adPlan`: the
 * partner's, when the caller reads it anyway).
 */
export async function promotionsFor(
  deps: ContentDeps,
  partnerId: number,
  adPlan: Promise<AdPlan> = adPlanOf(deps, partnerId),
): Promise<PromotionItem[]> {
  const { db, clock } = deps;
  const now = clock.now();
  const today = seoulDate(now);
  const { ad_plan_list: adPlans, partner_grade: grade } = await adPlan;
  const audiences = ['all', adPlans.length > 0 ? 'ad' : 'non_ad'];
  const rows = await db
    .select()
    .from(promotions)
    .where(
      and(
        visibleAt(promotions, now),
        lte(promotions.startDate, today),
        gte(promotions.endDate, today),
        sql`(cardinality(${promotions.targetGrades}) = 0 or ${grade} = any(${promotions.targetGrades}))`,
        sql`${promotions.targetAudience} in (${sql.join(
          audiences.map((a) => sql`${a}`),
          sql`, `,
        )})`,
      ),
    )
    .orderBy(desc(promotions.startDate), desc(promotions.promotionNo));
  return rows.map((row) => ({
    promotion_no: row.promotionNo,
    title: row.title,
    body: sanitizeRichText(row.body),
    image_url: row.imageUrl,
    start_date: row.startDate,
    end_date: row.endDate,
    cta_label: row.ctaLabel,
    cta_url: row.ctaUrl,
  }));
}

/** The published FAQ of one category (0: every category), in the staff's order. */
export async function faqList({ db, clock }: ContentDeps, categoryNo: number): Promise<FaqItem[]> {
  const rows = await db
    .select()
    .from(faqs)
    .where(and(visibleAt(faqs, clock.now()), categoryNo === 0 ? undefined : eq(faqs.categoryNo, categoryNo)))
    .orderBy(asc(faqs.categoryNo), asc(faqs.sortOrder), asc(faqs.faqNo));
  return rows.map((row) => ({
    faq_no: row.faqNo,
    category_no: row.categoryNo,
    category_name: FAQ_CATEGORIES[row.categoryNo as FaqCategoryNo] ?? '기타',
    question: row.question,
    answer: row.answer,
    sort_order: row.sortOrder,
  }));
}

/** The emergency notice whose window holds now (the latest to start when several do). */
export async function activeEmergency({ db, clock }: ContentDeps): Promise<EmergencyNotice | null> {
  const now = clock.now();
  const [row] = await db
    .select()
    .from(emergencyNotices)
    .where(
      and(
        visibleAt(emergencyNotices, now),
        lte(emergencyNotices.startAt, now),
        gt(emergencyNotices.endAt, now),
      ),
    )
    .orderBy(desc(emergencyNotices.startAt), desc(emergencyNotices.emergencyNo))
    .limit(1);
  if (!row) return null;
  return {
    emergency_no: row.emergencyNo,
    title: row.title,
    text: row.text,
    link_url: row.linkUrl,
    start_at: row.startAt.toISOString(),
    end_at: row.endAt.toISOString(),
  };
}
