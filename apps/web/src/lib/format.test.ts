import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatKoreanDate } from './format';

describe('dates on screen', () => {
  it('reads instants on the Seoul clock, also for a viewer abroad', () => {
    // 15:30 UTC is already the next day in Korea (the test process runs in UTC).
    expect(formatDateTime('2026-11-25T15:30:00Z')).toBe('2026.11.26 00:30');
    expect(formatDate('2026-11-25T15:30:00Z')).toBe('2026.11.26');
    expect(formatDateTime('2026-11-25T08:05:00+09:00')).toBe('2026.11.25 08:05');
  });

  it('keeps a calendar day as the day it names', () => {
    expect(formatDate('2026-02-28')).toBe('2026.02.28');
    expect(formatKoreanDate('2026-03-01T16:00:00Z')).toBe('2026년 3월 2일');
  });
});
