/**
 * `/staff/dashboard`: what needs staff today, each tile leading to its desk, and the last 14 days of
 * paid orders as bars (with the same figures in a table for screen readers and exact numbers).
 */
import { formatWon, groupDigits } from '@partner-portal/contract/money';
import type { Dashboard } from '@partner-portal/contract/staff-desks-api';
import { Card, Skeleton, Table } from 'antd';
import { Link } from 'react-router';
import { CONSOLE_PATHS } from '../../app/console-paths';
import { LoadError } from '../../shared/feedback';
import { useDashboard } from './api/dashboard-queries';
import { ClickCountsCard } from './click-counts-card';
import './dashboard.css';

const TILES: { key: keyof Dashboard; label: string; to: string; unit: string }[] = [
  { key: 'partners_this_week', label: '이번 주 가입 파트너', to: CONSOLE_PATHS.partners, unit: '곳' },
  { key: 'awaiting_deposits', label: '입금 확인 대기', to: CONSOLE_PATHS.deposits, unit: '건' },
  {
    key: 'refunds_issued',
    label: '환불 (최근 14일)',
    to: `${CONSOLE_PATHS.orders}?status=refunded`,
    unit: '건',
  },
  { key: 'failed_renewals', label: '정기결제 실패', to: CONSOLE_PATHS.renewals, unit: '건' },
];

const shortDay = (day: string) => `${Number(day.slice(5, 7))}/${Number(day.slice(8, 10))}`;

function RevenueChart({ daily }: { daily: Dashboard['daily'] }) {
  const max = Math.max(1, ...daily.map((d) => d.revenue_won));
  return (
    <div className="dashboard-chart" aria-hidden="true">
      {daily.map((d) => (
        <div key={d.date} className="dashboard-chart__day">
          <span className="dashboard-chart__count">{d.orders > 0 ? `${d.orders}건` : ''}</span>
          <span className="dashboard-chart__bar" style={{ height: `${(d.revenue_won / max) * 100}%` }} />
          <span className="dashboard-chart__label">{shortDay(d.date)}</span>
        </div>
      ))}
    </div>
  );
}

export function DashboardPage() {
  const query = useDashboard();
  const data = query.data;
  return (
    <>
      <h1>운영 현황</h1>
      {query.isError && (
        <LoadError title="운영 현황을 불러오지 못했습니다." onRetry={() => void query.refetch()} />
      )}
      <ul className="dashboard-tiles" aria-label="오늘 확인할 일">
        {TILES.map((tile) => (
          <li key={tile.key}>
            <Link to={tile.to} className="dashboard-tile">
              <span className="dashboard-tile__label">{tile.label}</span>
              <strong className="dashboard-tile__value">
                {data ? `${groupDigits(data[tile.key] as number)}${tile.unit}` : '–'}
              </strong>
            </Link>
          </li>
        ))}
      </ul>
      <Card
        title={<h2 className="dashboard-card-title">최근 14일 결제 (결제 완료일 기준)</h2>}
        extra={<Link to={CONSOLE_PATHS.orders}>주문 관리로</Link>}
      >
        {!data ? (
          <Skeleton active />
        ) : (
          <>
            <RevenueChart daily={data.daily} />
            <Table
              className="dashboard-daily"
              size="small"
              rowKey="date"
              pagination={false}
              aria-label="일별 주문과 매출"
              dataSource={[...data.daily].reverse()}
              columns={[
                { title: '날짜', dataIndex: 'date' },
                { title: '결제 건수', dataIndex: 'orders', align: 'right', render: (n: number) => `${n}건` },
                {
                  title: '매출',
                  dataIndex: 'revenue_won',
                  align: 'right',
                  render: (won: number) => formatWon(won),
                },
              ]}
            />
          </>
        )}
      </Card>
      <ClickCountsCard />
    </>
  );
}
