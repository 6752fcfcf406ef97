/** Construction cases and their photos. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { partners } from './partners.js';

/** A construction case of a partner's portfolio. Deleting is soft: `deleted_at` hides it everywhere. */
export const constructionCases = pgTable(
  'construction_cases',
  {
    caseId: serial('case_id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.partnerId),
    title: text('title').notNull(),
    status: text('status', { enum: ['draft', 'published', 'hidden'] })
      .notNull()
      .default('draft'),
    housingType: text('housing_type'),
    scope: text('scope', { enum: ['full', 'partial'] }),
    areaM2: numeric('area_m2', { precision: 7, scale: 2, mode: 'number' }),
    costWon: bigint('cost_won', { mode: 'number' }),
    durationDays: integer('duration_days'),
    completedOn: date('completed_on', { mode: 'string' }),
    regionSido: text('region_sido'),
    regionSigungu: text('region_sigungu'),
    constructionTypes: jsonb('construction_types').$type<string[]>().notNull().default([]),
    styleTags: jsonb('style_tags').$type<string[]>().notNull().default([]),
    description: text('description').notNull().default(''),
    viewCount: integer('view_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // The list: one partner's live cases, newest change first (and the other sorts by partner).
    index('construction_cases_partner_updated_idx')
      .on(t.partnerId, t.updatedAt, t.caseId)
      .where(sql`deleted_at is null`),
    index('construction_cases_partner_status_idx')
      .on(t.partnerId, t.status, t.updatedAt)
      .where(sql`deleted_at is null`),
  ],
);

/**
 * A case photo, stored as WebP in three sizes. Uploaded photos are staged (`case_id` null) until a
 * case takes them; staged photos nobody took are purged after a day.
 */
export const casePhotos = pgTable(
  'case_photos',
  {
    photoId: serial('photo_id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.partnerId),
    caseId: integer('case_id').references(() => constructionCases.caseId),
    position: integer('position').notNull().default(0),
    isCover: boolean('is_cover').notNull().default(false),
    caption: text('caption').notNull().default(''),
    pairGroup: integer('pair_group'),
    pairRole: text('pair_role', { enum: ['before', 'after'] }),
    thumbKey: text('thumb_key').notNull(),
    mediumKey: text('medium_key').notNull(),
    largeKey: text('large_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('case_photos_case_idx').on(t.caseId, t.position),
    index('case_photos_partner_idx').on(t.partnerId),
  ],
);
