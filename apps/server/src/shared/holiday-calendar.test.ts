import { describe, expect, it } from 'vitest';
import { addWorkingDays, isWorkingDay, loadHolidays } from './holiday-calendar.js';

const calendar = loadHolidays();

describe('working days', () => {
  it('skips weekends: a Friday request is due on the Wednesday after', () => {
    expect(addWorkingDays(calendar, '2026-12-04', 3)).toBe('2026-12-09');
  });

  it('skips public holidays: 추석 2026 (9/24–9/26) and the weekend after', () => {
    expect(isWorkingDay(calendar, '2026-09-24')).toBe(false);
    expect(isWorkingDay(calendar, '2026-09-23')).toBe(true);
    expect(addWorkingDays(calendar, '2026-09-23', 1)).toBe('2026-09-28');
  });

  it('a Saturday is not a working day', () => {
    expect(isWorkingDay(calendar, '2026-12-05')).toBe(false);
  });
});
