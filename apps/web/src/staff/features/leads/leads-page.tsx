/**
 * `/staff/leads`, 리드 현황 (issue #39): what each plan returns month by month (leads, accepted,
 * quotes, contracts, cost, cost per lead and per contract), the same per partner with how fast each
 * answers (share within 4 business hours, median first response), and every lead, filtered by
 * partner, status and period (`?partner_id=&status=&from=&to=`).
 */
import {
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  RESPONSE_LIMIT_BUSINESS_HOURS,
  RESPONSE_RATE_GOAL,
  type LeadStatus,
} from '@partner-portal/contract/leads-constants';
import type { PlanReturnRow, StaffLeadSummary } from '@partner-portal/contract/leads-api';
import { formatWon, groupDigits } from '@partner-portal/contract/money';
import { Card, DatePicker, Skeleton, Table, Tag, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { CONSOLE_PATHS, consolePath } from '../../app/console-paths';
import { LoadError } from '../../shared/feedback';
import { FilterSelect } from '../../shared/filter-select';
import { PagedTable } from '../../shared/paged-table';
import { useSearchState } from '../../shared/use-search-state';
import { useLeadSearch, useLeadSummary, type StaffLeadRow } from './api/lead-queries';
import './leads-desk.css';

type PartnerSummary = StaffLeadSummary['partners'][number];

const FILTERS = ['partner_id', 'status', 'from', 'to'] as const;

const dash = '—';
const wonOrDash = (won: number | null) => (won === null ? dash : formatWon(won));
/** `2026-11` → 2026년 11월. */
const monthLabel = (month: string) => `${month.slice(0, 4)}년 ${Number(month.slice(5, 7))}월`;

/** Business minutes as people say them: 45분, 2시간 5분. */
export function businessDuration(minutes: number | null): string {
  if (minutes === null) return dash;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}분`;
  return rest === 0 ? `${hours}시간` : `${hours}시간 ${rest}분`;
}

function ResponseRate({ rate }: { rate: number | null }) {
  if (rate === null) return <>{dash}</>;
  const percent = Math.round(rate * 1000) / 10;
  return <Tag color={rate >= RESPONSE_RATE_GOAL ? 'success' : 'error'}>{percent}%</Tag>;
}

const count = (value: number) => groupDigits(value);
const byNumber =
  <Row,>(pick: (row: Row) => number | null) =>
  (a: Row, b: Row) =>
    (pick(a) ?? -1) - (pick(b) ?? -1);

const PLAN_COLUMNS: TableColumnsType<PlanReturnRow> = [
  { title: '월', dataIndex: 'month', render: monthLabel },
  { title: '요금제', dataIndex: 'plan_name' },
  { title: '리드', dataIndex: 'leads', align: 'right', render: count },
  { title: '수락', dataIndex: 'accepted', align: 'right', render: count },
  { title: '견적', dataIndex: 'quoted', align: 'right', render: count },
  { title: '계약', dataIndex: 'contracts', align: 'right', render: count },
  { title: '비용', dataIndex: 'cost_won', align: 'right', render: (won: number) => formatWon(won) },
  { title: '리드당 비용', dataIndex: 'cost_per_lead_won', align: 'right', render: wonOrDash },
  { title: '계약당 비용', dataIndex: 'cost_per_contract_won', align: 'right', render: wonOrDash },
];

const PARTNER_COLUMNS: TableColumnsType<PartnerSummary> = [
  {
    title: '파트너',
    dataIndex: 'company_name',
    render: (name: string, row) => (
      <Link to={consolePath(CONSOLE_PATHS.partner, row.partner_id)}>{name}</Link>
    ),
  },
  { title: '리드', dataIndex: 'leads', align: 'right', render: count, sorter: byNumber((r) => r.leads) },
  {
    title: '수락',
    dataIndex: 'accepted',
    align: 'right',
    render: count,
    sorter: byNumber((r) => r.accepted),
  },
  {
    title: '계약',
    dataIndex: 'contracts',
    align: 'right',
    render: count,
    sorter: byNumber((r) => r.contracts),
  },
  {
    title: `${RESPONSE_LIMIT_BUSINESS_HOURS}시간 내 응답률`,
    dataIndex: 'rate_within_limit',
    align: 'right',
    render: (rate: number | null) => <ResponseRate rate={rate} />,
    sorter: byNumber((r) => r.rate_within_limit),
  },
  {
    title: '첫 응답 중앙값',
    dataIndex: 'median_first_response_minutes',
    align: 'right',
    render: businessDuration,
    sorter: byNumber((r) => r.median_first_response_minutes),
  },
  {
    title: '비용',
    dataIndex: 'cost_won',
    align: 'right',
    render: (won: number) => formatWon(won),
    sorter: byNumber((r) => r.cost_won),
  },
];

const LEAD_COLUMNS: TableColumnsType<StaffLeadRow> = [
  { title: '리드 번호', dataIndex: 'lead_no' },
  { title: '접수', dataIndex: 'received_at', render: formatDateTime },
  {
    title: '파트너',
    dataIndex: 'company_name',
    render: (name: string, row) => (
      <Link to={consolePath(CONSOLE_PATHS.partner, row.partner_id)}>{name}</Link>
    ),
  },
  { title: '지역', key: 'region', render: (_, row) => `${row.region.sido} ${row.region.sigungu}` },
  { title: '시공', key: 'type', render: (_, row) => `${row.construction_type} · ${row.space_type}` },
  { title: '요금제', dataIndex: 'plan_name' },
  {
    title: '상태',
    dataIndex: 'status',
    render: (status: LeadStatus) => <Tag>{LEAD_STATUS_LABELS[status]}</Tag>,
  },
  {
    title: '첫 응답',
    key: 'response',
    render: (_, row) =>
      row.clock.first_response_business_minutes === null ? (
        row.clock.on_time ? (
          '대기'
        ) : (
          <Tag color="error">응답 없음</Tag>
        )
      ) : (
        <>
          {businessDuration(row.clock.first_response_business_minutes)}{' '}
          {!row.clock.on_time && <Tag color="error">지연</Tag>}
        </>
      ),
  },
];

function Summary() {
  const summary = useLeadSummary();
  if (summary.isError)
    return <LoadError title="리드 현황을 불러오지 못했습니다." onRetry={() => void summary.refetch()} />;
  if (!summary.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  const { months, overall, partners } = summary.data;
  const period = months.length ? `${monthLabel(months[0]!)} ~ ${monthLabel(months[months.length - 1]!)}` : '';
  return (
    <>
      <Card
        className="leads-desk__card"
        title={<h2 className="leads-desk__card-title">요금제별 성과 {period && `(${period})`}</h2>}
      >
        <Table<PlanReturnRow>
          aria-label="요금제별 성과"
          rowKey={(row) => `${row.month}-${row.product_key}`}
          columns={PLAN_COLUMNS}
          dataSource={overall}
          pagination={false}
          size="small"
          scroll={{ x: 900 }}
          locale={{ emptyText: <p className="console__empty">아직 리드가 없습니다.</p> }}
        />
      </Card>
      <Card
        className="leads-desk__card"
        title={<h2 className="leads-desk__card-title">파트너별 성과와 응답 시간</h2>}
      >
        <Table<PartnerSummary>
          aria-label="파트너별 성과"
          rowKey="partner_id"
          columns={PARTNER_COLUMNS}
          dataSource={partners}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          size="small"
          scroll={{ x: 900 }}
          locale={{ emptyText: <p className="console__empty">리드를 받은 파트너가 없습니다.</p> }}
        />
      </Card>
    </>
  );
}

export function LeadsPage() {
  const { values, page, size, update } = useSearchState(FILTERS);
  const partnerId = Number(values.partner_id) || undefined;
  const summary = useLeadSummary();
  const list = useLeadSearch({
    partner_id: partnerId,
    status: values.status || undefined,
    from: values.from || undefined,
    to: values.to || undefined,
    page,
    size,
  });
  const partnerOptions = (summary.data?.partners ?? []).map((p) => ({
    value: String(p.partner_id),
    label: p.company_name,
  }));

  return (
    <>
      <h1>리드 현황</h1>
      <Summary />
      <h2 className="leads-desk__section-title">전체 리드</h2>
      <div className="console__toolbar" role="search" aria-label="리드 검색 조건">
        <FilterSelect
          label="파트너"
          placeholder="모든 파트너"
          width={220}
          value={values.partner_id}
          onChange={(partner_id) => update({ partner_id })}
          options={partnerOptions}
        />
        <FilterSelect
          label="리드 상태"
          placeholder="모든 상태"
          value={values.status}
          onChange={(status) => update({ status })}
          options={LEAD_STATUSES.map((status) => ({ value: status, label: LEAD_STATUS_LABELS[status] }))}
        />
        <DatePicker.RangePicker
          aria-label="접수일"
          placeholder={['접수일 시작', '접수일 끝']}
          value={values.from && values.to ? [dayjs(values.from), dayjs(values.to)] : null}
          onChange={(range) =>
            update({ from: range?.[0]?.format('YYYY-MM-DD'), to: range?.[1]?.format('YYYY-MM-DD') })
          }
        />
      </div>
      <PagedTable<StaffLeadRow>
        caption="리드 목록"
        query={list}
        rowKey="lead_no"
        columns={LEAD_COLUMNS}
        emptyText="조건에 맞는 리드가 없습니다."
        page={page}
        size={size}
        onPage={(next, nextSize) => update({ page: next, size: nextSize })}
      />
    </>
  );
}
