/** How times and periods read on screen: always in Korean time, whatever the viewer's time zone. Won: contract/money. */
import { groupDigits } from '@partner-portal/contract/money';
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

/** A share of 0–1 as a percentage with one decimal: 0.925 → 92.5%, 0.9 → 90%. */
export const formatPercent = (share: number) => `${groupDigits(Math.round(share * 1000) / 10)}%`;

/** Minutes as 2시간 5분, 45분, 3시간 (the response clock counts business minutes). */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}분`;
  return rest === 0 ? `${hours}시간` : `${hours}시간 ${rest}분`;
}
