/**
 * `/paymentHistory/list`: the partner's orders, newest first, filtered by period and status. Filters
 * and the page live in the URL, so back, forward and refresh keep them. The filters are the browser's
 * own controls (components/list-controls): antd's date picker, select, radio group and pagination
 * were 64 kB of the page's 300 kB of JS (issue #14); a phone shows its own date and list pickers.
 */
import { formatWon } from '@partner-portal/contract/money';
import {
  ORDER_LIST_PAGE_SIZES,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderStatus,
} from '@partner-portal/contract/orders-constants';
import type { OrderList } from '@partner-portal/contract/orders-api';
import { PATHS } from '@partner-portal/contract/routes';
import { addMonths, seoulDate } from '@partner-portal/contract/seoul-time';
import { Button, Empty, Skeleton } from 'antd';
import { useId, type ChangeEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { DataTable } from '../../components/data-table/data-table';
import { ListPagination } from '../../components/list-controls/list-pagination';
import { NativeSelect } from '../../components/list-controls/native-select';
import { SegmentedChoice } from '../../components/list-controls/segmented-choice';
import { Panel } from '../../components/panel/panel';
import { RetryAlert } from '../../components/retry-alert';
import { formatDateTime } from '../../lib/format';
import { readUrlQuery, useUrlQuery } from '../../lib/url-query';
import { orderListQueryOptions, useOrders } from '../../lib/api/list-orders';
import { queryClient } from '../../lib/query-client';
import { HistoryDownload } from './history-download';
import { historyQueryFields } from './history-query';
import { METHOD_LABELS, OrderStatusTag } from './order-parts';
import { detailPath } from './order-path';
import './orders.css';

const PERIODS = [
  { value: 'all', label: '전체', months: 0 },
  { value: '1m', label: '1개월', months: 1 },
  { value: '3m', label: '3개월', months: 3 },
  { value: '6m', label: '6개월', months: 6 },
] as const;

type Row = OrderList['items'][number];

export function PaymentHistoryPage() {
  const id = useId();
  const navigate = useNavigate();
  const { query, update } = useUrlQuery(historyQueryFields);
  const orders = useOrders(query);
  // The Korean calendar's today, as the server reads the period (and as the page was rendered there).
  const today = seoulDate(new Date());
  const period =
    !query.from && !query.to
      ? 'all'
      : (PERIODS.find((p) => p.months && query.to === today && query.from === addMonths(today, -p.months))
          ?.value ?? null);

  function choosePeriod(value: string) {
    const months = PERIODS.find((p) => p.value === value)?.months ?? 0;
    update(months ? { from: addMonths(today, -months), to: today } : { from: undefined, to: undefined });
  }

  // An emptied field is a valid "no limit"; a half-typed date the browser reports as '' too.
  const setDate = (key: 'from' | 'to') => (event: ChangeEvent<HTMLInputElement>) =>
    update({ [key]: event.target.value || undefined });

  return (
    <div className="history">
      <h1 className="payment__title">결제 내역</h1>
      <Panel className="history__filters" size="small">
        <div className="history__filter">
          <span className="history__label" id={`${id}-period`}>
            기간
          </span>
          <SegmentedChoice
            labelledBy={`${id}-period`}
            value={period}
            onChange={choosePeriod}
            options={PERIODS.map((p) => ({ value: p.value, label: p.label }))}
          />
        </div>
        <div className="history__filter">
          <label className="history__label" htmlFor={`${id}-from`}>
            시작일
          </label>
          <input
            type="date"
            id={`${id}-from`}
            className="native-input history__date"
            value={query.from ?? ''}
            max={query.to}
            onChange={setDate('from')}
          />
        </div>
        <div className="history__filter">
          <label className="history__label" htmlFor={`${id}-to`}>
            종료일
          </label>
          <input
            type="date"
            id={`${id}-to`}
            className="native-input history__date"
            value={query.to ?? ''}
            min={query.from}
            onChange={setDate('to')}
          />
        </div>
        <div className="history__filter">
          <label className="history__label" htmlFor={`${id}-status`}>
            상태
          </label>
          <NativeSelect<OrderStatus | ''>
            id={`${id}-status`}
            label="상태"
            className="history__status"
            value={query.status ?? ''}
            onChange={(status) => update({ status: status || undefined })}
            options={[
              { value: '', label: '전체 상태' },
              ...ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] })),
            ]}
          />
        </div>
        <HistoryDownload filter={query} disabled={!orders.data || orders.data.total === 0} />
      </Panel>

      {orders.isError ? (
        <RetryAlert message="결제 내역을 불러오지 못했습니다." onRetry={() => void orders.refetch()} />
      ) : (
        <Panel>
          <DataTable<Row>
            rowKey={(row) => row.order_no}
            refreshing={orders.isFetching && !!orders.data}
            rows={orders.data?.items ?? []}
            empty={
              // Before the first answer there is nothing to say "no data" about: rows are coming.
              !orders.data ? (
                <Skeleton active title={false} paragraph={{ rows: 5 }} />
              ) : query.from || query.to || query.status ? (
                <Empty description="조건에 맞는 결제 내역이 없습니다.">
                  <Button onClick={() => update({ from: undefined, to: undefined, status: undefined })}>
                    조건 초기화
                  </Button>
                </Empty>
              ) : (
                <Empty description="아직 결제 내역이 없습니다. 요금제를 결제하면 이곳에 내역이 쌓입니다.">
                  <Button type="primary" onClick={() => void navigate(PATHS.paymentPlan)}>
                    요금제 보러 가기
                  </Button>
                </Empty>
              )
            }
            columns={[
              { key: 'created_at', title: '결제 요청일', render: (row) => formatDateTime(row.created_at) },
              {
                key: 'goods',
                title: '상품명',
                render: (row) => <Link to={detailPath(row.order_no)}>{row.goods_name}</Link>,
              },
              { key: 'order_no', title: '주문번호', from: 'lg', render: (row) => row.order_no },
              { key: 'method', title: '결제 수단', from: 'md', render: (row) => METHOD_LABELS[row.method] },
              {
                key: 'amount',
                title: '결제 금액',
                align: 'right',
                render: (row) => (
                  <>
                    {formatWon(row.total_won)}
                    {row.refunded_won > 0 && (
                      <span className="history__refund">환불 {formatWon(row.refunded_won)}</span>
                    )}
                  </>
                ),
              },
              {
                key: 'status',
                title: '상태',
                render: (row) => (
                  <OrderStatusTag status={row.status} refundPending={Boolean(row.refund_due_on)} />
                ),
              },
            ]}
          />
          {!!orders.data?.total && (
            <ListPagination
              className="history__pagination"
              current={query.page}
              pageSize={query.size}
              total={orders.data.total}
              pageSizes={ORDER_LIST_PAGE_SIZES}
              showTotal
              onChange={(page, size) => update(size === query.size ? { page } : { size })}
            />
          )}
        </Panel>
      )}
    </div>
  );
}

/** The list the page will show, asked for as soon as the page's chunk has arrived (app/lazy-screen). */
PaymentHistoryPage.prefetch = (search: string) =>
  void queryClient.prefetchQuery(
    orderListQueryOptions(readUrlQuery(historyQueryFields, new URLSearchParams(search))),
  );
