/**
 * Popups as data (spec §2, §4): what partners see on top of the main layout's pages. A popup shows
 * while `visible`, inside `starts_at <= now < ends_at` (end exclusive; null: open), on its placement,
 * to its audience, queued by `priority` (smaller first). Texts are stored as plain text.
 */
import type { PopupButton, PopupImage } from '@partner-portal/contract/popups-api';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './auth.js';
import { createdAt } from './columns.js';

export const popups = pgTable(
  'popups',
  {
    popupNo: serial('popup_no').primaryKey(),
    kind: text('kind', { enum: ['image', 'text', 'notice', 'plan_join', 'chat'] }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    image: jsonb('image').$type<PopupImage>(),
    buttons: jsonb('buttons').$type<PopupButton[]>().notNull().default([]),
    placement: text('placement', { enum: ['intro', 'main', 'payment'] }).notNull(),
    audience: text('audience', { enum: ['all', 'ad', 'grades', 'no_renewal'] })
      .notNull()
      .default('all'),
    audienceGrades: text('audience_grades').array().notNull().default([]),
    visible: boolean('visible').notNull().default(false),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** Exclusive: the first instant the popup no longer shows. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    priority: integer('priority').notNull().default(100),
    offersHideToday: boolean('offers_hide_today').notNull().default(true),
    createdBy: integer('created_by').references(() => members.memberNo),
    updatedBy: integer('updated_by').references(() => members.memberNo),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('popups_window_idx').on(t.placement, t.startsAt)],
);
