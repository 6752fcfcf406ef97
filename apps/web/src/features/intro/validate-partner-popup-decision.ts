/**
 * When the validate-partner reminder shows (spec §4): not dismissed today, a partner id known, the
 * checklist not complete, and outside its quiet window around the 2025 harvest-festival popup.
 */

export const VALIDATE_PARTNER_POPUP = 'validatePartner';

/** Hidden from 2025-10-01 09:00 through 2025-10-10 08:59 (Korean time): `from` ≤ now < `until`. */
export const VALIDATE_PARTNER_QUIET_WINDOW = {
  from: new Date('2025-10-01T09:00:00+09:00'),
  until: new Date('2025-10-10T09:00:00+09:00'),
} as const;

export interface ValidatePartnerPopupInput {
  now: Date;
  hiddenToday: boolean;
  partnerId: number | undefined;
  /** The checklist's overall result; undefined while it is loading. */
  completed: boolean | undefined;
}

export function shouldShowValidatePartnerPopup({
  now,
  hiddenToday,
  partnerId,
  completed,
}: ValidatePartnerPopupInput): boolean {
  const { from, until } = VALIDATE_PARTNER_QUIET_WINDOW;
  const quiet = now >= from && now < until;
  return !hiddenToday && partnerId !== undefined && completed === false && !quiet;
}
