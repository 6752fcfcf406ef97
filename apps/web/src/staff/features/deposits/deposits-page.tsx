/**
 * `/staff/deposits`: bank transfers awaiting deposit (oldest deadline first is the server's order),
 * and the confirmation of one with the amount and depositor name the bank shows; the plan starts.
 */
import { formatWon } from '@partner-portal/contract/money';
import type { StaffOrderRow } from '@partner-portal/contract/staff-api';
import { Button, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/format';
import { DeskTable } from '../../app/desk-table';
import { ConfirmDepositDialog } from '../../shared/confirm-deposit-dialog';
import { DoneNotice } from '../../shared/feedback';
import { useAwaitingDeposits } from './api/deposit-queries';

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
      {done && <DoneNotice text={done} onClose={() => setDone(null)} />}
      <DeskTable<StaffOrderRow>
        query={list}
        rowKey="order_no"
        columns={columns}
        emptyText="입금을 기다리는 주문이 없습니다."
      />
      {confirming && (
        <ConfirmDepositDialog order={confirming} onClose={() => setConfirming(null)} onDone={setDone} />
      )}
    </>
  );
}
