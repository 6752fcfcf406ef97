/**
 * 탈퇴 (issue #40 §3): the conditions the page states with their current state, and the withdrawal
 * itself after the password again. The server checks the conditions again when it withdraws.
 */
import { z } from 'zod';
import { WITHDRAWAL_CONDITIONS, WITHDRAWAL_MESSAGES } from './withdrawal-constants.js';

export const withdrawalConditionSchema = z.object({
  key: z.enum(WITHDRAWAL_CONDITIONS),
  title: z.string(),
  met: z.boolean(),
  /** What stands in the way, in Korean (e.g. "이용 중인 요금제 1건"); null when met. */
  detail: z.string().nullable(),
});
export type WithdrawalCondition = z.infer<typeof withdrawalConditionSchema>;

export const withdrawalConditionsSchema = z
  .object({ conditions: z.array(withdrawalConditionSchema), can_withdraw: z.boolean() })
  .describe('탈퇴 조건과 각 조건의 현재 상태');
export type WithdrawalConditions = z.infer<typeof withdrawalConditionsSchema>;

export const withdrawalRequestSchema = z.object({
  password: z.string().min(1, WITHDRAWAL_MESSAGES.passwordRequired).max(128),
});
export type WithdrawalRequest = z.infer<typeof withdrawalRequestSchema>;

export const withdrawalResultSchema = z.object({ withdrawn: z.literal(true) });
export type WithdrawalResult = z.infer<typeof withdrawalResultSchema>;
