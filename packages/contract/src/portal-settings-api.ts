/**
 * Settings the provider's admins edit in the console (ours; the spec shows no staff screens). Today
 * one: the account partners pay bank transfers into, which every transfer screen and popup reads.
 */
import { z } from 'zod';

export const SETTINGS_STAFF_PATHS = {
  /** Admin role: read and replace the bank-transfer account. */
  bankAccount: '/settings/bank-account',
} as const;

/** Partner group: the bank-transfer account (the payment screen and the transfer dialog show it). */
export const SETTINGS_PARTNER_PATHS = { bankAccount: '/authapi/partner/bank-account' } as const;

/** Written in a popup's text, replaced by the account on the line `은행 번호 (예금주)` when shown. */
export const BANK_ACCOUNT_PLACEHOLDER = '{입금계좌}';

export const bankAccountSchema = z
  .object({
    bank_name: z.string().trim().min(2, '은행명을 입력해주세요.').max(30),
    account_number: z
      .string()
      .trim()
      .regex(/^\d[\d-]{5,28}\d$/, '계좌번호는 숫자와 하이픈(-)으로 입력해주세요.'),
    account_holder: z.string().trim().min(2, '예금주를 입력해주세요.').max(40),
  })
  .describe('계좌이체 입금 계좌 (은행, 계좌번호, 예금주)');
export type BankAccount = z.infer<typeof bankAccountSchema>;

/** `KB국민은행 469801-01-284731 (주식회사 리모델링마켓)`. */
export const bankAccountLine = (account: BankAccount): string =>
  `${account.bank_name} ${account.account_number} (${account.account_holder})`;
