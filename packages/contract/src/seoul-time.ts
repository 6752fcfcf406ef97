/**
 * Korean time (Asia/Seoul, UTC+9 all year, no daylight saving): the calendar days, months and
 * timestamps that periods, windows and provider protocols are written in. Times are stored in UTC;
 * every conversion to a Korean day or month goes through this module.
 */

/** A calendar day that exists, written YYYY-MM-DD (2024-02-29 is one, 2023-02-29 is not). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
const SEOUL_OFFSET_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;

/** `2026-11-02T10:00:00.000` as the wall clock in Seoul reads it (an ISO string without the zone). */
const seoulWallClock = (date: Date) => new Date(date.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 23);

/** The Korean calendar day of an instant: `YYYY-MM-DD`. */
export const seoulDate = (date: Date): string => seoulWallClock(date).slice(0, 10);

/** The Korean calendar day as `YYYYMMDD`. */
export const seoulCompactDate = (date: Date): string => seoulDate(date).replace(/-/g, '');

/** `YYYYMMDDHHmmss` in Korean time. */
export const seoulCompactDateTime = (date: Date): string =>
  seoulWallClock(date).replace(/[-:T]/g, '').slice(0, 14);

/** `2026-12-04T02:00`: the minute an instant shows on the Seoul wall clock. */
export const seoulWallMinute = (date: Date): string => seoulWallClock(date).slice(0, 16);

/** `2026-12-01 02:00`: the Korean wall-clock minute of an instant, for messages. */
export const seoulMinuteText = (date: Date): string => seoulWallMinute(date).replace('T', ' ');

/** The instant a Seoul wall-clock minute (`YYYY-MM-DDTHH:mm`) names, in ISO 8601 with the Korean offset. */
export const seoulInstant = (wallMinute: string): string => `${wallMinute}:00+09:00`;

/** ISO 8601 with the Korean offset: `2026-11-02T10:00:00.000+09:00`. */
export const seoulIsoDateTime = (date: Date): string => `${seoulWallClock(date)}+09:00`;

/** The instant a Korean day (`YYYY-MM-DD`) begins: 00:00 in Seoul. */
export const seoulDayStart = (day: string): Date => new Date(`${day}T00:00:00+09:00`);

/** The instant a Korean day ends, exclusive: 00:00 of the next day in Seoul. */
export const seoulDayEnd = (day: string): Date => new Date(seoulDayStart(day).getTime() + DAY_MS);

/** The hour (0–23) on the Seoul wall clock. */
export const seoulHour = (date: Date): number => Number(seoulWallClock(date).slice(11, 13));

/**
 * `day` plus `months` calendar months, then plus `days` days. A day the target month lacks becomes its
 * last day: 2026-01-31 + 1 month = 2026-02-28, and + 2 months = 2026-03-31.
 */
export function addMonths(day: string, months: number, days = 0): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return new Date(target.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** The day of the week of a Korean day: 0 for Monday … 6 for Sunday. */
export const weekdayOf = (day: string): number => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;

/** Monday of the Korean calendar week that holds `day`. */
export const mondayOf = (day: string): string => addMonths(day, 0, -weekdayOf(day));

/** Whole days from one Korean day to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/** First days (`YYYY-MM-01`) of the months that a period of `months` months starting on `start` overlaps. */
export function monthsCovered(start: string, months: number): string[] {
  const end = addMonths(start, months, -1);
  const covered: string[] = [];
  for (let month = `${start.slice(0, 7)}-01`; month <= end; month = addMonths(month, 1)) covered.push(month);
  return covered;
}

/** Age in whole years on the Korean calendar day of `now`, for a birth date `YYYYMMDD`. */
export function ageInSeoul(birthdate: string, now: Date): number {
  const [y, m, d] = [
    Number(birthdate.slice(0, 4)),
    Number(birthdate.slice(4, 6)),
    Number(birthdate.slice(6, 8)),
  ];
  const [ty, tm, td] = seoulDate(now).split('-').map(Number) as [number, number, number];
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
}
