/** Per renewing plan: the next charge; while past due, a banner with the failed card, why, and the next try. */
import type { Renewal } from '@partner-portal/contract/subscriptions-api';
import { Alert, Card, Tag } from 'antd';
import { formatDate, formatDateTime } from '../../lib/format';

const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;

export function pastDueText(renewal: Renewal): string {
  const failure = renewal.last_failure;
  if (!failure) return `${renewal.name} 결제가 실패했습니다.`;
  const card = [failure.card_alias, failure.card_number].filter(Boolean).join(' ');
  const next = failure.next_attempt_at
    ? `다음 결제 시도: ${formatDateTime(failure.next_attempt_at)}`
    : '남은 재시도가 없습니다. 카드를 확인하거나 직접 결제해주세요.';
  return `${renewal.name} 결제가 ${card ? `${card} 카드에서 ` : ''}실패했습니다 (${failure.reason}). ${next}`;
}

export function PastDueBanners({ renewals }: { renewals: Renewal[] }) {
  return renewals
    .filter((renewal) => renewal.status === 'past_due')
    .map((renewal) => (
      <Alert
        key={renewal.subscription_no}
        className="recurring__alert"
        type="warning"
        showIcon
        title={pastDueText(renewal)}
      />
    ));
}

export function RenewalList({ renewals }: { renewals: Renewal[] }) {
  if (!renewals.length) return <p className="recurring__hint">자동 갱신되는 요금제가 없습니다.</p>;
  return (
    <ul className="renewals" aria-label="갱신되는 요금제">
      {renewals.map((renewal) => (
        <li key={renewal.subscription_no}>
          <Card size="small">
            <strong>{renewal.name}</strong>{' '}
            {renewal.status === 'past_due' && <Tag color="warning">결제 지연</Tag>}
            {renewal.status === 'unpaid' && <Tag color="error">미결제</Tag>}
            <p>
              {renewal.renews && renewal.next_execution_date
                ? `다음 결제일 ${formatDate(renewal.next_execution_date)} · ${
                    renewal.next_amount_won === null ? '' : won(renewal.next_amount_won)
                  }`
                : `${formatDate(renewal.period_end)}에 종료 (갱신 안 함)`}
            </p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
