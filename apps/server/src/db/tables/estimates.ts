/**
 * Leads (estimates, issue #39): the requests the marketplace routes to a partner, what the partner
 * answers, the notes and timeline, the relay number, and the quotes sent. The customer's name and
 * phone are kept encrypted and shown only after the partner accepts; nothing else personal is kept.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { LeadStatus } from '@partner-portal/contract/leads-constants';
import { createdAt } from './columns.js';
import { partners } from './partners.js';

export interface LeadPhoto {
  /** Object-store key of the re-encoded image. */
  key: string;
  width: number;
  height: number;
  /** Size of the stored (re-encoded) file. */
  bytes: number;
  /** SHA-256 (hex) of the photo as the marketplace sent it: a replay of the lead is told by it. */
  digest: string;
}

export interface PaymentStage {
  stage: string;
  percent: number;
  due: string;
  amount_won: number;
}

export const estimates = pgTable(
  'estimates',
  {
    /** The lead number the partner sees (`/leads/:leadNo`). */
    estimateNo: serial('estimate_no').primaryKey(),
    /** The marketplace's own id of the lead: a replay of the same lead creates nothing. */
    leadId: text('lead_id').notNull(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.partnerId),
    /** The plan that won the lead; null only for leads recorded before issue #39. */
    productKey: text('product_key'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    regionSido: text('region_sido').notNull(),
    regionSigungu: text('region_sigungu').notNull(),
    constructionType: text('construction_type').notNull(),
    spaceType: text('space_type').notNull().default('아파트'),
    areaM2: numeric('area_m2', { precision: 9, scale: 2, mode: 'number' }).notNull().default(0),
    rooms: jsonb('rooms').$type<string[]>().notNull().default([]),
    desiredStart: date('desired_start', { mode: 'string' }),
    budgetMinWon: integer('budget_min_won'),
    budgetMaxWon: integer('budget_max_won'),
    description: text('description').notNull().default(''),
    photos: jsonb('photos').$type<LeadPhoto[]>().notNull().default([]),
    customerNameMasked: text('customer_name_masked').notNull(),
    /** Encrypted with the field cipher; null for leads recorded before issue #39. */
    customerNameEnc: text('customer_name_enc'),
    customerPhoneEnc: text('customer_phone_enc'),
    status: text('status').$type<LeadStatus>().notNull().default('new'),
    statusReason: text('status_reason'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    /** 4 business hours after receipt: when the first response is due. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    /** Business minutes from receipt to the first response. */
    firstResponseMinutes: integer('first_response_minutes'),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** When the 30-minutes-left reminder was queued. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    nextContactOn: date('next_contact_on', { mode: 'string' }),
    /** The next-contact day whose reminder was queued (a new date is reminded again). */
    nextContactRemindedOn: date('next_contact_reminded_on', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('estimates_lead_id').on(t.leadId),
    index('estimates_partner_received_idx').on(t.partnerId, t.receivedAt.desc(), t.estimateNo.desc()),
    index('estimates_partner_status_idx').on(t.partnerId, t.status, t.receivedAt.desc(), t.estimateNo.desc()),
    index('estimates_received_idx').on(t.receivedAt.desc(), t.estimateNo.desc()),
    index('estimates_unanswered_due_idx')
      .on(t.dueAt)
      .where(sql`${t.status} = 'new'`),
  ],
);

/** A lead's timeline: every answer, status change, note, reveal, quote sent and opened. */
export const leadEvents = pgTable(
  'lead_events',
  {
    eventId: bigserial('event_id', { mode: 'number' }).primaryKey(),
    estimateNo: integer('estimate_no')
      .notNull()
      .references(() => estimates.estimateNo),
    at: timestamp('at', { withTimezone: true }).notNull(),
    kind: text('kind').notNull(),
    status: text('status').$type<LeadStatus>(),
    reason: text('reason'),
    text: text('text'),
  },
  (t) => [index('lead_events_lead_idx').on(t.estimateNo, t.eventId)],
);

export const leadNotes = pgTable(
  'lead_notes',
  {
    noteNo: serial('note_no').primaryKey(),
    estimateNo: integer('estimate_no')
      .notNull()
      .references(() => estimates.estimateNo),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('lead_notes_lead_idx').on(t.estimateNo)],
);

/** The relay number (안심번호) issued when the partner accepted: one per lead, valid 7 days. */
export const leadRelays = pgTable('lead_relays', {
  estimateNo: integer('estimate_no')
    .primaryKey()
    .references(() => estimates.estimateNo),
  relayNumber: text('relay_number').notNull(),
  /** The provider's id of the mapping, for its release. */
  providerRef: text('provider_ref').notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** A sent quote: one version, never edited; a newer version of the same lead supersedes it. */
export const quotes = pgTable(
  'quotes',
  {
    quoteNo: serial('quote_no').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.partnerId),
    estimateNo: integer('estimate_no')
      .notNull()
      .references(() => estimates.estimateNo),
    version: integer('version').notNull(),
    supersededBy: integer('superseded_by'),
    labourWon: integer('labour_won').notNull(),
    materialWon: integer('material_won').notNull(),
    supplyWon: integer('supply_won').notNull(),
    vatWon: integer('vat_won').notNull(),
    totalWon: integer('total_won').notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    paymentSchedule: jsonb('payment_schedule').$type<PaymentStage[]>().notNull(),
    notes: text('notes').notNull().default(''),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
    openCount: integer('open_count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('quotes_lead_version').on(t.estimateNo, t.version),
    index('quotes_partner_idx').on(t.partnerId, t.quoteNo.desc()),
  ],
);

export const quoteItems = pgTable(
  'quote_items',
  {
    quoteNo: integer('quote_no')
      .notNull()
      .references(() => quotes.quoteNo),
    lineNo: integer('line_no').notNull(),
    trade: text('trade').notNull(),
    name: text('name').notNull(),
    material: text('material').notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    unit: text('unit').notNull(),
    labourUnitWon: integer('labour_unit_won').notNull(),
    materialUnitWon: integer('material_unit_won').notNull(),
    labourWon: integer('labour_won').notNull(),
    materialWon: integer('material_won').notNull(),
  },
  (t) => [primaryKey({ columns: [t.quoteNo, t.lineNo] })],
);
