/**
 * Plans in use (subscriptions) and their recurring card payment: the partner's registered cards (billing keys), the arrangement with its
 * recorded agreement, one invoice per (subscription, period) and the card each billing attempt used.
 * Card numbers, expiry, birth date or business number and password digits are never stored.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orders } from './orders.js';
import { paymentAttempts } from './payment-attempts.js';
import { partners } from './partners.js';
import { members } from './auth.js';
import { planProducts } from './plans.js';
import { termsDocuments } from './terms.js';

/** A plan in use: one row per purchased line, with its period. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    subscriptionNo: serial('subscription_no').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.partnerId),
    orderNo: text('order_no')
      .notNull()
      .references(() => orders.orderNo),
    productKey: text('product_key')
      .notNull()
      .references(() => planProducts.productKey),
    regionSido: text('region_sido'),
    regionSigungu: text('region_sigungu'),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    /** `past_due`: a renewal failed and is being retried; `unpaid`: retries ran out, the plan ended; `cancelled`: refunded or withdrawn. */
    status: text('status', { enum: ['active', 'past_due', 'unpaid', 'cancelled'] })
      .notNull()
      .default('active'),
    /** Renewed by the recurring card payment at the end of each period. */
    renews: boolean('renews').notNull().default(false),
    /** The day periods are counted from (month ends clamp: 31 Jan → 28 Feb → 31 Mar); null: period_start. */
    anchorDate: date('anchor_date', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('subscriptions_partner_idx').on(t.partnerId, t.periodEnd)],
);

/** A card registered for recurring payment: the gateway's billing key and what may be shown. */
export const billingCards = pgTable(
  'billing_cards',
  {
    cardId: serial('card_id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.partnerId),
    /** The gateway's billing key (bid). */
    billingKey: text('billing_key').notNull().unique(),
    alias: text('alias').notNull(),
    /** Masked by the gateway: first six and last four digits at most. */
    maskedNumber: text('masked_number').notNull(),
    issuerCode: text('issuer_code'),
    issuerName: text('issuer_name'),
    cardType: text('card_type', { enum: ['credit', 'check'] }),
    registrationType: text('registration_type', { enum: ['personal', 'corporate'] }).notNull(),
    /** Instalments for each charge (0: single payment). */
    quota: integer('quota').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** Order in which billing tries the partner's cards (1 first). */
    position: integer('position').notNull(),
    /** A hard decline (lost, stolen, closed): billing never tries this card again. */
    hardDeclinedAt: timestamp('hard_declined_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Removed by the partner; the row stays as the record of what was charged on it. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    /** When the billing key was expired at the gateway (null while that is still owed). */
    keyExpiredAt: timestamp('key_expired_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('billing_cards_partner_alias')
      .on(t.partnerId, t.alias)
      .where(sql`${t.removedAt} is null`),
    index('billing_cards_partner_idx').on(t.partnerId, t.position),
  ],
);

/** A partner's recurring-payment arrangement and the terms version it agreed to. */
export const recurringArrangements = pgTable('recurring_arrangements', {
  partnerId: integer('partner_id')
    .primaryKey()
    .references(() => partners.partnerId),
  status: text('status', { enum: ['active', 'stopped'] }).notNull(),
  termsDocumentId: integer('terms_document_id')
    .notNull()
    .references(() => termsDocuments.documentId),
  termsVersion: integer('terms_version').notNull(),
  agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull(),
  /** Notify the partner before each execution. */
  alertBeforeExecution: boolean('alert_before_execution').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  stoppedAt: timestamp('stopped_at', { withTimezone: true }),
});

/**
 * One invoice per (subscription, period): the unique key makes a second billing run for the same
 * period find the row and do nothing. The amount is the server's price when the invoice was made.
 */
export const billingInvoices = pgTable(
  'billing_invoices',
  {
    invoiceNo: serial('invoice_no').primaryKey(),
    subscriptionNo: integer('subscription_no')
      .notNull()
      .references(() => subscriptions.subscriptionNo),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.partnerId),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    amountWon: integer('amount_won').notNull(),
    /** The order that shows this invoice in payment history; each attempt is a payment attempt of it. */
    orderNo: text('order_no')
      .notNull()
      .references(() => orders.orderNo),
    status: text('status', { enum: ['open', 'paid', 'uncollectible', 'void'] }).notNull(),
    /** Retry rounds done (a round walks the partner's cards once). */
    rounds: integer('rounds').notNull().default(0),
    /** When the next round may run (06:00 Seoul of its day). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** The attempt sent to the gateway and not yet settled; while set nobody else charges this invoice. */
    inFlightAttemptId: integer('in_flight_attempt_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('billing_invoices_subscription_period').on(t.subscriptionNo, t.periodStart),
    // In the claim's order (due time, then number), so a batch is read off the index, never sorted.
    index('billing_invoices_due_idx').on(t.status, t.nextAttemptAt, t.invoiceNo),
  ],
);

/** The card and invoice behind each billing attempt of the ledger (payment_attempts). */
export const billingAttempts = pgTable(
  'billing_attempts',
  {
    attemptId: integer('attempt_id')
      .primaryKey()
      .references(() => paymentAttempts.attemptId),
    invoiceNo: integer('invoice_no')
      .notNull()
      .references(() => billingInvoices.invoiceNo),
    cardId: integer('card_id')
      .notNull()
      .references(() => billingCards.cardId),
    /** The Korean day it was sent: at most one counted attempt per card and invoice a day. */
    chargedOn: date('charged_on', { mode: 'string' }).notNull(),
    /** False once the gateway said nothing was processed (a 5xx before the card network). */
    counted: boolean('counted').notNull().default(true),
    outcome: text('outcome', {
      enum: ['sent', 'paid', 'soft_decline', 'hard_decline', 'not_processed', 'failed'],
    }).notNull(),
  },
  (t) => [
    uniqueIndex('billing_attempts_card_day')
      .on(t.invoiceNo, t.cardId, t.chargedOn)
      .where(sql`${t.counted}`),
    // The claim reads a batch's attempts of the day, counted or not.
    index('billing_attempts_invoice_day_idx').on(t.invoiceNo, t.chargedOn),
  ],
);

/**
 * A plan's new price for renewals, announced at least 30 days before it applies: invoices for periods
 * starting on or after `effective_from` charge it only to partners who agreed; the others stop renewing.
 */
export const planPriceChanges = pgTable(
  'plan_price_changes',
  {
    changeId: serial('change_id').primaryKey(),
    productKey: text('product_key')
      .notNull()
      .references(() => planProducts.productKey),
    /** The new supply price (VAT added on top, like the catalogue price). */
    newPriceWon: integer('new_price_won').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    announcedAt: timestamp('announced_at', { withTimezone: true }).notNull(),
    /** The staff member who announced it (the record of that staff action). */
    announcedBy: integer('announced_by')
      .notNull()
      .references(() => members.memberNo),
  },
  (t) => [uniqueIndex('plan_price_changes_product_day').on(t.productKey, t.effectiveFrom)],
);

/** A partner's agreement to a price change (needed before the first charge at the new price). */
export const planPriceAgreements = pgTable(
  'plan_price_agreements',
  {
    changeId: integer('change_id')
      .notNull()
      .references(() => planPriceChanges.changeId),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.partnerId),
    agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('plan_price_agreements_change_partner').on(t.changeId, t.partnerId)],
);
