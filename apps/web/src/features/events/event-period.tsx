import type { EventItem } from '@partner-portal/contract/content-api';

const dotted = (day: string) => day.replaceAll('-', '.');

/** 2026.11.01 ~ 2026.12.31, with the state for screen readers. */
export function EventPeriod({ event, className }: { event: EventItem; className?: string }) {
  return (
    <span className={className}>
      <span className="visually-hidden">{event.in_service === 1 ? '진행 중, ' : '종료, '}기간 </span>
      {dotted(event.start_date)} ~ {dotted(event.end_date)}
    </span>
  );
}
