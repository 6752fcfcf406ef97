/**
 * Settings the provider's admins edit in the console (ours; the spec shows no staff screens). Today
 * one: the account partners pay bank transfers into, which every transfer screen and popup reads.
 *
 * Zod-free: what the SPA reads (paths, labels, messages) loads without the schemas of portal-settings-api.ts.
 */
export const SETTINGS_STAFF_PATHS = {
  /** Admin role: read and replace the bank-transfer account. */
  bankAccount: '/settings/bank-account',
} as const;

/** Partner group: the bank-transfer account (the payment screen and the transfer dialog show it). */
export const SETTINGS_PARTNER_PATHS = { bankAccount: '/authapi/partner/bank-account' } as const;

/** Written in a popup's text, replaced by the account on the line `은행 번호 (예금주)` when shown. */
export const BANK_ACCOUNT_PLACEHOLDER = '{입금계좌}';

/** The account as the API carries it. */
export interface BankAccountFields {
  bank_name: string;
  account_number: string;
  account_holder: string;
}

/** `KB국민은행 469801-01-284731 (주식회사 리모델링마켓)`. */
export const bankAccountLine = (account: BankAccountFields): string =>
  `${account.bank_name} ${account.account_number} (${account.account_holder})`;
