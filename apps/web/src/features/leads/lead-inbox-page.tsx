/**
 * `/leads`, 견적 요청함 (issue #39): the estimate requests the marketplace sent this partner, newest
 * first, by status tab, with filters and a search that live in the address; each with its response
 * clock, the unopened ones in bold. A table on a wide screen, cards on a phone. New leads arrive
 * while it is open (the stream), with a toast, and the response figures sit on top.
 */
import type { LeadRow } from '@partner-portal/contract/leads-api';
import { LEAD_PAGE_SIZE, LEAD_TAB_LABELS, type LeadTab } from '@partner-portal/contract/leads-constants';
import { groupDigits } from '@partner-portal/contract/money';
import { regionLabel } from '@partner-portal/contract/reference-data';
import { PATHS } from '@partner-portal/contract/routes';
import { Button, Empty, Skeleton } from 'antd';
import { generatePath, Link, useNavigate } from 'react-router';
import { DataTable } from '../../components/data-table/data-table';
import { ListPagination } from '../../components/list-controls/list-pagination';
import { Panel } from '../../components/panel/panel';
import { RetryAlert } from '../../components/retry-alert';
import { TabBar } from '../../components/tab-bar';
import { formatDateTime } from '../../lib/format';
import { queryClient } from '../../lib/query-client';
import { useUiState } from '../../lib/ui-store';
import { readUrlQuery, useUrlQuery } from '../../lib/url-query';
import { leadListQueryOptions, useLeads } from './api/get-leads';
import { useLeadStream } from './api/lead-stream';
import { LeadListFilters } from './lead-list-filters';
import { isFiltered, LEAD_TAB_KEYS, leadListFields, leadListQuery } from './lead-list-query';
import { formatArea, formatBudget, formatRooms, LeadClock, LeadStatusTag } from './lead-parts';
import { LeadResponseStrip } from './lead-response-strip';
import './leads.css';

export const leadDetailPath = (leadNo: number) => generatePath(PATHS.leadDetail, { leadNo: String(leadNo) });

/** The lead's link: its district, and for a screen reader "새 요청" while it is unopened (bold on screen). */
function LeadLink({ lead }: { lead: LeadRow }) {
  const region = regionLabel(lead.region.sido, lead.region.sigungu);
  return (
    <Link
      to={leadDetailPath(lead.lead_no)}
      className="lead-link"
      aria-label={lead.viewed ? undefined : `${region}, 새 요청`}
    >
      {region}
    </Link>
  );
}

function LeadCards({ rows }: { rows: readonly LeadRow[] }) {
  return (
    <ul className="lead-cards" aria-label="견적 요청 목록">
      {rows.map((lead) => (
        <li key={lead.lead_no} className={`lead-card${lead.viewed ? '' : ' lead-card--unread'}`}>
          <div className="lead-card__head">
            <LeadLink lead={lead} />
            <LeadStatusTag status={lead.status} />
          </div>
          <p className="lead-card__line">
            {lead.space_type} · {formatArea(lead)} · {formatRooms(lead.rooms)}
          </p>
          <p className="lead-card__line">
            예산 {formatBudget(lead)} · {lead.customer_name}
          </p>
          <div className="lead-card__foot">
            <time dateTime={lead.received_at}>{formatDateTime(lead.received_at)}</time>
            <LeadClock clock={lead.clock} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Every filter and the search off; the tab stays. */
const CLEARED_FILTERS = {
  status: undefined,
  sido: undefined,
  sigungu: undefined,
  space_type: undefined,
  from: undefined,
  to: undefined,
  q: undefined,
};

const COLUMNS = [
  {
    key: 'received',
    title: '접수 시각',
    render: (lead: LeadRow) => <time dateTime={lead.received_at}>{formatDateTime(lead.received_at)}</time>,
  },
  { key: 'region', title: '지역', render: (lead: LeadRow) => <LeadLink lead={lead} /> },
  {
    key: 'space',
    title: '공간/면적',
    render: (lead: LeadRow) => (
      <>
        {lead.space_type}
        <span className="lead-table__sub">{formatArea(lead)}</span>
      </>
    ),
  },
  { key: 'rooms', title: '범위', render: (lead: LeadRow) => formatRooms(lead.rooms) },
  { key: 'budget', title: '예산', render: (lead: LeadRow) => formatBudget(lead) },
  { key: 'customer', title: '고객', render: (lead: LeadRow) => lead.customer_name },
  { key: 'status', title: '상태', render: (lead: LeadRow) => <LeadStatusTag status={lead.status} /> },
  { key: 'clock', title: '응답', render: (lead: LeadRow) => <LeadClock clock={lead.clock} /> },
];

export function LeadInboxPage() {
  const navigate = useNavigate();
  const isMobile = useUiState((state) => state.isMobile);
  const { query, update } = useUrlQuery(leadListFields);
  const leads = useLeads(leadListQuery(query));
  useLeadStream();
  const data = leads.data;
  const newCount = data?.new_count;

  const tabLabel = (tab: LeadTab) =>
    tab === 'new' && newCount ? `${LEAD_TAB_LABELS[tab]} ${groupDigits(newCount)}` : LEAD_TAB_LABELS[tab];

  const empty = !data ? (
    <Skeleton active title={false} paragraph={{ rows: 6 }} />
  ) : isFiltered(query) ? (
    <Empty description="조건에 맞는 견적 요청이 없습니다.">
      <Button onClick={() => update(CLEARED_FILTERS)}>조건 초기화</Button>
    </Empty>
  ) : query.tab !== 'all' ? (
    <Empty description={`${LEAD_TAB_LABELS[query.tab]} 견적 요청이 없습니다.`} />
  ) : (
    <Empty description="아직 받은 견적 요청이 없습니다. 요금제에 가입하면 우리 지역 고객의 견적 요청이 이곳에 도착합니다.">
      <Button type="primary" onClick={() => void navigate(PATHS.paymentPlan)}>
        요금제 보러 가기
      </Button>
    </Empty>
  );

  function list() {
    if (leads.isError && !data) {
      return <RetryAlert message="견적 요청을 불러오지 못했습니다." onRetry={() => void leads.refetch()} />;
    }
    const rows = data?.items ?? [];
    return (
      <>
        {isMobile && rows.length > 0 ? (
          <LeadCards rows={rows} />
        ) : (
          <DataTable<LeadRow>
            className="lead-table"
            rowKey={(lead) => String(lead.lead_no)}
            rowClassName={(lead) => (lead.viewed ? undefined : 'lead-table__row--unread')}
            refreshing={leads.isFetching && leads.isPlaceholderData}
            rows={rows}
            empty={empty}
            columns={COLUMNS}
          />
        )}
        {!!data?.total && (
          <ListPagination
            className="lead-inbox__pages"
            current={query.page}
            pageSize={LEAD_PAGE_SIZE}
            total={data.total}
            showTotal
            onChange={(page) => update({ page })}
          />
        )}
      </>
    );
  }

  return (
    <div className="lead-inbox">
      <div className="lead-inbox__head">
        <h1 className="lead-inbox__title">견적 요청함</h1>
        <span className="lead-inbox__new" role="status">
          {newCount !== undefined && `새 견적 요청 ${groupDigits(newCount)}건`}
        </span>
      </div>
      <LeadResponseStrip />
      <TabBar
        className="lead-inbox__tabs"
        tabs={LEAD_TAB_KEYS.map((tab) => ({ key: tab, label: tabLabel(tab) }))}
        activeKey={query.tab}
        // A status belongs to its tab: a new tab drops it.
        onChange={(tab) => update({ tab, status: undefined })}
      >
        <Panel size="small">
          <LeadListFilters query={query} onChange={update} onReset={() => update(CLEARED_FILTERS)} />
          {list()}
        </Panel>
      </TabBar>
    </div>
  );
}

/** The page the address shows, asked for as soon as the screen's chunk has arrived (app/lazy-screen). */
LeadInboxPage.prefetch = (search: string) =>
  void queryClient.prefetchQuery(
    leadListQueryOptions(leadListQuery(readUrlQuery(leadListFields, new URLSearchParams(search)))),
  );
