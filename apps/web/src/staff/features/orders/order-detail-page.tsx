/**
 * `/staff/orders/:orderNo`: one order, its payment and what staff did to it; confirm a bank deposit,
 * or refund with a reason and an amount after a dialog that reads back what will happen.
 */
import { formatWon } from '@partner-portal/contract/money';
import type { StaffRefundRequest } from '@partner-portal/contract/staff-api';
import type { OrderDetail } from '@partner-portal/contract/staff-desks-api';
import { Alert, Button, Card, Descriptions, Form, Input, InputNumber, Modal, Space } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { CONSOLE_PATHS, consolePath } from '../../app/console-paths';
import { ConfirmDepositDialog } from '../../shared/confirm-deposit-dialog';
import { failureText } from '../../../lib/http/api-error';
import { DetailFrame, DoneNotice, ListOrEmpty } from '../../shared/feedback';
import { useRefund } from '../../shared/order-mutations';
import { OrderStatusTag, PAYMENT_METHOD_LABELS } from '../../shared/status-tags';
import { useOrderDetail } from './api/order-queries';

type Order = OrderDetail['order'];

const ACTION_LABELS: Record<string, string> = {
  confirm_deposit: '입금 확인',
  refund: '환불',
  refund_settle: '환불 송금 완료',
  retry_renewal: '정기결제 재시도',
  end_renewal: '정기결제 종료',
};

function RefundDialog({
  order,
  onClose,
  onDone,
}: {
  order: Order;
  onClose(): void;
  onDone(text: string): void;
}) {
  const refund = useRefund();
  const [form] = Form.useForm<StaffRefundRequest>();
  const remaining = order.total_won - order.refunded_won;
  const [step, setStep] = useState<StaffRefundRequest | null>(null);
  const amount = step?.amount_won ?? remaining;
  if (step)
    return (
      <Modal
        open
        title="환불 확인"
        okText={`${formatWon(amount)} 환불`}
        cancelText="돌아가기"
        okButtonProps={{ danger: true, loading: refund.isPending }}
        onCancel={() => setStep(null)}
        onOk={() =>
          refund.mutate(
            { orderNo: order.order_no, ...step },
            {
              onSuccess: () => {
                onDone(`${order.order_no}: ${formatWon(amount)}을 환불했습니다.`);
                onClose();
              },
            },
          )
        }
      >
        <p>
          환불 <strong>{formatWon(amount)}</strong> — {order.partner_name} {order.order_no}
          <br />
          사유: {step.reason}
        </p>
        <p>결제사에 환불을 요청하며 되돌릴 수 없습니다.</p>
        {refund.isError && <Alert type="error" showIcon title={failureText(refund.error)} />}
      </Modal>
    );
  return (
    <Modal open title="환불" okText="다음" cancelText="취소" onCancel={onClose} onOk={() => form.submit()}>
      <p>
        결제 {formatWon(order.total_won)} · 환불된 금액 {formatWon(order.refunded_won)} · 남은 금액{' '}
        <strong>{formatWon(remaining)}</strong>
      </p>
      <Form<StaffRefundRequest>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ amount_won: remaining }}
        onFinish={setStep}
      >
        <Form.Item
          label="환불액"
          name="amount_won"
          rules={[{ required: true, message: '환불액을 입력해주세요.' }]}
        >
          <InputNumber<number> min={1} max={remaining} style={{ width: '100%' }} addonAfter="원" />
        </Form.Item>
        <Form.Item
          label="환불 사유"
          name="reason"
          rules={[{ required: true, min: 2, message: '환불 사유를 입력해주세요.' }]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function Detail({ detail }: { detail: OrderDetail }) {
  const { order } = detail;
  const [dialog, setDialog] = useState<'deposit' | 'refund' | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const close = () => setDialog(null);
  return (
    <>
      <div className="console__toolbar">
        <h1 className="console__title">주문 {order.order_no}</h1>
        <OrderStatusTag status={order.status} />
        <Space>
          {order.status === 'awaiting_deposit' && order.method === 'bank_transfer' && (
            <Button type="primary" onClick={() => setDialog('deposit')}>
              입금 확인
            </Button>
          )}
          {order.status === 'paid' && order.refunded_won < order.total_won && (
            <Button danger onClick={() => setDialog('refund')}>
              환불
            </Button>
          )}
          {order.receipt_url && (
            <Button href={order.receipt_url} target="_blank" rel="noopener noreferrer">
              영수증 보기
            </Button>
          )}
        </Space>
      </div>
      {done && <DoneNotice text={done} onClose={() => setDone(null)} />}
      <div className="console__grid">
        <Card title="주문">
          <Descriptions column={1} size="small">
            <Descriptions.Item label="파트너">
              <Link to={consolePath(CONSOLE_PATHS.partner, order.partner_id)}>{order.partner_name}</Link>
            </Descriptions.Item>
            <Descriptions.Item label="상품">{order.goods_name}</Descriptions.Item>
            <Descriptions.Item label="공급가액">{formatWon(order.supply_won)}</Descriptions.Item>
            <Descriptions.Item label="부가세">{formatWon(order.vat_won)}</Descriptions.Item>
            <Descriptions.Item label="결제 금액">{formatWon(order.total_won)}</Descriptions.Item>
            <Descriptions.Item label="환불된 금액">{formatWon(order.refunded_won)}</Descriptions.Item>
            <Descriptions.Item label="주문일시">{formatDateTime(order.created_at)}</Descriptions.Item>
            <Descriptions.Item label={order.method === 'bank_transfer' ? '입금 기한' : '결제 기한'}>
              {formatDateTime(order.expires_at)}
            </Descriptions.Item>
          </Descriptions>
        </Card>
        <Card title="결제">
          <Descriptions column={1} size="small">
            <Descriptions.Item label="결제수단">{PAYMENT_METHOD_LABELS[order.method]}</Descriptions.Item>
            <Descriptions.Item label="카드">
              {order.card_name ? `${order.card_name} ${order.card_num ?? ''}` : '—'}
            </Descriptions.Item>
            <Descriptions.Item label="승인번호">{order.approve_no ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="결제일시">
              {order.paid_at ? formatDateTime(order.paid_at) : '—'}
            </Descriptions.Item>
            <Descriptions.Item label="취소·환불일시">
              {order.cancelled_at ? formatDateTime(order.cancelled_at) : '—'}
            </Descriptions.Item>
            {order.failure_message && (
              <Descriptions.Item label="실패 사유">{order.failure_message}</Descriptions.Item>
            )}
          </Descriptions>
        </Card>
      </div>
      <Card title="직원 처리 이력" className="console__section">
        <ListOrEmpty
          items={detail.actions}
          empty="직원이 처리한 내역이 없습니다."
          label="직원 처리 이력"
          render={(a) => ({
            key: a.at + a.action,
            text: [
              formatDateTime(a.at),
              `${ACTION_LABELS[a.action] ?? a.action}${a.amount_won === null ? '' : ` ${formatWon(a.amount_won)}`}`,
              a.note,
            ]
              .filter(Boolean)
              .join(' · '),
          })}
        />
      </Card>
      {dialog === 'deposit' && <ConfirmDepositDialog order={order} onClose={close} onDone={setDone} />}
      {dialog === 'refund' && <RefundDialog order={order} onClose={close} onDone={setDone} />}
    </>
  );
}

export function OrderDetailPage() {
  const orderNo = useParams().orderNo ?? '';
  const query = useOrderDetail(orderNo);
  return (
    <DetailFrame
      back={{ to: CONSOLE_PATHS.orders, label: '주문 목록' }}
      query={query}
      failure="주문을 불러오지 못했습니다."
    >
      {(detail) => <Detail detail={detail} />}
    </DetailFrame>
  );
}
