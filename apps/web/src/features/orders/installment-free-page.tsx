/**
 * `/popup/NicePayInstallmentFreeEventPopup`: the card companies' interest-free instalment events, in
 * a small window of its own opened from the payment page (or as a page when opened directly).
 */
import { INSTALLMENT_MIN_WON } from '@partner-portal/contract/orders-constants';
import type { InterestFree } from '@partner-portal/contract/plans-api';
import { formatWon } from '@partner-portal/contract/money';
import { PATHS } from '@partner-portal/contract/routes';
import { Button, ConfigProvider, Skeleton } from 'antd';
import { Link } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { RetryAlert } from '../../components/retry-alert';
import { antdConfig } from '../../lib/antd-config';
import { formatDateTime } from '../../lib/format';
import { useInterestFree } from './api/get-interest-free';
import './installment-free.css';

type InterestFreeEvent = InterestFree['cards'][number]['events'][number];

/** 2~6개월 for a run of months, 2·3·5개월 otherwise. */
export function monthsText(months: number[]): string {
  const run = months.every((month, i) => i === 0 || month === months[i - 1]! + 1);
  return run && months.length > 2 ? `${months[0]}~${months.at(-1)}개월` : `${months.join('·')}개월`;
}

/** "5만 원 이상" when the event has no real upper bound, else the range. */
export function amountText({ min_amount_won: min, max_amount_won: max }: InterestFreeEvent): string {
  return max >= 10_000_000_000
    ? `${formatWon(min, 'units')} 이상`
    : `${formatWon(min, 'units')} ~ ${formatWon(max, 'units')}`;
}

const endText = (endsOn: string | null) =>
  endsOn ? `${endsOn.replaceAll('-', '.')}까지` : '별도 안내 시까지';

export function InstallmentFreePage() {
  const interestFree = useInterestFree();
  const rows = (interestFree.data?.cards ?? []).flatMap((card) =>
    card.events.map((event, i) => ({ card, event, first: i === 0 })),
  );
  return (
    <ConfigProvider {...antdConfig}>
      <div className="installment-free">
        <header className="installment-free__header">
          <BrandLogo />
        </header>
        <main id="content" className="installment-free__card">
          <h1 className="installment-free__title">카드사 무이자 할부 안내</h1>
          <p className="installment-free__lead">
            요금제를 카드로 결제할 때 아래 카드사는 표시된 개월 수의 할부 이자가 없습니다. 할부는{' '}
            {formatWon(INSTALLMENT_MIN_WON, 'units')} 이상 결제에서 선택할 수 있습니다.
          </p>
          {interestFree.isPending ? (
            <Skeleton active paragraph={{ rows: 6 }} />
          ) : interestFree.isError ? (
            <RetryAlert
              message="무이자 할부 정보를 불러오지 못했습니다."
              onRetry={() => void interestFree.refetch()}
            />
          ) : rows.length === 0 ? (
            <p className="installment-free__empty">지금 진행 중인 카드사 무이자 할부 이벤트가 없습니다.</p>
          ) : (
            <table className="installment-free__table">
              <thead>
                <tr>
                  <th scope="col">카드사</th>
                  <th scope="col">무이자 할부</th>
                  <th scope="col">결제 금액</th>
                  <th scope="col">기간</th>
                </tr>
              </thead>
              <tbody>
                {rows.map(({ card, event, first }) => (
                  <tr
                    key={`${card.card_code}-${event.min_amount_won}`}
                    className={first ? 'is-first' : undefined}
                  >
                    {first && (
                      <th scope="rowgroup" rowSpan={card.events.length}>
                        {card.card_name}
                      </th>
                    )}
                    <td>{monthsText(event.months)}</td>
                    <td>{amountText(event)}</td>
                    <td>{endText(event.ends_on)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <ul className="installment-free__notes">
            <li>법인카드, 체크카드, 선불·기프트카드는 무이자 할부가 적용되지 않습니다.</li>
            <li>카드사 사정에 따라 예고 없이 바뀌거나 일찍 끝날 수 있습니다.</li>
            {interestFree.data && <li>{formatDateTime(interestFree.data.checked_at)} 결제사 기준</li>}
          </ul>
          <div className="installment-free__actions">
            {window.opener ? (
              <Button onClick={() => window.close()}>창 닫기</Button>
            ) : (
              <Link to={PATHS.payment}>결제 화면으로</Link>
            )}
          </div>
        </main>
      </div>
    </ConfigProvider>
  );
}
