/**
 * Inspection times as partners read them: Korean time, whatever the device's zone. Written without
 * Intl, whose first formatter costs a page's start the loading of ICU's data (issue #14).
 */
import { seoulIsoDateTime } from '@partner-portal/contract/seoul-time';

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];

/** `2026년 12월 4일 (금) 02:00` */
export function inspectionTimeText(iso: string): string {
  const wall = seoulIsoDateTime(new Date(iso));
  const [year, month, day] = wall.slice(0, 10).split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return `${year}년 ${month}월 ${day}일 (${weekday}) ${wall.slice(11, 16)}`;
}

/** `2026년 12월 4일 (금) 02:00 ~ 04:00`, the end's date only when it differs. */
export function inspectionWindowText(start: string, end: string): string {
  const from = inspectionTimeText(start);
  const to = inspectionTimeText(end);
  const sameDay = from.slice(0, from.lastIndexOf(' ')) === to.slice(0, to.lastIndexOf(' '));
  return `${from} ~ ${sameDay ? to.slice(to.lastIndexOf(' ') + 1) : to}`;
}
