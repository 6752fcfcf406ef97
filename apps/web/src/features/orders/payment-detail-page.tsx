/**
 * `/paymentHistory/detail/{orderNo}`: one payment to the won — items, supply, VAT, total, card and
 * approval number — with its receipt, the bank account while a deposit is awaited, and withdrawal
 * within the window.
 */
import { formatWon } from '@partner-portal/contract/money';
import { PATHS } from '@partner-portal/contract/routes';
import { Alert, Button, Descriptions } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { CardSkeleton } from '../../components/card-skeleton';
import { ExternalLink } from '../../components/external-link';
import { Panel } from '../../components/panel/panel';
import { RetryAlert } from '../../components/retry-alert';
import { formatDate, formatDateTime } from '../../lib/format';
import { ApiError } from '../../lib/http/api-error';
import { useOrder } from './api/get-order';
import { BankTransferDialog } from './bank-transfer-dialog';
import { AmountSummary, METHOD_LABELS, OrderStatusTag, PriceLines, quotaLabel } from './order-parts';
import { PayByCardButton } from './pay-by-card-button';
import { ReceiptDialog } from './receipt-dialog';
import { OrderTaxDocuments } from './tax-documents/order-tax-documents';
import { WithdrawDialog } from './withdraw-dialog';
import './orders.css';
import { StatusResult } from '../../components/status-result';
import { useDetailColumns } from '../../lib/ui-store';

type Dialog = 'receipt' | 'withdraw' | 'account' | null;

export function PaymentDetailPage() {
  const orderNo = useParams().orderNo ?? '';
  const navigate = useNavigate();
  const order = useOrder(orderNo);
  const [dialog, setDialog] = useState<Dialog>(null);
  const columns = useDetailColumns();
  const close = () => setDialog(null);

  if (order.error instanceof ApiError && order.error.status === 404) {
    return (
      <StatusResult
        status="404"
        title="결제 내역을 찾을 수 없습니다"
        extra={
          <Button type="primary" onClick={() => void navigate(PATHS.paymentHistoryList)}>
            결제 내역
          </Button>
        }
      />
    );
  }
  if (order.isError)
    return <RetryAlert message="결제 내역을 불러오지 못했습니다." onRetry={() => void order.refetch()} />;
  if (order.isPending) {
    return <CardSkeleton rows={10} />;
  }

  const o = order.data;
  const hasReceipt = o.paid_at !== null;
  return (
    <div className="detail">
      <Link to={PATHS.paymentHistoryList} className="detail__back">
        ← 결제 내역
      </Link>
      <header className="detail__header">
        <h1 className="payment__title">결제 상세</h1>
        <OrderStatusTag status={o.status} refundPending={Boolean(o.refund_due_on)} />
      </header>

      {o.withdrawal && (
        <Alert
          type="info"
          showIcon
          title={`${formatDateTime(o.withdrawal.until)}까지 결제를 취소(청약 철회)할 수 있습니다. 오늘 취소하면 ${formatWon(o.withdrawal.refundable_won)}이 환불됩니다.`}
          description={o.withdrawal.rule}
        />
      )}
      {o.refund_due_on && (
        <Alert
          type="info"
          showIcon
          title={`환불 처리 중입니다. 환불 예정일: ${formatDate(o.refund_due_on)}`}
          description="환불은 요청일로부터 3영업일 안에 송금됩니다."
        />
      )}
      {o.status === 'failed' && o.failure_message && (
        <Alert type="error" showIcon title={o.failure_message} />
      )}

      <Panel title="결제 정보">
        <Descriptions
          column={columns}
          size="small"
          bordered
          items={[
            { key: 'orderNo', label: '주문번호', children: o.order_no },
            { key: 'goods', label: '상품명', children: o.goods_name },
            { key: 'created', label: '결제 요청일시', children: formatDateTime(o.created_at) },
            { key: 'paid', label: '결제일시', children: o.paid_at ? formatDateTime(o.paid_at) : '-' },
            { key: 'method', label: '결제 수단', children: METHOD_LABELS[o.method] },
            ...(o.card
              ? [
                  { key: 'card', label: '카드', children: `${o.card.card_name} ${o.card.card_num}` },
                  { key: 'quota', label: '할부', children: quotaLabel(o.quota) },
                  { key: 'approve', label: '승인번호', children: o.card.approve_no },
                ]
              : []),
            ...(o.cancelled_at
              ? [{ key: 'cancelled', label: '취소일시', children: formatDateTime(o.cancelled_at) }]
              : []),
            ...(o.refund_due_on
              ? [{ key: 'refundDue', label: '환불 예정일', children: formatDate(o.refund_due_on) }]
              : []),
          ]}
        />
      </Panel>

      <Panel title="주문 상품">
        <PriceLines lines={o.lines} />
        <AmountSummary totals={o} />
      </Panel>

      <OrderTaxDocuments order={o} />

      <div className="detail__actions">
        {hasReceipt && (
          <Button type="primary" onClick={() => setDialog('receipt')}>
            영수증 보기
          </Button>
        )}
        {o.receipt_url && (
          <ExternalLink className="detail__slip" href={o.receipt_url} title="카드 매출전표">
            카드 매출전표
          </ExternalLink>
        )}
        {o.bank_transfer && (
          <>
            <Button type="primary" onClick={() => setDialog('account')}>
              입금 계좌 보기
            </Button>
            <PayByCardButton order={o} />
          </>
        )}
        {o.withdrawal && (
          <Button danger onClick={() => setDialog('withdraw')}>
            결제 취소 (청약 철회)
          </Button>
        )}
      </div>

      <ReceiptDialog order={o} open={dialog === 'receipt'} onClose={close} />
      <WithdrawDialog order={o} open={dialog === 'withdraw'} onClose={close} />
      <BankTransferDialog instructions={dialog === 'account' ? o.bank_transfer : null} onClose={close} />
    </div>
  );
}
