/** Orders, their lines, the plan applications they settle and the top-exposure slots they hold. */
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { partners } from './partners.js';
import { planProducts } from './plans.js';
import { ORDER_STATUSES } from '@partner-portal/contract/orders-constants';
import { PAYMENT_METHODS } from '@partner-portal/contract/orders-api';

/**
 * An order: priced by the server from the catalogue, numbered and committed before any gateway call.
 * Records are never deleted (spec terms: payment records are kept 5 years); states change instead.
 */
export const orders = pgTable(
  'orders',
  {
    orderNo: text('order_no').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.partnerId),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    goodsName: text('goods_name').notNull(),
    supplyWon: integer('supply_won').notNull(),
    vatWon: integer('vat_won').notNull(),
    totalWon: integer('total_won').notNull(),
    refundedWon: integer('refunded_won').notNull().default(0),
    quota: integer('quota').notNull().default(0),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the request: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    tid: text('tid'),
    cardName: text('card_name'),
    cardNum: text('card_num'),
    approveNo: text('approve_no'),
    receiptUrl: text('receipt_url'),
    failureMessage: text('failure_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('orders_partner_idempotency_key').on(t.partnerId, t.idempotencyKey),
    // The payment history's order; migration 0023 adds INCLUDE (status) for its count and filter.
    index('orders_partner_history_idx').on(t.partnerId, t.createdAt.desc(), t.orderNo.desc()),
    index('orders_status_idx').on(t.status),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    lineId: serial('line_id').primaryKey(),
    orderNo: text('order_no')
      .notNull()
      .references(() => orders.orderNo),
    productKey: text('product_key')
      .notNull()
      .references(() => planProducts.productKey),
    name: text('name').notNull(),
    regionSido: text('region_sido'),
    regionSigungu: text('region_sigungu'),
    periodMonths: integer('period_months').notNull(),
    supplyWon: integer('supply_won').notNull(),
    vatWon: integer('vat_won').notNull(),
    /** When the line runs once paid (null until then): after the lane's periods already held. */
    periodStart: date('period_start', { mode: 'string' }),
    periodEnd: date('period_end', { mode: 'string' }),
  },
  (t) => [index('order_lines_order_idx').on(t.orderNo)],
);

/**
 * Top-exposure slots: one row per (district, product, month, slot). The unique index makes two
 * partners racing for the last slot of a month unable to both get it; a hold expires unless paid.
 */
export const adSlotHolds = pgTable(
  'ad_slot_holds',
  {
    holdId: serial('hold_id').primaryKey(),
    /** Slot pool: ZP products share the standard slots of a district, ZPP products its premium slots. */
    pool: text('pool', { enum: ['standard', 'premium'] }).notNull(),
    regionSido: text('region_sido').notNull(),
    regionSigungu: text('region_sigungu').notNull(),
    /** First day of the month the slot covers. */
    month: date('month', { mode: 'string' }).notNull(),
    slotNo: integer('slot_no').notNull(),
    orderNo: text('order_no')
      .notNull()
      .references(() => orders.orderNo),
    status: text('status', { enum: ['held', 'confirmed'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('ad_slot_holds_slot_key').on(t.pool, t.regionSido, t.regionSigungu, t.month, t.slotNo),
    index('ad_slot_holds_order_idx').on(t.orderNo),
  ],
);

/**
 * A partner's application for plans (`POST /plan-api/join`): what `/payment` then asks to be paid.
 * One open application per partner; a new one replaces it. Rows are kept as the partner's sales history.
 */
export const planApplications = pgTable(
  'plan_applications',
  {
    applicationNo: serial('application_no').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.partnerId),
    /** `[{product_key, region}]` as validated by the contract's plan items. */
    items: jsonb('items')
      .$type<{ product_key: string; region: { sido: string; sigungu: string } | null }[]>()
      .notNull(),
    status: text('status', { enum: ['open', 'replaced'] })
      .notNull()
      .default('open'),
    /** The latest order made to pay it; the application is owed until that order goes through. */
    orderNo: text('order_no').references(() => orders.orderNo),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('plan_applications_one_open')
      .on(t.partnerId)
      .where(sql`${t.status} = 'open'`),
  ],
);
