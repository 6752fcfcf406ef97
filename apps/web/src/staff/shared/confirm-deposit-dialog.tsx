/** Confirms a bank deposit with the amount and depositor name the bank shows (deposits and orders desks). */
import { formatWon } from '@partner-portal/contract/money';
import type { ConfirmDepositRequest } from '@partner-portal/contract/staff-api';
import { Alert, Form, Input, InputNumber, Modal } from 'antd';
import { failureText } from '../../lib/http/api-error';
import { useConfirmDeposit } from './order-mutations';

export interface DepositOrder {
  order_no: string;
  partner_name: string;
  goods_name: string;
  total_won: number;
}

export function ConfirmDepositDialog({
  order,
  onClose,
  onDone,
}: {
  order: DepositOrder;
  onClose(): void;
  onDone(text: string): void;
}) {
  const confirm = useConfirmDeposit();
  const [form] = Form.useForm<ConfirmDepositRequest>();
  const submit = (values: ConfirmDepositRequest) =>
    confirm.mutate(
      { orderNo: order.order_no, ...values },
      {
        onSuccess: () => {
          onDone(`${order.order_no}: 입금을 확인했습니다. ${order.partner_name}의 요금제가 시작되었습니다.`);
          onClose();
        },
      },
    );
  return (
    <Modal
      open
      title="입금 확인"
      okText="입금 확인"
      cancelText="취소"
      okButtonProps={{ loading: confirm.isPending }}
      onCancel={onClose}
      onOk={() => form.submit()}
    >
      <p>
        {order.partner_name} · {order.goods_name} · 결제할 금액 <strong>{formatWon(order.total_won)}</strong>
      </p>
      <Form<ConfirmDepositRequest> form={form} layout="vertical" requiredMark={false} onFinish={submit}>
        <Form.Item
          label="입금액 (통장에 찍힌 금액)"
          name="amount_won"
          rules={[{ required: true, message: '입금액을 입력해주세요.' }]}
        >
          <InputNumber<number> min={1} style={{ width: '100%' }} addonAfter="원" />
        </Form.Item>
        <Form.Item
          label="입금자명"
          name="depositor"
          rules={[{ required: true, message: '입금자명을 입력해주세요.' }]}
        >
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item label="메모 (선택)" name="note">
          <Input maxLength={200} />
        </Form.Item>
      </Form>
      {confirm.isError && (
        <Alert type="error" showIcon title={failureText(confirm.error, '입금을 확인하지 못했습니다.')} />
      )}
    </Modal>
  );
}
