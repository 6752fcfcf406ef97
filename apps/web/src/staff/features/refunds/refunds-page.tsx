/**
 * `/staff/refunds`: every refund with its due date (spec §9: 3 business days). A card refund is paid
 * back by the gateway's cancel; a bank transfer's is sent by staff, who record it here. What is due
 * today or late stands out, and the 기한 임박/지연 filter shows only those.
 */
import {
  REFUND_DUE_LABELS,
  REFUND_FILTER_LABELS,
  REFUND_FILTERS,
  type RefundDueState,
  type RefundRow,
} from '@partner-portal/contract/follow-ups-api';
import { formatWon } from '@partner-portal/contract/money';
import { Button, Radio, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate, formatDateTime } from '../../../lib/format';
import { CONSOLE_PATHS, consolePath } from '../../app/console-paths';
import { DeskTable } from '../../app/desk-table';
import { DoneNotice } from '../../shared/feedback';
import { ReasonDialog } from '../../shared/reason-dialog';
import { useSearchState } from '../../shared/use-search-state';
import { useRefunds, useSettleRefund, type RefundFilter } from './api/refund-queries';

const DUE_COLORS: Record<RefundDueState, string> = {
  settled: 'default',
  open: 'processing',
  due_today: 'warning',
  late: 'error',
};

const METHOD_LABELS: Record<RefundRow['method'], string> = { card: '카드', bank_transfer: '무통장입금' };

function SettleDialog({
  row,
  onClose,
  onDone,
}: {
  row: RefundRow;
  onClose(): void;
  onDone(text: string): void;
}) {
  const settle = useSettleRefund();
  return (
    <ReasonDialog
      title={`환불 송금 완료 (${row.order_no})`}
      intro={`${row.partner_name}에게 ${formatWon(row.amount_won)}을 송금했으면 기록합니다. 파트너의 결제 상세에서 환불 예정일이 사라집니다.`}
      label="송금 내용"
      placeholder="예: 국민은행 123-45-678901 (주)한빛인테리어, 12/24 송금"
      okText="송금 완료"
      pending={settle.isPending}
      error={settle.error}
      onClose={onClose}
      onSubmit={(note) =>
        settle.mutate(
          { refundId: row.refund_id, note },
          {
            onSuccess: () => {
              onDone(`${row.order_no}: 환불 송금을 기록했습니다.`);
              onClose();
            },
          },
        )
      }
    />
  );
}

export function RefundsPage() {
  const search = useSearchState(['filter'] as const);
  const filter: RefundFilter = (REFUND_FILTERS as readonly string[]).includes(search.values.filter)
    ? (search.values.filter as RefundFilter)
    : 'open';
  const list = useRefunds(filter);
  const [settling, setSettling] = useState<RefundRow | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const columns: TableColumnsType<RefundRow> = [
    {
      title: '환불 기한',
      dataIndex: 'due_on',
      render: (day: string, row) => (
        <span className={row.due_state === 'late' || row.due_state === 'due_today' ? 'console__urgent' : ''}>
          {formatDate(day)}
        </span>
      ),
    },
    {
      title: '상태',
      dataIndex: 'due_state',
      render: (state: RefundDueState) => <Tag color={DUE_COLORS[state]}>{REFUND_DUE_LABELS[state]}</Tag>,
    },
    {
      title: '주문번호',
      dataIndex: 'order_no',
      render: (orderNo: string) => <Link to={consolePath(CONSOLE_PATHS.order, orderNo)}>{orderNo}</Link>,
    },
    { title: '파트너', dataIndex: 'partner_name' },
    { title: '결제수단', dataIndex: 'method', render: (m: RefundRow['method']) => METHOD_LABELS[m] },
    { title: '환불액', dataIndex: 'amount_won', align: 'right', render: (won: number) => formatWon(won) },
    { title: '사유', dataIndex: 'reason' },
    { title: '요청일시', dataIndex: 'requested_at', render: (iso: string) => formatDateTime(iso) },
    {
      title: '작업',
      key: 'actions',
      render: (_, row) =>
        row.settled_at ? (
          `송금 ${formatDateTime(row.settled_at)}`
        ) : (
          <Button size="small" type="primary" onClick={() => setSettling(row)}>
            송금 완료
          </Button>
        ),
    },
  ];

  return (
    <>
      <h1>환불 관리</h1>
      <p>
        환불은 요청일로부터 3영업일 안에 처리합니다. 카드 환불은 결제 취소로 바로 끝나고, 무통장입금 환불은
        계좌로 송금한 뒤 송금 완료를 기록하세요. 오늘이 기한이거나 기한이 지난 환불은 강조됩니다.
      </p>
      <div className="console__toolbar">
        <Radio.Group
          aria-label="환불 목록 조건"
          optionType="button"
          value={filter}
          onChange={(event) => search.update({ filter: event.target.value as string })}
          options={REFUND_FILTERS.map((value) => ({ value, label: REFUND_FILTER_LABELS[value] }))}
        />
      </div>
      {done && <DoneNotice text={done} onClose={() => setDone(null)} />}
      <DeskTable<RefundRow>
        query={list}
        rowKey="refund_id"
        columns={columns}
        emptyText={
          filter === 'urgent' ? '오늘 기한이거나 기한이 지난 환불이 없습니다.' : '처리할 환불이 없습니다.'
        }
      />
      {settling && <SettleDialog row={settling} onClose={() => setSettling(null)} onDone={setDone} />}
    </>
  );
}
