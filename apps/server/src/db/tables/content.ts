/**
 * Content written by the provider's staff and read by partners: notices, events, promotions, the FAQ
 * and the emergency notice. Every kind is a draft until `publish_at` is set, visible from that time
 * on, and hidden again while `unpublished`. Rich text is stored already sanitized.
 */
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { partners } from './partners.js';

const publishing = () => ({
  /** Null: a draft. */
  publishAt: timestamp('publish_at', { withTimezone: true }),
  unpublished: boolean('unpublished').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const notices = pgTable(
  'notices',
  {
    noticeNo: serial('notice_no').primaryKey(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    /** Important: every partner is told when it goes live (notice.important). */
    important: boolean('important').notNull().default(false),
    /** When partners were told of it; null while not (yet) announced. */
    announcedAt: timestamp('announced_at', { withTimezone: true }),
    attachments: jsonb('attachments').$type<{ name: string; url: string }[]>().notNull().default([]),
    viewCount: integer('view_count').notNull().default(0),
    ...publishing(),
  },
  (t) => [index('notices_publish_idx').on(t.publishAt)],
);

/** One row per partner, notice and Korean day: a view counts once a day. */
export const noticeViews = pgTable(
  'notice_views',
  {
    noticeNo: integer('notice_no')
      .notNull()
      .references(() => notices.noticeNo, { onDelete: 'cascade' }),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.partnerId, { onDelete: 'cascade' }),
    /** The Korean calendar day of the view. */
    viewDay: date('view_day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.noticeNo, t.partnerId, t.viewDay] })],
);

export const events = pgTable('events', {
  eventNo: serial('event_no').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull().default(''),
  imageUrl: text('image_url').notNull(),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }).notNull(),
  /** Staff may stop an event before its end date. */
  inService: boolean('in_service').notNull().default(true),
  ctaLabel: text('cta_label'),
  ctaUrl: text('cta_url'),
  /** When partners were told of it (marketing.event); null while not (yet) announced. */
  announcedAt: timestamp('announced_at', { withTimezone: true }),
  ...publishing(),
});

export const promotions = pgTable('promotions', {
  promotionNo: serial('promotion_no').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull().default(''),
  imageUrl: text('image_url'),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }).notNull(),
  /** Empty: every grade. */
  targetGrades: text('target_grades').array().notNull().default([]),
  targetAudience: text('target_audience', { enum: ['all', 'ad', 'non_ad'] })
    .notNull()
    .default('all'),
  ctaLabel: text('cta_label'),
  ctaUrl: text('cta_url'),
  ...publishing(),
});

export const faqs = pgTable(
  'faqs',
  {
    faqNo: serial('faq_no').primaryKey(),
    categoryNo: integer('category_no').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    ...publishing(),
  },
  (t) => [index('faqs_category_idx').on(t.categoryNo, t.sortOrder)],
);

export const emergencyNotices = pgTable('emergency_notices', {
  emergencyNo: serial('emergency_no').primaryKey(),
  title: text('title').notNull(),
  text: text('text').notNull(),
  linkUrl: text('link_url'),
  startAt: timestamp('start_at', { withTimezone: true }).notNull(),
  endAt: timestamp('end_at', { withTimezone: true }).notNull(),
  ...publishing(),
});
