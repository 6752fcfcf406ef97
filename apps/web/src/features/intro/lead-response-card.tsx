/**
 * Home's response figures (issue #39): the share of leads answered within 4 business hours over
 * the last 30 days against the goal of 90 %, the median first response, and the new leads waiting,
 * with the way to the inbox. From the summary the sidebar's badge reads (one call for both).
 */
import {
  RESPONSE_LIMIT_BUSINESS_HOURS,
  RESPONSE_RATE_GOAL,
  RESPONSE_WINDOW_DAYS,
} from '@partner-portal/contract/leads-constants';
import { groupDigits } from '@partner-portal/contract/money';
import { PATHS } from '@partner-portal/contract/routes';
import { Skeleton } from 'antd';
import { Link } from 'react-router';
import { Panel } from '../../components/panel/panel';
import { RetryAlert } from '../../components/retry-alert';
import { useLeadSummary } from '../../lib/api/get-lead-summary';
import { formatMinutes, formatPercent } from '../../lib/format';

export function LeadResponseCard() {
  const { data, isError, refetch } = useLeadSummary();
  return (
    <Panel
      title="견적 요청 응답 현황"
      className="intro-card lead-response-card"
      extra={<Link to={PATHS.leads}>견적 요청함</Link>}
    >
      {isError ? (
        <RetryAlert message="응답 현황을 불러오지 못했습니다." onRetry={() => void refetch()} />
      ) : !data ? (
        <div aria-busy="true" aria-label="응답 현황을 불러오는 중">
          <Skeleton active title={false} paragraph={{ rows: 2 }} />
        </div>
      ) : (
        <dl className="leads-figures">
          <div className="leads-figures__item">
            <dt>{RESPONSE_LIMIT_BUSINESS_HOURS}시간 내 응답률</dt>
            <dd>
              <strong
                className={
                  data.rate_within_limit !== null && data.rate_within_limit < RESPONSE_RATE_GOAL
                    ? 'lead-response-card__below'
                    : undefined
                }
              >
                {data.rate_within_limit === null ? '-' : formatPercent(data.rate_within_limit)}
              </strong>
              <span className="lead-response-card__sub">목표 {formatPercent(RESPONSE_RATE_GOAL)}</span>
            </dd>
          </div>
          <div className="leads-figures__item">
            <dt>첫 응답 중앙값</dt>
            <dd>
              <strong>
                {data.median_first_response_minutes === null
                  ? '-'
                  : formatMinutes(data.median_first_response_minutes)}
              </strong>
            </dd>
          </div>
          <div className="leads-figures__item">
            <dt>새 견적 요청</dt>
            <dd>
              <Link to={PATHS.leads} className="lead-response-card__new">
                <strong>{groupDigits(data.new_count)}</strong>건
                <span className="visually-hidden"> 견적 요청함에서 보기</span>
              </Link>
            </dd>
          </div>
        </dl>
      )}
      <p className="lead-response-card__note">
        최근 {data?.window_days ?? RESPONSE_WINDOW_DAYS}일, 영업시간(월~토 09:00~18:00) 기준
      </p>
    </Panel>
  );
}
