import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  shouldShowValidatePartnerPopup,
  type ValidatePartnerPopupInput,
} from './validate-partner-popup-decision';

afterEach(() => vi.useRealTimers());

const kst = (iso: string) => new Date(`${iso}+09:00`);
const due: ValidatePartnerPopupInput = {
  now: kst('2026-03-02T10:00:00'),
  hiddenToday: false,
  partnerId: 41,
  completed: false,
};
const show = (change: Partial<ValidatePartnerPopupInput>) =>
  shouldShowValidatePartnerPopup({ ...due, ...change });

describe('validate-partner popup', () => {
  it('shows for a partner whose checklist is not complete', () => {
    expect(show({})).toBe(true);
  });

  it('stays hidden when dismissed today, without a partner id, or once the checklist is complete or unknown', () => {
    expect(show({ hiddenToday: true })).toBe(false);
    expect(show({ partnerId: undefined })).toBe(false);
    expect(show({ completed: true })).toBe(false);
    expect(show({ completed: undefined })).toBe(false);
  });

  it('is quiet from 2025-10-01 09:00 to 2025-10-10 08:59, and shows on either side', () => {
    expect(show({ now: kst('2025-10-01T08:59:59') })).toBe(true);
    expect(show({ now: kst('2025-10-01T09:00:00') })).toBe(false);
    expect(show({ now: kst('2025-10-05T15:00:00') })).toBe(false);
    expect(show({ now: kst('2025-10-10T08:59:59') })).toBe(false);
    expect(show({ now: kst('2025-10-10T09:00:00') })).toBe(true);
  });
});
