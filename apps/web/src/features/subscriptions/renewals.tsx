/**
 * Per renewing plan: the next charge and an announced new price to agree to; while past due, a banner
 * with the failed card, why, and the next try.
 */
import { formatWon } from '@partner-portal/contract/money';
import { seoulDate } from '@partner-portal/contract/seoul-time';
import type { Renewal } from '@partner-portal/contract/subscriptions-api';
import { Alert, Button, Modal, Tag } from 'antd';
import { useState } from 'react';
import { Panel } from '../../components/panel/panel';
import { failureText } from '../../lib/http/api-error';
import { formatDate, formatDateTime } from '../../lib/format';
import { useAgreeToPriceChange } from './api/arrangement-mutations';

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
        className="subscriptions__alert"
        type="warning"
        showIcon
        title={pastDueText(renewal)}
      />
    ));
}

type PriceChange = NonNullable<Renewal['price_change']>;

/** Shown while it matters: before the new price applies, or while an unagreed change would stop the plan. */
const priceChangeToShow = (renewal: Renewal): PriceChange | null => {
  const change = renewal.price_change;
  if (!change || !renewal.renews) return null;
  return change.effective_from > seoulDate(new Date()) || !change.agreed ? change : null;
};

/** The new price, what happens without agreement, and the agreement itself (after a confirmation). */
function PriceChangeNotice({ renewal }: { renewal: Renewal }) {
  const agree = useAgreeToPriceChange();
  const [open, setOpen] = useState(false);
  const change = priceChangeToShow(renewal);
  if (!change) return null;
  const newPrice = `${formatDate(change.effective_from)}부터 ${formatWon(change.new_amount_won)}(부가세 포함)`;
  if (change.agreed)
    return <p className="subscriptions__hint">요금 변경에 동의했습니다: {newPrice}으로 결제됩니다.</p>;
  return (
    <Alert
      className="renewals__price"
      type="info"
      showIcon
      title={`요금 변경 안내: ${newPrice}으로 결제됩니다.`}
      description={
        <>
          <p>
            변경된 요금에 동의하지 않으면 {formatDate(change.effective_from)} 이후 결제일에 결제하지 않고,
            이용 중인 기간이 끝나면 요금제가 종료됩니다.
          </p>
          <Button onClick={() => setOpen(true)}>변경된 요금에 동의</Button>
          <Modal
            open={open}
            title="요금 변경 동의"
            okText="동의"
            cancelText="취소"
            okButtonProps={{ loading: agree.isPending }}
            onCancel={() => setOpen(false)}
            onOk={() => agree.mutate({ change_id: change.change_id }, { onSuccess: () => setOpen(false) })}
          >
            <p>
              {renewal.name}의 정기결제 요금이 {newPrice}으로 변경되는 것에 동의합니다.
            </p>
            {agree.isError && (
              <Alert type="error" showIcon title={failureText(agree.error, '동의를 저장하지 못했습니다.')} />
            )}
          </Modal>
        </>
      }
    />
  );
}

export function RenewalList({ renewals }: { renewals: Renewal[] }) {
  if (!renewals.length) return <p className="subscriptions__hint">자동 갱신되는 요금제가 없습니다.</p>;
  return (
    <ul className="renewals" aria-label="갱신되는 요금제">
      {renewals.map((renewal) => (
        <li key={renewal.subscription_no}>
          <Panel size="small">
            <strong>{renewal.name}</strong>{' '}
            {renewal.status === 'past_due' && <Tag color="warning">결제 지연</Tag>}
            {renewal.status === 'unpaid' && <Tag color="error">미결제</Tag>}
            <p>
              {renewal.renews && renewal.next_execution_date
                ? `다음 결제일 ${formatDate(renewal.next_execution_date)} · ${
                    renewal.next_amount_won === null ? '' : formatWon(renewal.next_amount_won)
                  }`
                : `${formatDate(renewal.period_end)}에 종료 (갱신 안 함)`}
            </p>
            <PriceChangeNotice renewal={renewal} />
          </Panel>
        </li>
      ))}
    </ul>
  );
}
