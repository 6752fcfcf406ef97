/**
 * Settings admins edit in the console (`portal_settings`, one JSON value per key): the bank-transfer
 * account. Every change is in the audit log with the value before and after.
 */
import type { BankAccount } from '@partner-portal/contract/portal-settings-api';
import {
  BANK_ACCOUNT_PLACEHOLDER,
  bankAccountLine,
} from '@partner-portal/contract/portal-settings-constants';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { portalSettings, type PortalSettings } from '../../db/tables/settings.js';
import { writeAudit, type AuditActor } from '../../platform/audit/audit-log.js';
import type { Clock } from '../../shared/clock.js';

async function readSetting<Key extends keyof PortalSettings>(
  db: Database,
  key: Key,
): Promise<PortalSettings[Key]> {
  const [row] = await db.select().from(portalSettings).where(eq(portalSettings.key, key));
  // Migration 0032 writes every key; a database without it is not one this server runs on.
  if (!row) throw new Error(`portal setting ${key} is missing`);
  return row.value as PortalSettings[Key];
}

/** The account partners transfer to (the order's transfer instructions, the transfer popups). */
export const bankAccount = (db: Database): Promise<BankAccount> => readSetting(db, 'bank_account');

export async function setBankAccount(
  { db, clock }: { db: Database; clock: Clock },
  actor: AuditActor,
  value: BankAccount,
): Promise<BankAccount> {
  const now = clock.now();
  await db.transaction(async (tx) => {
    const before = await readSetting(tx, 'bank_account');
    await tx
      .update(portalSettings)
      .set({ value, updatedAt: now, updatedBy: actor.memberNo })
      .where(eq(portalSettings.key, 'bank_account'));
    await writeAudit(
      tx,
      actor,
      {
        action: 'setting_bank_account',
        targetType: 'setting',
        targetId: 'bank_account',
        before,
        after: value,
      },
      now,
    );
  });
  return value;
}

/** Text with `{입금계좌}` in it, with the account written in (read only when the text asks for it). */
export async function withBankAccount(db: Database, texts: string[]): Promise<(text: string) => string> {
  if (!texts.some((text) => text.includes(BANK_ACCOUNT_PLACEHOLDER))) return (text) => text;
  const line = bankAccountLine(await bankAccount(db));
  return (text) => text.replaceAll(BANK_ACCOUNT_PLACEHOLDER, line);
}
