/**
 * Withdrawal of a card payment (청약 철회), confirmed first: the rule, the deadline and the refund
 * come from the server, which also cancels the card payment through the gateway.
 */
import { formatWon } from '@partner-portal/contract/money';
import type { OrderView } from '@partner-portal/contract/orders-api';
import { Alert, Descriptions, Input, Modal } from 'antd';
import { useId, useState } from 'react';
import { formatDateTime } from '../../lib/format';
import { failureText } from '../../lib/http/api-error';
import { showToast } from '../../lib/toast';
import { useCancelOrder } from './api/cancel-order';

interface Props {
  order: OrderView;
  open: boolean;
  onClose: () => void;
}

export function WithdrawDialog({ order, open, onClose }: Props) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const cancel = useCancelOrder();
  const withdrawal = order.withdrawal;

  async function confirm() {
    if (cancel.isPending) return;
    setError(null);
    try {
      const after = await cancel.mutateAsync({ order_no: order.order_no, reason: reason.trim() });
      showToast('success', `결제가 취소되었습니다. ${formatWon(after.refunded_won)}이 환불됩니다.`);
      onClose();
    } catch (failure) {
      setError(failureText(failure, '결제를 취소하지 못했습니다. 다시 시도해주세요.'));
    }
  }

  return (
    <Modal
      open={open && withdrawal !== null}
      title="결제 취소 (청약 철회)"
      okText="결제 취소하기"
      okButtonProps={{ danger: true }}
      cancelText="닫기"
      confirmLoading={cancel.isPending}
      onOk={() => void confirm()}
      onCancel={onClose}
    >
      {withdrawal && (
        <div className="withdraw">
          <Alert
            type="warning"
            showIcon
            title="결제를 취소하면 요금제 이용이 바로 중단됩니다."
            description={withdrawal.rule}
          />
          <Descriptions
            column={1}
            size="small"
            bordered
            items={[
              { key: 'paid', label: '결제 금액', children: formatWon(order.total_won) },
              {
                key: 'refund',
                label: '환불 예정 금액',
                children: <strong>{formatWon(withdrawal.refundable_won)}</strong>,
              },
              { key: 'until', label: '철회 가능 기한', children: `${formatDateTime(withdrawal.until)}까지` },
            ]}
          />
          <p className="withdraw__note">환불은 카드사를 통해 영업일 기준 3일 이내에 처리됩니다.</p>
          <label htmlFor={`${id}-reason`} className="withdraw__label">
            취소 사유 (선택)
          </label>
          <Input.TextArea
            id={`${id}-reason`}
            value={reason}
            maxLength={200}
            showCount
            autoSize={{ minRows: 2, maxRows: 4 }}
            onChange={(event) => setReason(event.target.value)}
          />
          {error && <Alert type="error" showIcon title={error} role="alert" />}
        </div>
      )}
    </Modal>
  );
}
