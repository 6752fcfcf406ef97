/** The request a quote answers, in a few lines: where, what, how large, when and for how much. */
import { LEAD_STATUS_LABELS } from '@partner-portal/contract/leads-constants';
import type { LeadDetail } from '@partner-portal/contract/leads-api';
import { formatWon, groupDigits } from '@partner-portal/contract/money';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format';
import { leadPath } from './quote-paths';

function budget(lead: LeadDetail): string {
  const { budget_min_won: min, budget_max_won: max } = lead;
  if (min === null && max === null) return '미정';
  if (min !== null && max !== null) return `${formatWon(min, 'units')} ~ ${formatWon(max, 'units')}`;
  return min !== null ? `${formatWon(min, 'units')} 이상` : `${formatWon(max!, 'units')} 이하`;
}

export function LeadSummary({ lead }: { lead: LeadDetail }) {
  const facts: [string, string][] = [
    ['고객', lead.customer_name],
    ['지역', `${lead.region.sido} ${lead.region.sigungu}`],
    ['시공', `${lead.construction_type} · ${lead.space_type}`],
    ['면적', `${groupDigits(lead.area_m2)}㎡ (${groupDigits(lead.area_pyeong)}평)`],
    ['범위', lead.rooms.join(', ')],
    ['희망 착공', lead.desired_start ? formatDate(lead.desired_start) : '미정'],
    ['예산', budget(lead)],
  ];
  return (
    <div className="lead-summary">
      <p className="lead-summary__head">
        <Link to={leadPath(lead.lead_no)}>견적 요청 {lead.lead_no}</Link>
        <span className="lead-summary__status">{LEAD_STATUS_LABELS[lead.status]}</span>
        <span className="lead-summary__received">접수 {formatDate(lead.received_at)}</span>
      </p>
      <dl className="lead-summary__facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {lead.description && <p className="lead-summary__description">{lead.description}</p>}
    </div>
  );
}
