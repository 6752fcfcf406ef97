/** How times and periods read on screen: always in Korean time, whatever the viewer's time zone. Won: contract/money. */
import { seoulIsoDateTime } from '@partner-portal/contract/seoul-time';

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `2026-11-25T15:30:00Z` → `2026-11-26T00:30` on the Seoul wall clock; a calendar day stays as it is. */
function seoulWallClock(iso: string): string {
  if (CALENDAR_DAY.test(iso)) return `${iso}T00:00`;
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? iso : seoulIsoDateTime(instant).slice(0, 16);
}

/** `YYYY.MM.DD` of the Korean calendar day. */
export const formatDate = (iso: string) => seoulWallClock(iso).slice(0, 10).replace(/-/g, '.');

/** `YYYY.MM.DD HH:mm` in Korean time. */
export const formatDateTime = (iso: string) => {
  const wall = seoulWallClock(iso);
  return `${wall.slice(0, 10).replace(/-/g, '.')} ${wall.slice(11, 16)}`;
};

/** `2026년 3월 2일` of the Korean calendar day. */
export const formatKoreanDate = (iso: string) => {
  const [year, month, day] = seoulWallClock(iso).slice(0, 10).split('-').map(Number);
  return `${year}년 ${month}월 ${day}일`;
};

/** `1` → 1개월, `12` → 12개월. */
export const formatMonths = (months: number) => `${months}개월`;
