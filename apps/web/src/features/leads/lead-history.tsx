/** A lead's timeline (each event with its time) and the quotes sent for it. */
import type { LeadDetail, LeadEvent } from '@partner-portal/contract/leads-api';
import { LEAD_STATUS_LABELS } from '@partner-portal/contract/leads-constants';
import { formatWon } from '@partner-portal/contract/money';
import { PATHS } from '@partner-portal/contract/routes';
import { Tag } from 'antd';
import { generatePath, Link } from 'react-router';
import { formatDateTime } from '../../lib/format';

const EVENT_LABELS: Record<LeadEvent['kind'], string> = {
  received: '견적 요청 접수',
  viewed: '요청 확인',
  accepted: '수락',
  declined: '관심 없음',
  expired: '응답 기간 만료',
  status: '진행 단계 변경',
  note: '메모',
  contact_revealed: '연락처 공개',
  quote_sent: '견적서 발송',
  quote_opened: '고객이 견적서를 열람함',
  reminder: '응답 알림 발송',
};

function eventText(event: LeadEvent): string {
  const parts = [
    event.kind === 'status' && event.status ? `→ ${LEAD_STATUS_LABELS[event.status]}` : null,
    event.reason,
    event.kind === 'quote_sent' || event.kind === 'quote_opened'
      ? event.text && `견적서 ${event.text}`
      : event.text,
  ];
  return parts.filter(Boolean).join(' · ');
}

export function LeadTimeline({ events }: { events: LeadEvent[] }) {
  return (
    <ol className="lead-timeline">
      {events.map((event, index) => (
        <li key={`${event.at}-${index}`} className="lead-timeline__item">
          <time dateTime={event.at}>{formatDateTime(event.at)}</time>
          <span className="lead-timeline__kind">{EVENT_LABELS[event.kind]}</span>
          {eventText(event) && <span className="lead-timeline__text">{eventText(event)}</span>}
        </li>
      ))}
    </ol>
  );
}

export const quotePath = (quoteNo: number) => generatePath(PATHS.quoteDetail, { quoteNo: String(quoteNo) });

export function LeadQuotes({ quotes }: { quotes: LeadDetail['quotes'] }) {
  if (quotes.length === 0) return <p className="lead-detail__none">보낸 견적서가 없습니다.</p>;
  return (
    <ul className="lead-quotes" aria-label="보낸 견적서">
      {quotes.map((quote) => (
        <li key={quote.quote_no} className="lead-quotes__item">
          <Link to={quotePath(quote.quote_no)}>
            견적서 #{quote.quote_no} · {quote.version}차
          </Link>
          <span className="lead-quotes__total">{formatWon(quote.total_won)}</span>
          <span className="lead-quotes__sent">{formatDateTime(quote.sent_at)} 발송</span>
          {quote.opened_at ? (
            <Tag color="green" title={`${formatDateTime(quote.opened_at)} 열람`}>
              열람함
            </Tag>
          ) : (
            <Tag>미열람</Tag>
          )}
        </li>
      ))}
    </ul>
  );
}
