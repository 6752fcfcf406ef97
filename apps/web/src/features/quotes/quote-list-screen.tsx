/**
 * `/quotes`, 견적서: every quote the partner sent, newest first, a page at a time (`?page=`): the lead
 * it answers, the site, the version (이전 버전 once a newer one replaced it), the total, when it went,
 * whether the customer opened it, and until when it is valid. A table on a desktop, cards on a phone.
 */
import { formatWon, groupDigits } from '@partner-portal/contract/money';
import type { QuoteRow } from '@partner-portal/contract/quotes-api';
import { PATHS } from '@partner-portal/contract/routes';
import { Button, Empty, Skeleton } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { DataTable, type DataColumn } from '../../components/data-table/data-table';
import { ListPagination } from '../../components/list-controls/list-pagination';
import { Panel } from '../../components/panel/panel';
import { RetryAlert } from '../../components/retry-alert';
import { formatDate } from '../../lib/format';
import { useUiState } from '../../lib/ui-store';
import { QUOTE_PAGE_SIZE, useQuotes } from './api/get-quotes';
import { leadPath, quotePath } from './quote-paths';
import { OpenedTag, VersionLabel } from './quote-tags';
import './quotes.css';

/** The 1-based page of `?page=` (1 for anything that is not a page number). */
const pageFrom = (raw: string | null) => {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

const COLUMNS: DataColumn<QuoteRow>[] = [
  {
    key: 'quote',
    title: '견적 번호',
    render: (row) => <Link to={quotePath(row.quote_no)}>{row.quote_no}</Link>,
  },
  {
    key: 'lead',
    title: '견적 요청',
    render: (row) => <Link to={leadPath(row.lead_no)}>요청 {row.lead_no}</Link>,
  },
  { key: 'site', title: '현장', render: (row) => row.site },
  { key: 'type', title: '시공 종류', render: (row) => row.construction_type },
  {
    key: 'version',
    title: '버전',
    render: (row) => <VersionLabel version={row.version} superseded={row.superseded_by !== null} />,
  },
  { key: 'total', title: '합계', align: 'right', render: (row) => formatWon(row.total_won) },
  { key: 'sent', title: '발송일', render: (row) => formatDate(row.sent_at) },
  { key: 'opened', title: '열람', render: (row) => <OpenedTag openedAt={row.opened_at} /> },
  { key: 'valid', title: '유효기간', render: (row) => formatDate(row.valid_until) },
];

function QuoteCard({ row }: { row: QuoteRow }) {
  return (
    <li className="quote-card">
      <div className="quote-card__head">
        <Link to={quotePath(row.quote_no)} className="quote-card__title">
          {row.site} · {row.construction_type}
        </Link>
        <OpenedTag openedAt={row.opened_at} />
      </div>
      <p className="quote-card__total">{formatWon(row.total_won)}</p>
      <dl className="quote-card__facts">
        <dt>견적 번호</dt>
        <dd>
          {row.quote_no} (<VersionLabel version={row.version} superseded={row.superseded_by !== null} />)
        </dd>
        <dt>견적 요청</dt>
        <dd>
          <Link to={leadPath(row.lead_no)}>요청 {row.lead_no}</Link>
        </dd>
        <dt>발송일</dt>
        <dd>{formatDate(row.sent_at)}</dd>
        <dt>유효기간</dt>
        <dd>{formatDate(row.valid_until)}</dd>
      </dl>
    </li>
  );
}

export default function QuoteListScreen() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const quotes = useQuotes(page);
  const isMobile = useUiState((state) => state.isMobile);
  const rows = quotes.data?.items ?? [];

  const empty = !quotes.data ? (
    <Skeleton active title={false} paragraph={{ rows: 5 }} aria-label="불러오는 중" />
  ) : (
    <Empty description="아직 보낸 견적서가 없습니다. 견적 요청을 수락하고 견적서를 보내보세요.">
      <Button type="primary" onClick={() => void navigate(PATHS.leads)}>
        견적 요청함으로 가기
      </Button>
    </Empty>
  );

  function list() {
    if (quotes.isError && !quotes.data) {
      return <RetryAlert message="견적서를 불러오지 못했습니다." onRetry={() => void quotes.refetch()} />;
    }
    if (isMobile) {
      return rows.length === 0 ? (
        <Panel>{empty}</Panel>
      ) : (
        <ul className="quote-cards" aria-label="견적서 목록" aria-busy={quotes.isFetching}>
          {rows.map((row) => (
            <QuoteCard key={row.quote_no} row={row} />
          ))}
        </ul>
      );
    }
    return (
      <Panel>
        <DataTable<QuoteRow>
          className="quote-table"
          columns={COLUMNS}
          rows={rows}
          rowKey={(row) => String(row.quote_no)}
          refreshing={quotes.isFetching && !!quotes.data}
          empty={empty}
        />
      </Panel>
    );
  }

  return (
    <div className="quotes-page">
      <div className="quotes-page__head">
        <h1 className="quotes-page__title">견적서</h1>
        {quotes.data && <span className="quotes-page__count">총 {groupDigits(quotes.data.total)}건</span>}
      </div>
      {list()}
      {quotes.data && (
        <ListPagination
          className="quotes-page__pages"
          current={page}
          pageSize={QUOTE_PAGE_SIZE}
          total={quotes.data.total}
          onChange={(next) => setParams(next === 1 ? {} : { page: String(next) })}
        />
      )}
    </div>
  );
}
