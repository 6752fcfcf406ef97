/** `/staff/orders`: every order, filtered by state, payment method, order dates and order number or business name. */
import { formatWon } from '@partner-portal/contract/money';
import {
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderStatus,
} from '@partner-portal/contract/orders-constants';
import type { StaffOrderRow } from '@partner-portal/contract/staff-api';
import { DatePicker, Input, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { CONSOLE_PATHS, consolePath } from '../../app/console-paths';
import { FilterSelect } from '../../shared/filter-select';
import { PagedTable } from '../../shared/paged-table';
import { OrderStatusTag, PAYMENT_METHOD_LABELS } from '../../shared/status-tags';
import { useSearchState } from '../../shared/use-search-state';
import { useOrderSearch } from './api/order-queries';

const columns: TableColumnsType<StaffOrderRow> = [
  {
    title: '주문번호',
    dataIndex: 'order_no',
    render: (no: string) => <Link to={consolePath(CONSOLE_PATHS.order, no)}>{no}</Link>,
  },
  {
    title: '파트너',
    dataIndex: 'partner_name',
    render: (name: string, row) => (
      <Link to={consolePath(CONSOLE_PATHS.partner, row.partner_id)}>{name}</Link>
    ),
  },
  { title: '상품', dataIndex: 'goods_name' },
  {
    title: '결제수단',
    dataIndex: 'method',
    render: (m: StaffOrderRow['method']) => PAYMENT_METHOD_LABELS[m],
  },
  { title: '금액', dataIndex: 'total_won', align: 'right', render: (won: number) => formatWon(won) },
  { title: '상태', dataIndex: 'status', render: (s: OrderStatus) => <OrderStatusTag status={s} /> },
  { title: '주문일시', dataIndex: 'created_at', render: formatDateTime },
];

const FILTERS = ['status', 'method', 'from', 'to', 'q'] as const;

export function OrdersPage() {
  const { values, page, size, update } = useSearchState(FILTERS);
  const list = useOrderSearch({ ...values, page, size });
  return (
    <>
      <h1>주문 관리</h1>
      <div className="console__toolbar" role="search" aria-label="주문 검색 조건">
        <FilterSelect
          label="주문 상태"
          placeholder="모든 상태"
          value={values.status}
          onChange={(status) => update({ status })}
          options={ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] }))}
        />
        <FilterSelect
          label="결제수단"
          placeholder="모든 결제수단"
          value={values.method}
          onChange={(method) => update({ method })}
          options={Object.entries(PAYMENT_METHOD_LABELS).map(([value, label]) => ({ value, label }))}
        />
        <DatePicker.RangePicker
          aria-label="주문일"
          placeholder={['주문일 시작', '주문일 끝']}
          value={values.from && values.to ? [dayjs(values.from), dayjs(values.to)] : null}
          onChange={(range) =>
            update({ from: range?.[0]?.format('YYYY-MM-DD'), to: range?.[1]?.format('YYYY-MM-DD') })
          }
        />
        <Input.Search
          key={values.q}
          aria-label="주문번호 또는 업체명"
          placeholder="주문번호 또는 업체명"
          defaultValue={values.q}
          allowClear
          enterButton="검색"
          style={{ maxWidth: 320 }}
          onSearch={(q) => update({ q: q.trim() })}
        />
      </div>
      <PagedTable<StaffOrderRow>
        caption="주문 목록"
        query={list}
        rowKey="order_no"
        columns={columns}
        emptyText="조건에 맞는 주문이 없습니다."
        page={page}
        size={size}
        onPage={(next, nextSize) => update({ page: next, size: nextSize })}
      />
    </>
  );
}
