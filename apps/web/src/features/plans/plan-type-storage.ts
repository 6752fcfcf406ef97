/** Spec §3: the plan type chosen on /paymentPlan is kept in local storage. */
import { PLAN_CODES, type PlanCode } from '@partner-portal/contract/plans-constants';
import { readStorage, writeStorage } from '../../lib/storage';

export const PLAN_TYPE_KEY = 'paymentPlanType';

const CODES: readonly number[] = Object.values(PLAN_CODES);

export function readPlanType(): PlanCode {
  const stored = Number(readStorage('local', PLAN_TYPE_KEY) ?? Number.NaN);
  return CODES.includes(stored) ? (stored as PlanCode) : PLAN_CODES.monthly;
}

export const writePlanType = (code: PlanCode) => writeStorage('local', PLAN_TYPE_KEY, String(code));
