import { describe, expect, it } from 'vitest';
import {
  addMonths,
  ageInSeoul,
  daysBetween,
  monthsCovered,
  seoulCompactDateTime,
  seoulDate,
  seoulDayEnd,
  seoulDayStart,
  seoulHour,
  mondayOf,
  seoulInstant,
  seoulIsoDateTime,
  seoulMinuteText,
  seoulWallMinute,
  weekdayOf,
} from './seoul-time.js';

describe('Korean time', () => {
  it('turns the Korean day at 15:00 UTC', () => {
    expect(seoulDate(new Date('2026-11-24T14:59:59Z'))).toBe('2026-11-24');
    expect(seoulDate(new Date('2026-11-24T15:00:00Z'))).toBe('2026-11-25');
    expect(seoulHour(new Date('2026-11-24T20:30:00Z'))).toBe(5);
  });

  it('bounds a Korean day in UTC instants', () => {
    expect(seoulDayStart('2026-11-25').toISOString()).toBe('2026-11-24T15:00:00.000Z');
    expect(seoulDayEnd('2026-11-30').toISOString()).toBe('2026-11-30T15:00:00.000Z');
  });

  it('writes provider timestamps in Korean time', () => {
    const instant = new Date('2026-11-02T01:02:03.004Z');
    expect(seoulIsoDateTime(instant)).toBe('2026-11-02T10:02:03.004+09:00');
    expect(seoulCompactDateTime(instant)).toBe('20261102100203');
  });

  it('keeps month ends: 31 January renews on the last day of February, then on 31 March', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-01-31', 2)).toBe('2026-03-31');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-12-15', 1, -1)).toBe('2027-01-14');
    expect(daysBetween('2026-02-01', '2026-03-01')).toBe(28);
  });

  it('lists the months a period overlaps', () => {
    expect(monthsCovered('2026-11-20', 1)).toEqual(['2026-11-01', '2026-12-01']);
    expect(monthsCovered('2026-11-01', 1)).toEqual(['2026-11-01']);
  });

  it('counts age on the Korean calendar day', () => {
    // 2012-11-25 00:30 in Seoul is still 24 November in UTC.
    expect(ageInSeoul('20121125', new Date('2026-11-24T15:30:00Z'))).toBe(14);
    expect(ageInSeoul('20121125', new Date('2026-11-24T14:30:00Z'))).toBe(13);
  });

  it('reads and writes the Seoul wall-clock minute, and finds the Monday of a Korean week', () => {
    // 15:30 UTC on 3 December is 00:30 on 4 December in Seoul.
    expect(seoulWallMinute(new Date('2026-12-03T15:30:00Z'))).toBe('2026-12-04T00:30');
    expect(seoulMinuteText(new Date('2026-12-03T15:30:00Z'))).toBe('2026-12-04 00:30');
    expect(new Date(seoulInstant('2026-12-04T00:30')).toISOString()).toBe('2026-12-03T15:30:00.000Z');
    expect(weekdayOf('2026-12-07')).toBe(0);
    expect(weekdayOf('2026-12-06')).toBe(6);
    expect(mondayOf('2026-12-06')).toBe('2026-11-30');
    expect(mondayOf('2026-12-07')).toBe('2026-12-07');
  });
});
