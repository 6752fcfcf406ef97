/** Settings admins edit in the console (features/settings), one JSON value per key. */
import type { BankAccount } from '@partner-portal/contract/portal-settings-api';
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './auth.js';

/** What each setting holds: the key is the row's key. */
export interface PortalSettings {
  bank_account: BankAccount;
}

export const portalSettings = pgTable('portal_settings', {
  key: text('key').$type<keyof PortalSettings>().primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => members.memberNo),
});
