/**
 * Korea's public holidays (`content/holidays.json`, with the 설날 and 추석 spans and substitute days)
 * and the office's working days: Monday to Friday, holidays off. The leads' response clock has its
 * own Monday-to-Saturday business hours (features/leads/business-hours.ts) on the same calendar;
 * the staff desks' "3 business days" (§9 refunds, consultation requests) count working days.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { addMonths, weekdayOf } from '@partner-portal/contract/seoul-time';

const HOLIDAYS_FILE = fileURLToPath(new URL('../../content/holidays.json', import.meta.url));
/** A search never goes further than this (a year of holidays cannot hold more days off). */
const MAX_DAYS = 400;

export interface HolidayCalendar {
  isHoliday(day: string): boolean;
}

export function loadHolidays(file = HOLIDAYS_FILE): HolidayCalendar {
  const { holidays } = JSON.parse(readFileSync(file, 'utf8')) as { holidays: { date: string }[] };
  const days = new Set(holidays.map((h) => h.date));
  return { isHoliday: (day) => days.has(day) };
}

/** Monday to Friday and not a public holiday (a Seoul calendar day, `YYYY-MM-DD`). */
export const isWorkingDay = (calendar: HolidayCalendar, day: string): boolean =>
  weekdayOf(day) < 5 && !calendar.isHoliday(day);

/** The `count`-th working day after `day` (a request that arrives on a Friday evening is due on Wednesday). */
export function addWorkingDays(calendar: HolidayCalendar, day: string, count: number): string {
  let current = day;
  for (let found = 0, i = 0; found < count; i += 1) {
    if (i > MAX_DAYS) throw new Error(`no ${count} working days within ${MAX_DAYS} days of ${day}`);
    current = addMonths(current, 0, 1);
    if (isWorkingDay(calendar, current)) found += 1;
  }
  return current;
}
