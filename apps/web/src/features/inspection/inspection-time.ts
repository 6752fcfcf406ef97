/** Inspection times as partners read them: Korean time, whatever the device's zone. */
import { TIME_ZONE } from '@partner-portal/contract/constants';

const format = new Intl.DateTimeFormat('ko-KR', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `2026년 12월 4일 (금) 02:00` */
export function inspectionTimeText(iso: string): string {
  const parts = Object.fromEntries(
    format.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  );
  return `${parts.year}년 ${parts.month} ${parts.day}일 (${parts.weekday}) ${parts.hour}:${parts.minute}`;
}

/** `2026년 12월 4일 (금) 02:00 ~ 04:00`, the end's date only when it differs. */
export function inspectionWindowText(start: string, end: string): string {
  const from = inspectionTimeText(start);
  const to = inspectionTimeText(end);
  const sameDay = from.slice(0, from.lastIndexOf(' ')) === to.slice(0, to.lastIndexOf(' '));
  return `${from} ~ ${sameDay ? to.slice(to.lastIndexOf(' ') + 1) : to}`;
}
