/**
 * Leads (estimates) the marketplace sends a partner: where and what the customer wants built, and a
 * budget range. No customer personal data beyond a masked name (김*수).
 */
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { partners } from './partners.js';

export const estimates = pgTable(
  'estimates',
  {
    estimateNo: serial('estimate_no').primaryKey(),
    /** The marketplace's own id of the lead: a replay of the same lead creates nothing. */
    leadId: text('lead_id').notNull(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.partnerId),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    regionSido: text('region_sido').notNull(),
    regionSigungu: text('region_sigungu').notNull(),
    constructionType: text('construction_type').notNull(),
    budgetMinWon: integer('budget_min_won'),
    budgetMaxWon: integer('budget_max_won'),
    customerNameMasked: text('customer_name_masked').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('estimates_lead_id').on(t.leadId),
    index('estimates_partner_received_idx').on(t.partnerId, t.receivedAt),
  ],
);
