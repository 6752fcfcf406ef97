/**
 * 오늘 하루 안보기 (spec §2 popups, §4): a cookie per popup that expires at 23:59:59 of the same
 * local day, so the popup returns the next morning.
 */
import { readCookie, writeCookie } from './cookies';

const cookieName = (popup: string) => `hideToday_${popup}`;

/** 23:59:59 of `now`'s local day. */
export function endOfLocalDay(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate(), 23, 59, 59);
}

export function hideToday(popup: string, now = new Date()): void {
  writeCookie(cookieName(popup), '1', { expires: endOfLocalDay(now) });
}

export const isHiddenToday = (popup: string): boolean => readCookie(cookieName(popup)) === '1';
