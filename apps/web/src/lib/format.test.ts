import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatKoreanDate, formatMinutes, formatPercent } from './format';

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

describe('shares and durations on screen', () => {
  it('writes a share as a percentage with at most one decimal', () => {
    expect(formatPercent(0.9)).toBe('90%');
    expect(formatPercent(0.9254)).toBe('92.5%');
    expect(formatPercent(1)).toBe('100%');
  });

  it('writes minutes in hours and minutes, leaving out a zero part', () => {
    expect(formatMinutes(45)).toBe('45분');
    expect(formatMinutes(180)).toBe('3시간');
    expect(formatMinutes(125)).toBe('2시간 5분');
  });
});
