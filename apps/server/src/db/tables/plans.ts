/** The plan catalogue and consulting requests. */
import {
  bigint,
  boolean,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { partners } from './partners.js';

/** The plan catalogue (spec §1/§3), seeded from `content/plans.json`; staff edit it later. */
export const planProducts = pgTable('plan_products', {
  productKey: text('product_key').primaryKey(),
  code: smallint('code').notNull(),
  name: text('name').notNull(),
  tierOrder: integer('tier_order').notNull(),
  priceWon: integer('price_won').notNull(),
  periodMonths: integer('period_months').notNull().default(1),
  recommend: boolean('recommend').notNull().default(false),
  budgetCap: bigint('budget_cap', { mode: 'number' }),
  customerBudget: text('customer_budget'),
  constructionArea: text('construction_area'),
  activeConstructionType: text('active_construction_type'),
  constructionTypes: jsonb('construction_types').$type<string[]>().notNull().default([]),
  description: text('description').notNull().default(''),
  adCode: text('ad_code'),
  slotsPerDistrict: integer('slots_per_district'),
  active: boolean('active').notNull().default(true),
});

/** Plan consulting requests (spec §3): one per partner and product; a consultant calls back. */
export const planConsultations = pgTable(
  'plan_consultations',
  {
    consultationNo: serial('consultation_no').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.partnerId),
    planCode: text('plan_code')
      .notNull()
      .references(() => planProducts.productKey),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('plan_consultations_partner_plan').on(t.partnerId, t.planCode)],
);
