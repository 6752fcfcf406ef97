/**
 * `/staff/renewals`: renewals whose charge failed — past due (still retried) and unpaid (ended) — with
 * every charge tried; staff retry one now, end one with a reason, or start the billing run now.
 */
import { BILLING_ATTEMPT_OUTCOME_LABELS } from '@partner-portal/contract/subscriptions-constants';
import { formatWon } from '@partner-portal/contract/money';
import type { StaffRenewalRow } from '@partner-portal/contract/staff-api';
import { BILLING_RETRY_DAYS } from '@partner-portal/contract/subscriptions-api';
import { Alert, Button, Input, Modal, Popconfirm, Space, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { formatDate, formatDateTime } from '../../../lib/format';
import { failureText } from '../../../lib/http/api-error';
import { DeskTable } from '../../app/desk-table';
import { useEndRenewal, useFailedRenewals, useRetryRenewal, useRunBilling } from './api/subscription-queries';

type Outcome = { type: 'success' | 'warning' | 'error'; text: string };

const STATUS_TAGS: Record<StaffRenewalRow['subscription_status'], { color: string; label: string }> = {
  past_due: { color: 'warning', label: '결제 지연 (재시도 중)' },
  unpaid: { color: 'error', label: '미결제 종료' },
  active: { color: 'success', label: '이용 중' },
  cancelled: { color: 'default', label: '취소' },
};

function Attempts({ row }: { row: StaffRenewalRow }) {
  if (row.attempts.length === 0) return <span>아직 결제를 시도하지 않았습니다.</span>;
  return (
    <ul className="console__attempts" aria-label={`청구 ${row.invoice_no} 결제 시도`}>
      {row.attempts.map((attempt) => (
        <li key={attempt.attempted_at}>
          {formatDateTime(attempt.attempted_at)} · {attempt.card_alias ?? ''} {attempt.card_number ?? ''} ·{' '}
          {BILLING_ATTEMPT_OUTCOME_LABELS[attempt.outcome]}
          {attempt.message && attempt.outcome !== 'paid' ? `: ${attempt.message}` : ''}
        </li>
      ))}
    </ul>
  );
}

function EndDialog({
  row,
  onClose,
  onDone,
}: {
  row: StaffRenewalRow;
  onClose(): void;
  onDone(o: Outcome): void;
}) {
  const end = useEndRenewal();
  const [reason, setReason] = useState('');
  const tooShort = reason.trim().length < 2;
  return (
    <Modal
      open
      title={`정기결제 종료 (청구 ${row.invoice_no})`}
      okText="종료"
      cancelText="취소"
      okButtonProps={{ danger: true, loading: end.isPending, disabled: tooShort }}
      onCancel={onClose}
      onOk={() =>
        end.mutate(
          { invoiceNo: row.invoice_no, reason: reason.trim() },
          {
            onSuccess: () => {
              onDone({
                type: 'success',
                text: `청구 ${row.invoice_no}: 정기결제를 종료했습니다. 결제된 기간까지 이용됩니다.`,
              });
              onClose();
            },
          },
        )
      }
    >
      <p>
        {row.partner_name}의 {row.name} 갱신을 멈춥니다. 더 이상 결제를 시도하지 않으며, 요금제는 이미 결제된
        기간이 끝나면 종료됩니다. 파트너에게 알림이 갑니다.
      </p>
      <label htmlFor="end-reason">종료 사유</label>
      <Input.TextArea
        id="end-reason"
        value={reason}
        maxLength={200}
        onChange={(event) => setReason(event.target.value)}
        placeholder="예: 파트너 요청으로 종료"
      />
      {end.isError && (
        <Alert type="error" showIcon title={failureText(end.error, '요청을 처리하지 못했습니다.')} />
      )}
    </Modal>
  );
}

export function RenewalsPage() {
  const list = useFailedRenewals();
  const retry = useRetryRenewal();
  const run = useRunBilling();
  const [ending, setEnding] = useState<StaffRenewalRow | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const retryNow = (row: StaffRenewalRow) =>
    retry.mutate(row.invoice_no, {
      onSuccess: (after) =>
        setOutcome(
          after.status === 'paid'
            ? { type: 'success', text: `청구 ${row.invoice_no}: 결제되었습니다.` }
            : {
                type: 'warning',
                text: `청구 ${row.invoice_no}: 결제되지 않았습니다. 시도 내역을 확인해주세요.`,
              },
        ),
      onError: (error) =>
        setOutcome({ type: 'error', text: failureText(error, '요청을 처리하지 못했습니다.') }),
    });

  const runNow = () =>
    run.mutate(undefined, {
      onSuccess: (report) =>
        setOutcome({
          type: 'success',
          text: `정기결제 실행: 청구 생성 ${report.invoiced}건, 결제 승인 ${report.charged}건, 거절 ${report.declined}건, 결과 확인 ${report.reconciled}건${report.more ? ' (남은 청구는 예약 실행이 이어서 처리합니다)' : ''}`,
        }),
      onError: (error) =>
        setOutcome({ type: 'error', text: failureText(error, '요청을 처리하지 못했습니다.') }),
    });

  const columns: TableColumnsType<StaffRenewalRow> = [
    { title: '청구', dataIndex: 'invoice_no', width: 80 },
    { title: '파트너', dataIndex: 'partner_name' },
    { title: '요금제', dataIndex: 'name' },
    {
      title: '기간',
      key: 'period',
      render: (_, row) => `${formatDate(row.period_start)} ~ ${formatDate(row.period_end)}`,
    },
    { title: '금액', dataIndex: 'amount_won', align: 'right', render: (won: number) => formatWon(won) },
    {
      title: '상태',
      dataIndex: 'subscription_status',
      render: (status: StaffRenewalRow['subscription_status']) => (
        <Tag color={STATUS_TAGS[status].color}>{STATUS_TAGS[status].label}</Tag>
      ),
    },
    {
      title: '재시도',
      key: 'rounds',
      render: (_, row) =>
        `${row.rounds}/${BILLING_RETRY_DAYS.length}회${row.next_attempt_at ? ` · 다음 ${formatDateTime(row.next_attempt_at)}` : ''}`,
    },
    {
      title: '작업',
      key: 'actions',
      render: (_, row) =>
        row.status === 'open' ? (
          <Space wrap>
            <Popconfirm
              title={`청구 ${row.invoice_no}번을 지금 결제할까요?`}
              description="등록된 카드를 순서대로 시도합니다. (오늘 이미 시도한 카드는 건너뜁니다)"
              okText="결제 시도"
              cancelText="취소"
              onConfirm={() => retryNow(row)}
            >
              <Button size="small" loading={retry.isPending && retry.variables === row.invoice_no}>
                지금 재시도
              </Button>
            </Popconfirm>
            <Button size="small" danger onClick={() => setEnding(row)}>
              종료
            </Button>
          </Space>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <>
      <h1>정기결제 실패</h1>
      <div className="console__toolbar">
        <Popconfirm
          title="정기결제를 지금 실행할까요?"
          description="예약된 실행과 같습니다: 기간이 끝난 요금제를 청구하고 결제할 차례인 청구를 결제합니다."
          okText="실행"
          cancelText="취소"
          onConfirm={runNow}
        >
          <Button type="primary" loading={run.isPending}>
            정기결제 지금 실행
          </Button>
        </Popconfirm>
        <span>
          결제가 지연되었거나 재시도 후에도 결제되지 않은 요금제입니다. 행을 펼치면 결제 시도 내역이 보입니다.
        </span>
      </div>
      {outcome && (
        <Alert
          className="console__toolbar"
          type={outcome.type}
          showIcon
          closable
          onClose={() => setOutcome(null)}
          title={outcome.text}
          role="status"
        />
      )}
      <DeskTable<StaffRenewalRow>
        query={list}
        rowKey="invoice_no"
        columns={columns}
        emptyText="결제에 실패한 정기결제가 없습니다."
        expandable={{
          expandedRowRender: (row) => <Attempts row={row} />,
          columnTitle: <span className="console__hidden">결제 시도 펼치기</span>,
        }}
      />
      {ending && <EndDialog row={ending} onClose={() => setEnding(null)} onDone={setOutcome} />}
    </>
  );
}
