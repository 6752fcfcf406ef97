/**
 * The inbox's response figures over the last 30 days: the share of leads answered within 4
 * business hours against the product's goal of 90 %, and the median first response.
 */
import type { ResponseSummary } from '@partner-portal/contract/leads-api';
import {
  RESPONSE_LIMIT_BUSINESS_HOURS,
  RESPONSE_RATE_GOAL,
  RESPONSE_WINDOW_DAYS,
} from '@partner-portal/contract/leads-constants';
import { groupDigits } from '@partner-portal/contract/money';
import { Skeleton } from 'antd';
import { useLeadSummary } from '../../lib/api/get-lead-summary';
import { formatMinutes, formatPercent } from '../../lib/format';

function Figures({ summary }: { summary: ResponseSummary }) {
  const rate = summary.rate_within_limit;
  const median = summary.median_first_response_minutes;
  return (
    <dl className="lead-strip__figures">
      <div className="lead-strip__figure">
        <dt>
          최근 {summary.window_days}일 {RESPONSE_LIMIT_BUSINESS_HOURS}시간 내 응답률
        </dt>
        <dd>
          <strong className={rate !== null && rate < RESPONSE_RATE_GOAL ? 'lead-strip__below' : undefined}>
            {rate === null ? '-' : formatPercent(rate)}
          </strong>
          <span className="lead-strip__goal">목표 {formatPercent(RESPONSE_RATE_GOAL)}</span>
        </dd>
      </div>
      <div className="lead-strip__figure">
        <dt>첫 응답 중앙값</dt>
        <dd>
          <strong>{median === null ? '-' : formatMinutes(median)}</strong>
          <span className="lead-strip__goal">영업시간 기준</span>
        </dd>
      </div>
      <div className="lead-strip__figure">
        <dt>응답 대기</dt>
        <dd>
          <strong>{groupDigits(summary.new_count)}건</strong>
          {summary.due_soon_count > 0 && (
            <span className="lead-strip__urgent">
              1시간 안에 마감 {groupDigits(summary.due_soon_count)}건
            </span>
          )}
        </dd>
      </div>
    </dl>
  );
}

export function LeadResponseStrip() {
  const summary = useLeadSummary();
  return (
    <section className="lead-strip" aria-label="응답 현황">
      {summary.data ? (
        <Figures summary={summary.data} />
      ) : summary.isError ? (
        <p className="lead-strip__none">응답 현황을 불러오지 못했습니다.</p>
      ) : (
        <Skeleton active title={false} paragraph={{ rows: 1 }} />
      )}
      <p className="lead-strip__note">
        요청을 받은 뒤 영업시간(월~토 09:00~18:00, 공휴일 제외) {RESPONSE_LIMIT_BUSINESS_HOURS}시간 안에
        수락하거나 거절하면 제때 응답한 것으로 집계됩니다. 최근 {RESPONSE_WINDOW_DAYS}일 기준입니다.
      </p>
    </section>
  );
}
