import { describe, expect, it } from 'vitest';
import { formatCountdown, getLastActivity, markActivity, remainingSeconds } from './countdown';

describe('session countdown', () => {
  const start = 1_700_000_000_000;

  it('starts at 60:00 and counts down from the last activity', () => {
    expect(remainingSeconds(start, start)).toBe(3600);
    expect(remainingSeconds(start, start + 61_500)).toBe(3539);
    expect(formatCountdown(remainingSeconds(start, start + 61_500))).toBe('58:59');
  });

  it('stops at zero', () => {
    expect(remainingSeconds(start, start + 3600_000)).toBe(0);
    expect(remainingSeconds(start, start + 5 * 3600_000)).toBe(0);
    expect(formatCountdown(0)).toBe('00:00');
  });

  it('restarts on activity', () => {
    markActivity(start);
    expect(remainingSeconds(getLastActivity(), start + 3000_000)).toBe(600);
    markActivity(start + 3000_000);
    expect(remainingSeconds(getLastActivity(), start + 3000_000)).toBe(3600);
  });
});
