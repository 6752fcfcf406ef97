/** The billing runs with their outcome, every charge tried and a link to the payment. */
import { groupDigits } from '@partner-portal/contract/money';
import {
  BILLING_ATTEMPT_OUTCOME_LABELS,
  BILLING_RUN_STATUS_LABELS,
} from '@partner-portal/contract/subscriptions-constants';
import type { BillingRun } from '@partner-portal/contract/subscriptions-api';
import { Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListPagination } from '../../components/list-controls/list-pagination';
import { RetryAlert } from '../../components/retry-alert';
import { formatDate, formatDateTime } from '../../lib/format';
import { useBillingHistory } from './api/get-billing-history';

const STATUS_COLORS: Record<BillingRun['status'], string> = {
  open: 'processing',
  paid: 'success',
  uncollectible: 'error',
  void: 'default',
};

function Run({ run }: { run: BillingRun }) {
  return (
    <li className="billing-run">
      <div className="billing-run__head">
        <Tag color={STATUS_COLORS[run.status]}>{BILLING_RUN_STATUS_LABELS[run.status]}</Tag>
        <strong>{run.name}</strong>
        <span>
          {formatDate(run.period_start)} ~ {formatDate(run.period_end)}
        </span>
        <span>{groupDigits(run.amount_won)}원</span>
        {run.order_no && <Link to={`/paymentHistory/detail/${run.order_no}`}>결제 상세</Link>}
      </div>
      {run.attempts.length > 0 && (
        <ul className="billing-run__attempts">
          {run.attempts.map((attempt) => (
            <li key={attempt.attempted_at}>
              {formatDateTime(attempt.attempted_at)} · {attempt.card_alias ?? ''} {attempt.card_number ?? ''}
              {' · '}
              {BILLING_ATTEMPT_OUTCOME_LABELS[attempt.outcome]}
              {attempt.message && attempt.outcome !== 'paid' ? `: ${attempt.message}` : ''}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

export function BillingHistorySection() {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = useBillingHistory(page, true);
  return (
    <section className="subscriptions__section" aria-labelledby="billing-history-title">
      <h2 id="billing-history-title">결제 내역</h2>
      {isError ? (
        <RetryAlert message="결제 내역을 불러오지 못했습니다." onRetry={() => void refetch()} />
      ) : isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : data.items.length === 0 ? (
        <p className="subscriptions__hint">아직 정기결제 내역이 없습니다.</p>
      ) : (
        <>
          <ul className="billing-runs">
            {data.items.map((run) => (
              <Run key={run.invoice_no} run={run} />
            ))}
          </ul>
          <ListPagination
            className="billing-runs__pages"
            current={page}
            pageSize={data.size}
            total={data.total}
            onChange={setPage}
          />
        </>
      )}
    </section>
  );
}
