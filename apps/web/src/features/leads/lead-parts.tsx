/** What the inbox and a lead's screen show alike: the status tag, the response clock, area and budget. */
import type { LeadRow, ResponseClock } from '@partner-portal/contract/leads-api';
import { LEAD_STATUS_LABELS, type LeadStatus } from '@partner-portal/contract/leads-constants';
import { formatWon, groupDigits } from '@partner-portal/contract/money';
import { Tag } from 'antd';
import { formatMinutes } from '../../lib/format';

const STATUS_COLORS: Record<LeadStatus, string | undefined> = {
  new: 'blue',
  accepted: 'cyan',
  contacted: 'geekblue',
  quoted: 'purple',
  contracted: 'success',
  lost: 'default',
  declined: 'default',
  expired: 'default',
};

export function LeadStatusTag({ status }: { status: LeadStatus }) {
  return <Tag color={STATUS_COLORS[status]}>{LEAD_STATUS_LABELS[status]}</Tag>;
}

/** Under an hour left the clock turns red: the reminder has gone or is about to. */
const URGENT_MINUTES = 60;

/**
 * The response clock: the business time left while the lead waits for its first answer, then
 * whether it was answered within the limit (응답 완료) or late (지연).
 */
export function LeadClock({ clock }: { clock: ResponseClock }) {
  const left = clock.business_minutes_left;
  if (left !== null && left >= 0) {
    return (
      <span className={`lead-clock${left < URGENT_MINUTES ? ' lead-clock--urgent' : ''}`}>
        남은 시간 {formatMinutes(left)}
      </span>
    );
  }
  if (left === null && clock.on_time) return <span className="lead-clock lead-clock--done">응답 완료</span>;
  return <span className="lead-clock lead-clock--late">지연</span>;
}

/** 84.97m² · 25.7평 */
export const formatArea = (lead: Pick<LeadRow, 'area_m2' | 'area_pyeong'>) =>
  `${groupDigits(lead.area_m2)}m² · ${groupDigits(lead.area_pyeong)}평`;

/** 300만 원 ~ 500만 원, 300만 원 이상, 500만 원 이하, or 미정. */
export function formatBudget({ budget_min_won: min, budget_max_won: max }: LeadRow): string {
  if (min !== null && max !== null) {
    return min === max ? formatWon(min, 'units') : `${formatWon(min, 'units')} ~ ${formatWon(max, 'units')}`;
  }
  if (min !== null) return `${formatWon(min, 'units')} 이상`;
  if (max !== null) return `${formatWon(max, 'units')} 이하`;
  return '미정';
}

export const formatRooms = (rooms: readonly string[]) => rooms.join(', ');
