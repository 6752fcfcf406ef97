/**
 * Home's leads: how many customers asked for a consultation this week and this month (Seoul
 * calendar), and the last six months of leads and spend as one small chart with the
 * same numbers as a table for screen readers. A partner with no lead yet is told how to get one.
 */
import { BarChartOutlined } from '@ant-design/icons';
import type { EstimateCount } from '@partner-portal/contract/estimates-api';
import { formatWon } from '@partner-portal/contract/money';
import { PATHS } from '@partner-portal/contract/routes';
import { Button, Skeleton } from 'antd';
import { useNavigate } from 'react-router';
import { Panel } from '../../components/panel/panel';
import { RetryAlert } from '../../components/retry-alert';
import { useEstimateCount } from './api/get-estimate-count';
import { LeadsChart } from './leads-chart';

const monthName = (month: string) => `${month.slice(0, 4)}년 ${Number(month.slice(5, 7))}월`;

function SeriesTable({ count }: { count: EstimateCount }) {
  return (
    <table className="visually-hidden">
      <caption>최근 6개월 상담 요청과 결제 금액</caption>
      <thead>
        <tr>
          <th scope="col">월</th>
          <th scope="col">상담 요청</th>
          <th scope="col">결제 금액</th>
        </tr>
      </thead>
      <tbody>
        {count.monthly.map((m) => (
          <tr key={m.month}>
            <th scope="row">{monthName(m.month)}</th>
            <td>{m.leads}건</td>
            <td>{formatWon(m.spend_won)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Figures({ count }: { count: EstimateCount }) {
  return (
    <dl className="leads-figures">
      <div className="leads-figures__item">
        <dt>이번 주 상담 요청</dt>
        <dd>
          <strong>{count.week_count}</strong>건
        </dd>
      </div>
      <div className="leads-figures__item">
        <dt>이번 달 상담 요청</dt>
        <dd>
          <strong>{count.month_count}</strong>건
        </dd>
      </div>
    </dl>
  );
}

const ChartPlaceholder = () => <div className="leads-chart leads-chart--placeholder" aria-hidden="true" />;

export function LeadsCard() {
  const navigate = useNavigate();
  const { data, isPending, isError, refetch } = useEstimateCount();
  const hasAny = data?.monthly.some((m) => m.leads > 0 || m.spend_won > 0) ?? false;
  return (
    <Panel title="상담 요청 현황" className="intro-card leads-card">
      {isPending ? (
        <div aria-busy="true" aria-label="상담 요청 현황을 불러오는 중">
          <Skeleton
            active
            title={false}
            paragraph={{ rows: 2 }}
            className="leads-figures leads-figures--loading"
          />
          <ChartPlaceholder />
        </div>
      ) : isError ? (
        <RetryAlert message="상담 요청 현황을 불러오지 못했습니다." onRetry={() => void refetch()} />
      ) : (
        <>
          <Figures count={data} />
          {hasAny ? (
            <>
              <LeadsChart months={data.monthly} />
              <SeriesTable count={data} />
            </>
          ) : (
            <div className="intro-empty leads-card__empty">
              <BarChartOutlined className="leads-card__empty-icon" aria-hidden="true" />
              <p>
                아직 받은 상담 요청이 없습니다. 필수 정보를 등록하고 요금제에 가입하면 우리 지역 고객의 상담
                요청을 받을 수 있습니다.
              </p>
              <Button type="primary" onClick={() => void navigate(PATHS.paymentPlan)}>
                요금제 보러 가기
              </Button>
            </div>
          )}
        </>
      )}
    </Panel>
  );
}
