/**
 * The response clock counts business hours in Korea: 09:00–18:00 Seoul time, Monday to Saturday,
 * public holidays off (shared/holiday-calendar.ts).
 * Seoul has no daylight saving, so a Seoul day is a fixed 24-hour span at UTC+9.
 */
import { BUSINESS_HOURS } from '@partner-portal/contract/leads-constants';
import { addMonths, seoulDate, seoulDayStart, weekdayOf } from '@partner-portal/contract/seoul-time';
import type { HolidayCalendar } from '../../shared/holiday-calendar.js';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
/** A clock never searches further than this for business time (a year of holidays cannot hold more). */
const MAX_DAYS = 400;

/** Whether a Seoul calendar day has business hours: Monday to Saturday, not a holiday. */
export const isBusinessDay = (calendar: HolidayCalendar, day: string): boolean =>
  weekdayOf(day) !== 6 && !calendar.isHoliday(day);

/** The business window of a day, or null on a day off. */
function windowOf(calendar: HolidayCalendar, day: string): { open: number; close: number } | null {
  if (!isBusinessDay(calendar, day)) return null;
  const start = seoulDayStart(day).getTime();
  return {
    open: start + BUSINESS_HOURS.openHour * HOUR_MS,
    close: start + BUSINESS_HOURS.closeHour * HOUR_MS,
  };
}

/** The instant `minutes` business minutes after `from` (a lead's due time: from receipt, 240 minutes). */
export function addBusinessMinutes(calendar: HolidayCalendar, from: Date, minutes: number): Date {
  let remaining = minutes * MINUTE_MS;
  let day = seoulDate(from);
  for (let i = 0; i < MAX_DAYS; i += 1, day = addMonths(day, 0, 1)) {
    const window = windowOf(calendar, day);
    if (!window) continue;
    const cursor = Math.max(from.getTime(), window.open);
    if (cursor >= window.close) continue;
    if (remaining <= window.close - cursor) return new Date(cursor + remaining);
    remaining -= window.close - cursor;
  }
  throw new Error(`no business time within ${MAX_DAYS} days of ${from.toISOString()}`);
}

/** Whole business minutes between two instants (0 when `to` is not after `from`). */
export function businessMinutesBetween(calendar: HolidayCalendar, from: Date, to: Date): number {
  if (to <= from) return 0;
  let total = 0;
  const last = seoulDate(to);
  for (
    let day = seoulDate(from), i = 0;
    day <= last && i < MAX_DAYS * 3;
    day = addMonths(day, 0, 1), i += 1
  ) {
    const window = windowOf(calendar, day);
    if (!window) continue;
    const start = Math.max(from.getTime(), window.open);
    const end = Math.min(to.getTime(), window.close);
    if (end > start) total += end - start;
  }
  return Math.floor(total / MINUTE_MS);
}
