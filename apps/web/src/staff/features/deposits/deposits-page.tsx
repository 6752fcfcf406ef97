/**
 * `/staff/deposits`: bank transfers awaiting deposit (oldest deadline first is the server's order),
 * and the confirmation of one with the amount and depositor name the bank shows; the plan starts.
 * Below, the top-exposure slots those transfers hold until their deadline: who holds which district.
 */
import { formatWon } from '@partner-portal/contract/money';
import { regionLabel } from '@partner-portal/contract/reference-data';
import type { StaffOrderRow, StaffSlotHold } from '@partner-portal/contract/staff-api';
import { Button, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/format';
import { DeskTable } from '../../app/desk-table';
import { ConfirmDepositDialog } from '../../shared/confirm-deposit-dialog';
import { DoneNotice } from '../../shared/feedback';
import { useAwaitingDeposits, useSlotHolds } from './api/deposit-queries';

const POOL_LABELS: Record<StaffSlotHold['pool'], string> = { standard: '스탠다드', premium: '프리미엄' };

/** `2026-11`…`2027-02` → `2026.11 ~ 2027.02`. */
const monthSpan = (months: string[]) => {
  const [first, last] = [months[0]!, months.at(-1)!].map((m) => m.replace('-', '.'));
  return first === last ? first : `${first} ~ ${last}`;
};

const holdColumns: TableColumnsType<StaffSlotHold> = [
  { title: '파트너', dataIndex: 'partner_name' },
  { title: '주문번호', dataIndex: 'order_no' },
  { title: '상품', dataIndex: 'product_name' },
  {
    title: '지역',
    key: 'region',
    render: (_, hold) => `${regionLabel(hold.region.sido, hold.region.sigungu)} (${POOL_LABELS[hold.pool]})`,
  },
  { title: '노출 월', dataIndex: 'months', render: monthSpan },
  { title: '주문일시', dataIndex: 'held_since', render: (iso: string) => formatDateTime(iso) },
  { title: '입금 기한 (자리 반환)', dataIndex: 'held_until', render: (iso: string) => formatDateTime(iso) },
];

export function DepositsPage() {
  const list = useAwaitingDeposits();
  const holds = useSlotHolds();
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
      <section aria-labelledby="slot-holds-title">
        <h2 id="slot-holds-title">입금 대기 중인 상단노출 자리</h2>
        <p>
          입금을 기다리는 주문이 맡아 둔 광고 자리입니다. 입금 기한이 지나면 주문이 만료되고 자리는 다른
          파트너에게 다시 열립니다.
        </p>
        <DeskTable<StaffSlotHold>
          query={holds}
          rowKey={(hold) => [hold.order_no, hold.pool, hold.region.sido, hold.region.sigungu].join('|')}
          columns={holdColumns}
          emptyText="입금 대기로 맡아 둔 광고 자리가 없습니다."
        />
      </section>
      {confirming && (
        <ConfirmDepositDialog order={confirming} onClose={() => setConfirming(null)} onDone={setDone} />
      )}
    </>
  );
}
