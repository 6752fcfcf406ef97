/**
 * `/staff/deposits`: bank transfers awaiting deposit (oldest deadline first is the server's order),
 * and the confirmation of one with the amount and depositor name the bank shows; the plan starts.
 */
import { formatWon } from '@partner-portal/contract/money';
import type { ConfirmDepositRequest, StaffOrderRow } from '@partner-portal/contract/staff-api';
import { Alert, Button, Form, Input, InputNumber, Modal, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/format';
import { ApiError } from '../../../lib/http/api-error';
import { DeskTable } from '../../app/desk-table';
import { useAwaitingDeposits, useConfirmDeposit } from './api/deposit-queries';

function ConfirmDialog({
  order,
  onClose,
  onDone,
}: {
  order: StaffOrderRow;
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
        <Alert
          type="error"
          showIcon
          title={confirm.error instanceof ApiError ? confirm.error.message : '입금을 확인하지 못했습니다.'}
        />
      )}
    </Modal>
  );
}

export function DepositsPage() {
  const list = useAwaitingDeposits();
  const [confirming, setConfirming] = useState<StaffOrderRow | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const columns: TableColumnsType<StaffOrderRow> = [
    { title: '주문번호', dataIndex: 'order_no' },
    { title: '파트너', dataIndex: 'partner_name' },
    { title: '상품', dataIndex: 'goods_name' },
    { title: '금액', dataIndex: 'total_won', align: 'right', render: (won: number) => formatWon(won) },
    { title: '주문일시', dataIndex: 'created_at', render: (iso: string) => formatDateTime(iso) },
    { title: '입금 기한', dataIndex: 'expires_at', render: (iso: string) => formatDateTime(iso) },
    {
      title: '작업',
      key: 'actions',
      render: (_, order) => (
        <Button size="small" type="primary" onClick={() => setConfirming(order)}>
          입금 확인
        </Button>
      ),
    },
  ];

  return (
    <>
      <h1>입금 확인</h1>
      <p>
        무통장입금으로 주문하고 입금을 기다리는 주문입니다. 통장에 찍힌 금액과 입금자명을 확인한 뒤 입금
        확인을 누르세요.
      </p>
      {done && (
        <Alert
          className="console__toolbar"
          type="success"
          showIcon
          closable
          onClose={() => setDone(null)}
          title={done}
          role="status"
        />
      )}
      <DeskTable<StaffOrderRow>
        query={list}
        rowKey="order_no"
        columns={columns}
        emptyText="입금을 기다리는 주문이 없습니다."
      />
      {confirming && (
        <ConfirmDialog order={confirming} onClose={() => setConfirming(null)} onDone={setDone} />
      )}
    </>
  );
}
