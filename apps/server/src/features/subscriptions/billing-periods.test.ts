import { describe, expect, it } from 'vitest';
import { nextPeriod } from './billing-invoicing.js';

/** Walks `count` renewals from a first period, as the billing run does. */
function renewals(first: { start: string; end: string }, months: number, count: number): string[] {
  const starts: string[] = [];
  let sub = { periodStart: first.start, periodEnd: first.end, anchorDate: first.start };
  for (let i = 0; i < count; i++) {
    const next = nextPeriod(sub, months);
    starts.push(`${next.start}~${next.end}`);
    sub = { ...sub, periodStart: next.start, periodEnd: next.end };
  }
  return starts;
}

describe('renewal periods', () => {
  it('anchors to the start day over a leap year: 31 January → 29 February → 31 March …', () => {
    expect(renewals({ start: '2028-01-31', end: '2028-02-28' }, 1, 12)).toEqual([
      '2028-02-29~2028-03-30',
      '2028-03-31~2028-04-29',
      '2028-04-30~2028-05-30',
      '2028-05-31~2028-06-29',
      '2028-06-30~2028-07-30',
      '2028-07-31~2028-08-30',
      '2028-08-31~2028-09-29',
      '2028-09-30~2028-10-30',
      '2028-10-31~2028-11-29',
      '2028-11-30~2028-12-30',
      '2028-12-31~2029-01-30',
      '2029-01-31~2029-02-27',
    ]);
  });

  it('keeps the 29 February anchor of a leap year and multi-month periods', () => {
    expect(renewals({ start: '2028-02-29', end: '2028-03-28' }, 1, 3)).toEqual([
      '2028-03-29~2028-04-28',
      '2028-04-29~2028-05-28',
      '2028-05-29~2028-06-28',
    ]);
    expect(renewals({ start: '2026-08-31', end: '2026-11-29' }, 3, 2)).toEqual([
      '2026-11-30~2027-02-27',
      '2027-02-28~2027-05-30',
    ]);
  });
});
