/**
 * Bank-transfer orders awaiting deposit, on /mypage/plan: until the money arrives no plan is in use,
 * so the page says what is waiting, where to send how much, and by when.
 */
import { formatWon } from '@partner-portal/contract/money';
import type { OrderListItem } from '@partner-portal/contract/orders-api';
import { Alert, Skeleton, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Panel } from '../../components/panel/panel';
import { formatDateTime } from '../../lib/format';
import { orderQueryOptions } from './api/get-order';
import { useOrders } from '../../lib/api/list-orders';
import { detailPath } from './order-path';

function PendingDeposit({ order }: { order: OrderListItem }) {
  // Once read is enough here: a deposit is confirmed by staff, not within seconds.
  const { data } = useQuery({ ...orderQueryOptions(order.order_no), refetchInterval: false });
  const transfer = data?.bank_transfer;
  return (
    <Panel className="my-plan my-plan--pending" size="small">
      <div className="my-plan__head">
        <div>
          <p className="my-plan__code">무통장입금</p>
          <h2 className="my-plan__name">{order.goods_name}</h2>
        </div>
        <Tag color="warning">입금 대기</Tag>
      </div>
      {!transfer ? (
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      ) : (
        <dl className="my-plan__facts">
          <dt>입금 기한</dt>
          <dd>{formatDateTime(transfer.deposit_deadline)}까지</dd>
          <dt>입금 금액</dt>
          <dd>
            <strong>{formatWon(transfer.amount_won)}</strong>
          </dd>
          <dt>입금 계좌</dt>
          <dd>
            {transfer.bank_name} {transfer.account_number} ({transfer.account_holder})
          </dd>
          <dt>입금자명</dt>
          <dd>{transfer.depositor_name}</dd>
          <dt>주문번호</dt>
          <dd>
            <Link to={detailPath(order.order_no)}>{order.order_no}</Link>
          </dd>
        </dl>
      )}
    </Panel>
  );
}

/** The partner's orders awaiting deposit (none while loading). */
export function usePendingDeposits(): OrderListItem[] {
  const { data } = useOrders({ status: 'awaiting_deposit', page: 1, size: 10 });
  return data?.items ?? [];
}

export function PendingDeposits({ orders }: { orders: OrderListItem[] }) {
  return (
    <section className="my-plans__pending" aria-label="입금 대기 중인 주문">
      <Alert
        type="info"
        showIcon
        title="입금이 확인되면 요금제가 시작됩니다 (이용 중인 요금제는 그 기간이 끝난 다음 날부터). 기한이 지나면 주문이 취소됩니다."
      />
      <div className="my-plans__list">
        {orders.map((order) => (
          <PendingDeposit key={order.order_no} order={order} />
        ))}
      </div>
    </section>
  );
}
