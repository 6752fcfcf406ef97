/** Home's last three orders, each leading to its detail; none yet: the way to the plans. */
import { formatWon } from '@partner-portal/contract/money';
import { ORDER_LIST_PAGE_SIZES, ORDER_STATUS_LABELS } from '@partner-portal/contract/orders-constants';
import { PATHS } from '@partner-portal/contract/routes';
import { Button, Skeleton } from 'antd';
import { generatePath, Link, useNavigate } from 'react-router';
import { Panel } from '../../components/panel/panel';
import { RetryAlert } from '../../components/retry-alert';
import { useOrders } from '../../lib/api/list-orders';
import { formatDate } from '../../lib/format';

export const HOME_ORDERS = 3;

export function OrdersCard() {
  const navigate = useNavigate();
  // The history's first page (the smallest size the list accepts), shared with /paymentHistory/list.
  const orders = useOrders({ page: 1, size: ORDER_LIST_PAGE_SIZES[0] });
  const latest = orders.data?.items.slice(0, HOME_ORDERS) ?? [];
  return (
    <Panel
      title="최근 결제"
      className="intro-card home-list-card"
      extra={<Link to={PATHS.paymentHistoryList}>결제 내역</Link>}
    >
      {orders.isPending ? (
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      ) : orders.isError ? (
        <RetryAlert message="결제 내역을 불러오지 못했습니다." onRetry={() => void orders.refetch()} />
      ) : latest.length === 0 ? (
        <div className="intro-empty">
          <p>아직 결제 내역이 없습니다. 요금제를 골라 카드나 계좌이체로 결제할 수 있습니다.</p>
          <Button onClick={() => void navigate(PATHS.paymentPlan)}>요금제 안내 보기</Button>
        </div>
      ) : (
        <ul className="home-list">
          {latest.map((order) => (
            <li key={order.order_no} className="home-list__row">
              <span className="home-list__main">
                <Link to={generatePath(PATHS.paymentHistoryDetail, { orderNo: order.order_no })}>
                  {order.goods_name}
                </Link>
                <span className="home-list__sub">
                  {formatDate(order.paid_at ?? order.created_at)} · {ORDER_STATUS_LABELS[order.status]}
                </span>
              </span>
              <span className="home-list__side home-list__amount">{formatWon(order.total_won)}</span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
