/**
 * Settings the provider's admins edit in the console (ours; the spec shows no staff screens). Today
 * one: the account partners pay bank transfers into, which every transfer screen and popup reads.
 */
import { z } from 'zod';

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
