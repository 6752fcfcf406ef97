/**
 * `/payment/complete?orderNo=…`: where the server sends the browser after the card window (and the
 * payment screen after a bank-transfer order). It reads the order's state from the server: paid,
 * declined with the card company's reason, still being settled, or waiting for the deposit.
 */
import { formatWon } from '@partner-portal/contract/money';
import type { OrderView } from '@partner-portal/contract/orders-api';
import { PATHS } from '@partner-portal/contract/routes';
import { Button, Descriptions, Skeleton, Spin } from 'antd';
import { useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Panel } from '../../components/panel/panel';
import { RetryAlert } from '../../components/retry-alert';
import { formatDateTime } from '../../lib/format';
import { ApiError } from '../../lib/http/api-error';
import { useOrder } from './api/get-order';
import { BankTransferDialog } from './bank-transfer-dialog';
import { detailPath } from './order-path';
import { METHOD_LABELS, OrderStatusTag, quotaLabel } from './order-parts';
import { PayByCardButton } from './pay-by-card-button';
import './orders.css';
import { StatusResult } from '../../components/status-result';

function OrderSummary({ order }: { order: OrderView }) {
  return (
    <Descriptions
      className="complete__summary"
      column={1}
      size="small"
      bordered
      items={[
        { key: 'orderNo', label: '주문번호', children: order.order_no },
        { key: 'goods', label: '상품명', children: order.goods_name },
        { key: 'status', label: '상태', children: <OrderStatusTag status={order.status} /> },
        { key: 'amount', label: '결제 금액', children: <strong>{formatWon(order.total_won)}</strong> },
        {
          key: 'method',
          label: '결제 수단',
          children:
            order.method === 'card' && order.card
              ? `${order.card.card_name} ${order.card.card_num} · ${quotaLabel(order.quota)}`
              : METHOD_LABELS[order.method],
        },
        ...(order.card ? [{ key: 'approve', label: '승인번호', children: order.card.approve_no }] : []),
        ...(order.paid_at
          ? [{ key: 'paidAt', label: '결제일시', children: formatDateTime(order.paid_at) }]
          : []),
      ]}
    />
  );
}

function Outcome({ order }: { order: OrderView }) {
  const navigate = useNavigate();
  const [showAccount, setShowAccount] = useState(false);
  const go = (path: string) => () => void navigate(path);
  const toHistory = (
    <Button key="history" onClick={go(detailPath(order.order_no))}>
      결제 상세 보기
    </Button>
  );
  const result = (
    status: 'success' | 'error' | 'info' | 'warning',
    title: string,
    subTitle: ReactNode,
    extra: ReactNode[],
  ) => (
    <StatusResult
      status={status}
      title={<h1 className="complete__title">{title}</h1>}
      subTitle={subTitle}
      extra={extra}
    >
      <OrderSummary order={order} />
    </StatusResult>
  );

  switch (order.status) {
    case 'paid':
      return result(
        'success',
        '결제가 완료되었습니다',
        '요금제가 바로 시작되었습니다. 나의 요금제에서 이용 기간을 확인하세요.',
        [
          <Button key="plan" type="primary" onClick={go(PATHS.myPlan)}>
            나의 요금제
          </Button>,
          toHistory,
        ],
      );
    case 'failed':
      return result('error', '결제에 실패했습니다', order.failure_message ?? '결제가 완료되지 않았습니다.', [
        <Button key="retry" type="primary" onClick={go(PATHS.payment)}>
          다시 결제하기
        </Button>,
        toHistory,
      ]);
    case 'awaiting_deposit':
      return (
        <>
          {result(
            'info',
            '입금을 기다리고 있습니다',
            '안내한 계좌로 입금하신 뒤 담당 매니저에게 연락해주세요.',
            [
              <Button key="account" type="primary" onClick={() => setShowAccount(true)}>
                입금 계좌 보기
              </Button>,
              <PayByCardButton key="card" order={order} />,
              toHistory,
            ],
          )}
          <BankTransferDialog
            instructions={showAccount ? order.bank_transfer : null}
            onClose={() => setShowAccount(false)}
          />
        </>
      );
    case 'pending':
    case 'unknown':
      return result(
        'warning',
        '결제 결과를 확인하고 있습니다',
        <span className="complete__checking">
          <Spin size="small" aria-hidden="true" />{' '}
          {order.failure_message ?? '잠시만 기다려주세요. 이 화면은 자동으로 바뀝니다.'}
        </span>,
        [toHistory],
      );
    case 'created':
      return result(
        'info',
        '결제가 진행되지 않았습니다',
        '결제창에서 결제를 마치지 않았습니다. 다시 결제해주세요.',
        [
          <Button key="retry" type="primary" onClick={go(PATHS.payment)}>
            다시 결제하기
          </Button>,
          toHistory,
        ],
      );
    default:
      return result('info', '결제 내역을 확인해주세요', '이 결제는 이미 처리되었습니다.', [toHistory]);
  }
}

export function PaymentCompletePage() {
  const orderNo = useSearchParams()[0].get('orderNo') ?? '';
  const navigate = useNavigate();
  const order = useOrder(orderNo);
  const notFound = !orderNo || (order.error instanceof ApiError && order.error.status === 404);

  return (
    <Panel className="complete">
      {notFound ? (
        <StatusResult
          status="404"
          title={<h1 className="complete__title">결제 정보를 찾을 수 없습니다</h1>}
          extra={
            <Button type="primary" onClick={() => void navigate(PATHS.paymentHistoryList)}>
              결제 내역
            </Button>
          }
        />
      ) : order.isError ? (
        <RetryAlert message="결제 결과를 불러오지 못했습니다." onRetry={() => void order.refetch()} />
      ) : order.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <Outcome order={order.data} />
      )}
    </Panel>
  );
}
