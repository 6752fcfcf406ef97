/**
 * 오늘 하루 안보기 (spec §2 popups, §4): a cookie per popup that expires at 23:59:59 of the same
 * Korean day (Asia/Seoul), so the popup returns the next morning in Korea whatever time zone the
 * browser is set to (not UTC midnight, not 24 hours later).
 */
import { seoulDate, seoulDayEnd } from '@partner-portal/contract/seoul-time';
import { readCookie, writeCookie } from './cookies';

const cookieName = (popup: string) => `hideToday_${popup}`;

/** 23:59:59 (Asia/Seoul) of the Korean calendar day `now` falls on. */
export function endOfSeoulDay(now: Date): Date {
  return new Date(seoulDayEnd(seoulDate(now)).getTime() - 1000);
}

export function hideToday(popup: string, now = new Date()): void {
  writeCookie(cookieName(popup), '1', { expires: endOfSeoulDay(now) });
}

export const isHiddenToday = (popup: string): boolean => readCookie(cookieName(popup)) === '1';
