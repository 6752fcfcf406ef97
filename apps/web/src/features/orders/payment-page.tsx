/**
 * `/payment`: pays what the partner applied for (`invoice/get`) at the server's prices
 * (`breakdown/get`), by card through the payment window or by bank transfer. One idempotency key
 * per attempt: a double click or a retried request makes one order.
 */
import { RETURN_CODES } from '@partner-portal/contract/api-constants';
import { MESSAGES } from '@partner-portal/contract/messages';
import { bankAccountLine } from '@partner-portal/contract/portal-settings-constants';
import { formatWon } from '@partner-portal/contract/money';
import type { Invoice } from '@partner-portal/contract/plans-api';
import type { OrderView, PaymentMethod } from '@partner-portal/contract/orders-api';
import { PATHS } from '@partner-portal/contract/routes';
import { Alert, Button, Checkbox, Empty, Radio, Select } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CardSkeleton } from '../../components/card-skeleton';
import { Panel } from '../../components/panel/panel';
import { RetryAlert } from '../../components/retry-alert';
import { TermsDialog } from '../../components/terms-dialog';
import { useMyPartner } from '../../lib/api/get-my-partner';
import { ApiError } from '../../lib/http/api-error';
import { createOrder, newIdempotencyKey, useRefreshAfterOrder } from './api/create-order';
import { usePaymentConsentTerms } from './api/payment-consent-terms';
import { useBreakdown } from './api/get-breakdown';
import { useBankAccount } from './api/get-bank-account';
import { useInvoice } from './api/get-invoice';
import { BankTransferDialog } from './bank-transfer-dialog';
import { openCardWindow } from './card-window';
import { AmountSummary, InstallmentFreeLink, PriceLines, quotaLabel } from './order-parts';
import './orders.css';

type PaymentTerms = 'paymentProviderElectronicFinanceTerms' | 'paymentPrivacy' | 'paymentThirdPartyProvision';

const RETURN_ERRORS: Record<string, string> = {
  'unknown-order': '결제 정보를 확인할 수 없습니다. 결제 내역에서 결제 상태를 확인해주세요.',
};

export const completePath = (orderNo: string) =>
  `${PATHS.paymentComplete}?orderNo=${encodeURIComponent(orderNo)}`;

/** Bank transfer chosen: the account it goes to, as admins set it. */
function TransferAccountHint() {
  const account = useBankAccount();
  return (
    <p className="checkout__hint">
      {account.data && (
        <>
          입금 계좌: <strong>{bankAccountLine(account.data)}</strong>
          <br />
        </>
      )}
      결제하기를 누르면 입금하실 금액과 기한을 안내해 드립니다. 입금이 확인되면 요금제가 시작되며, 이용 기간은
      입금이 확인된 날을 기준으로 정해집니다.
    </p>
  );
}

function Checkout({ invoice }: { invoice: Invoice }) {
  const id = useId();
  const navigate = useNavigate();
  const refreshAfterOrder = useRefreshAfterOrder();
  const breakdown = useBreakdown(invoice.items);
  const recurring = useMyPartner().data?.periodic_payment ?? false;
  const consentTerms = usePaymentConsentTerms();
  const [method, setMethod] = useState<PaymentMethod>('card');
  const [quota, setQuota] = useState(0);
  const [agreed, setAgreed] = useState(false);
  const [terms, setTerms] = useState<PaymentTerms | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const [bankOrder, setBankOrder] = useState<OrderView | null>(null);
  const attemptKey = useRef(newIdempotencyKey());
  const inFlight = useRef(false);

  const months = breakdown.data?.installment_months ?? [];
  const canInstall = method === 'card' && months.length > 0;
  const chosenQuota = canInstall && months.includes(quota) ? quota : 0;

  // Another choice is another attempt, with a key of its own.
  useEffect(() => {
    attemptKey.current = newIdempotencyKey();
  }, [method, chosenQuota]);

  async function pay() {
    if (inFlight.current) return;
    if (!agreed) {
      setError('결제 진행 필수 동의에 체크해주세요.');
      return;
    }
    if (!consentTerms.terms) {
      setError(
        consentTerms.failed
          ? '약관을 불러오지 못했습니다. 새로고침 후 다시 시도해주세요.'
          : '약관을 불러오는 중입니다.',
      );
      if (consentTerms.failed) consentTerms.refetch();
      return;
    }
    inFlight.current = true;
    setPaying(true);
    setError(null);
    try {
      const order = await createOrder(
        {
          items: invoice.items,
          method,
          quota: chosenQuota,
          application_no: invoice.application_no,
          // The versions the terms dialogs show: the server keeps them with the order.
          consent: { agreed: true, terms: consentTerms.terms },
        },
        attemptKey.current,
      );
      if (order.card_window) {
        await openCardWindow(order.card_window);
        return;
      }
      attemptKey.current = newIdempotencyKey();
      setBankOrder(order);
    } catch (failure) {
      // The server answered: a new attempt gets a new key. Without an answer, a retry with the
      // same key gets the order the first request may have made.
      if (failure instanceof ApiError && (failure.kind === 'refusal' || failure.kind === 'http')) {
        attemptKey.current = newIdempotencyKey();
      }
      // A document was revised while the page was open: read it again, and agree again.
      if (failure instanceof ApiError && failure.code === RETURN_CODES.paymentConsentStale) {
        consentTerms.refetch();
        setAgreed(false);
      }
      setError(failure instanceof Error ? failure.message : MESSAGES.unknownError);
    }
    inFlight.current = false;
    setPaying(false);
  }

  function finishBankTransfer() {
    const orderNo = bankOrder!.order_no;
    setBankOrder(null);
    refreshAfterOrder();
    void navigate(completePath(orderNo));
  }

  if (breakdown.isError) {
    return <RetryAlert message="결제 금액을 계산하지 못했습니다." onRetry={() => void breakdown.refetch()} />;
  }
  if (breakdown.isPending) {
    return <CardSkeleton rows={6} />;
  }
  const total = breakdown.data.total_won;
  return (
    <div className="checkout">
      <div className="checkout__main">
        <Panel title="주문 상품">
          <PriceLines lines={breakdown.data.lines} />
          <p className="checkout__hint">
            {breakdown.data.lines.some((line) => line.period.held ?? line.period.replaces)
              ? '이미 이용 중인 요금제는 이용 기간이 끝난 다음 날부터 새 기간이 시작됩니다. 같은 날을 두 번 결제하지 않습니다.'
              : '이용 기간은 결제가 완료된 날부터 시작합니다.'}{' '}
            <Link to={PATHS.paymentPlan}>다른 요금제 선택</Link>
          </p>
          {recurring && (
            <p className="checkout__hint">
              정기결제가 등록되어 있어 이용 기간이 끝나면 등록한 카드로 자동 갱신됩니다.{' '}
              <Link to={PATHS.regularPayment}>정기 결제 관리</Link>
            </p>
          )}
        </Panel>
        <Panel title="결제 수단">
          <Radio.Group
            className="checkout__methods"
            value={method}
            onChange={(event) => setMethod(event.target.value as PaymentMethod)}
            aria-label="결제 수단"
            options={[
              { value: 'card', label: '신용카드' },
              { value: 'bank_transfer', label: '무통장입금 (계좌이체)' },
            ]}
          />
          {method === 'card' ? (
            canInstall ? (
              <div className="checkout__quota">
                <label htmlFor={`${id}-quota`}>할부 개월</label>
                <Select
                  id={`${id}-quota`}
                  value={chosenQuota}
                  onChange={setQuota}
                  options={[0, ...months].map((m) => ({ value: m, label: quotaLabel(m) }))}
                />
                <InstallmentFreeLink />
              </div>
            ) : (
              <p className="checkout__hint">할부는 5만 원 이상 결제할 때 선택할 수 있습니다.</p>
            )
          ) : (
            <TransferAccountHint />
          )}
        </Panel>
      </div>

      <aside className="checkout__side" aria-label="결제 금액">
        <Panel title="결제 금액">
          <AmountSummary totals={breakdown.data} />
          <div className="checkout__agree">
            <Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)}>
              주문 내용을 확인했으며 결제 진행에 동의합니다. (필수)
            </Checkbox>
            <ul className="checkout__terms">
              <li>
                <Button
                  type="link"
                  size="small"
                  onClick={() => setTerms('paymentProviderElectronicFinanceTerms')}
                >
                  전자금융거래 이용약관
                </Button>
              </li>
              <li>
                <Button type="link" size="small" onClick={() => setTerms('paymentPrivacy')}>
                  개인정보 수집·이용 동의
                </Button>
              </li>
              <li>
                <Button type="link" size="small" onClick={() => setTerms('paymentThirdPartyProvision')}>
                  개인정보 제3자 제공 동의
                </Button>
              </li>
            </ul>
          </div>
          {error && <Alert className="checkout__error" type="error" showIcon title={error} role="alert" />}
          <Button type="primary" size="large" block loading={paying} onClick={() => void pay()}>
            {formatWon(total)} 결제하기
          </Button>
        </Panel>
      </aside>
      <TermsDialog terms={terms} onClose={() => setTerms(null)} />
      <BankTransferDialog instructions={bankOrder?.bank_transfer ?? null} onClose={finishBankTransfer} />
    </div>
  );
}

export function PaymentPage() {
  const returnError = RETURN_ERRORS[useSearchParams()[0].get('error') ?? ''];
  const navigate = useNavigate();
  const invoice = useInvoice();

  return (
    <div className="payment">
      <h1 className="payment__title">일반 결제</h1>
      {returnError && <Alert type="warning" showIcon title={returnError} />}
      {invoice.isError ? (
        <RetryAlert message="결제할 내역을 불러오지 못했습니다." onRetry={() => void invoice.refetch()} />
      ) : invoice.isPending ? (
        <CardSkeleton rows={6} />
      ) : invoice.data === null ? (
        <Panel>
          <Empty description="결제할 요금제가 없습니다. 요금제를 선택해 가입 신청을 해주세요.">
            <div className="payment__empty-actions">
              <Button type="primary" onClick={() => void navigate(PATHS.paymentPlan)}>
                요금제 보러 가기
              </Button>
              <Button onClick={() => void navigate(PATHS.paymentHistoryList)}>결제 내역</Button>
            </div>
          </Empty>
        </Panel>
      ) : (
        <Checkout key={invoice.data.application_no} invoice={invoice.data} />
      )}
    </div>
  );
}
