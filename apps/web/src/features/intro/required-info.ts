/** Where each item of the registration checklist is completed (spec §2 dialog). */
import { profileTabParam, type RequiredInfoCode } from '@partner-portal/contract/profile-checklist';
import { PATHS } from '@partner-portal/contract/routes';

/** The MyPage tab of the item, opened with `valid` so it marks what is missing; the plan on /paymentPlan. */
export function requiredInfoTarget(code: RequiredInfoCode): string {
  if (code === 'rate-plan') return PATHS.paymentPlan;
  return `${PATHS.myInfo}?${new URLSearchParams({ tab: profileTabParam(code), valid: 'true' })}`;
}
