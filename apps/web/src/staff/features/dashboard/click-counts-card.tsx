/**
 * The dashboard's click counts (issue #13): how often partners used the sidebar's mall entry, the plan
 * cards and the popups, per event and type, over a period of Korean days (the last 7 by default; the
 * period lives in the address).
 */
import { groupDigits } from '@partner-portal/contract/money';
import type { ClickCounts } from '@partner-portal/contract/analytics-api';
import { Card, DatePicker, Skeleton, Table } from 'antd';
import dayjs from 'dayjs';
import { LoadError } from '../../shared/feedback';
import { useSearchState } from '../../shared/use-search-state';
import { useClickCounts } from './api/get-click-counts';

/** What the portal's own events mean; anything else is shown as recorded. */
const TYPE_LABELS: Record<string, string> = {
  'menu/mall': '사이드바 쇼핑몰',
  plan_join: '요금제 카드 · 가입 신청',
  plan_consult: '요금제 카드 · 상담 신청',
  plan_detail: '요금제 카드 · 자세히 보기',
};
const typeLabel = (typeName: string, typeCode: string) =>
  TYPE_LABELS[`${typeName}/${typeCode}`] ?? TYPE_LABELS[typeName] ?? typeName;

interface Row {
  key: string;
  event_name: string;
  event_count: number;
  /** Rows the event's cell spans (0 on the rows after its first). */
  span: number;
  type_name: string;
  type_code: string;
  count: number;
}

const rowsOf = (data: ClickCounts): Row[] =>
  data.events.flatMap((event) =>
    event.types.map((type, i) => ({
      key: `${event.event_name}\n${type.type_name}\n${type.type_code}`,
      event_name: event.event_name,
      event_count: event.count,
      span: i === 0 ? event.types.length : 0,
      ...type,
    })),
  );

const count = (n: number) => `${groupDigits(n)}건`;

export function ClickCountsCard() {
  const { values, update } = useSearchState(['clicks_from', 'clicks_to'] as const);
  const query = useClickCounts({ from: values.clicks_from || undefined, to: values.clicks_to || undefined });
  const data = query.data;
  return (
    <Card
      className="dashboard-clicks"
      title={<h2 className="dashboard-card-title">클릭 집계 (서울 기준 날짜)</h2>}
    >
      <div className="dashboard-clicks__period">
        <DatePicker.RangePicker
          aria-label="집계 기간"
          placeholder={['시작일', '종료일']}
          allowClear={false}
          value={data ? [dayjs(data.from), dayjs(data.to)] : null}
          onChange={(range) =>
            update({
              clicks_from: range?.[0]?.format('YYYY-MM-DD'),
              clicks_to: range?.[1]?.format('YYYY-MM-DD'),
            })
          }
        />
      </div>
      {query.isError ? (
        <LoadError title="클릭 집계를 불러오지 못했습니다." onRetry={() => void query.refetch()} />
      ) : !data ? (
        <Skeleton active />
      ) : (
        <>
          <p className="dashboard-clicks__summary">
            {data.from} ~ {data.to} · 모두 <strong>{count(data.total)}</strong>
          </p>
          <Table<Row>
            size="small"
            rowKey="key"
            pagination={false}
            aria-label="이벤트별 클릭 수"
            dataSource={rowsOf(data)}
            locale={{ emptyText: <p className="console__empty">이 기간에 기록된 클릭이 없습니다.</p> }}
            columns={[
              {
                title: '이벤트',
                dataIndex: 'event_name',
                onCell: (row) => ({ rowSpan: row.span }),
                render: (name: string, row) => (
                  <>
                    <strong>{name}</strong>{' '}
                    <span className="dashboard-clicks__total">({count(row.event_count)})</span>
                  </>
                ),
              },
              {
                title: '유형',
                dataIndex: 'type_name',
                render: (name: string, row) => typeLabel(name, row.type_code),
              },
              { title: '코드', dataIndex: 'type_code', className: 'dashboard-clicks__code' },
              {
                title: '건수',
                dataIndex: 'count',
                align: 'right',
                render: count,
                className: 'dashboard-clicks__count',
              },
            ]}
          />
        </>
      )}
    </Card>
  );
}
