/** `/regularPayment`: cards, renewing plans, billing history, the notice switch and cancellation. */
import { MAX_REGULAR_PAYMENT_CARDS } from '@partner-portal/contract/constants';
import type { Arrangement } from '@partner-portal/contract/subscriptions-api';
import { PATHS } from '@partner-portal/contract/routes';
import { Alert, Button, Empty, Modal, Switch } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CardSkeleton } from '../../components/card-skeleton';
import { RetryAlert } from '../../components/retry-alert';
import { useArrangement } from '../../lib/api/get-arrangement';
import { ApiError, failureText } from '../../lib/http/api-error';
import { useCancelArrangement, useUpdateArrangement } from './api/arrangement-mutations';
import { BillingHistorySection } from './billing-history';
import { CardList } from './card-list';
import { AfterHydration } from '../../components/after-hydration';
import { RegularPaymentNoticeDialog } from './regular-payment-notice-dialog';
import { PastDueBanners, RenewalList } from './renewals';
import './subscriptions.css';

function AddCardButton({ count }: { count: number }) {
  const navigate = useNavigate();
  const full = count >= MAX_REGULAR_PAYMENT_CARDS;
  return (
    <span className="subscriptions__add">
      <Button type="primary" disabled={full} onClick={() => void navigate(PATHS.regularPaymentRegistration)}>
        카드 추가
      </Button>
      {full && (
        <span className="subscriptions__hint">
          카드는 최대 {MAX_REGULAR_PAYMENT_CARDS}개까지 등록할 수 있습니다.
        </span>
      )}
    </span>
  );
}

function NoticeSwitch({ arrangement }: { arrangement: Arrangement }) {
  const update = useUpdateArrangement();
  const missing = update.error instanceof ApiError && update.error.status === 404;
  if (missing) return null;
  return (
    <label className="subscriptions__switch">
      <Switch
        checked={arrangement.alert_before_execution}
        loading={update.isPending}
        onChange={(on) => update.mutate({ alert_before_execution: on })}
      />
      결제 전 알림 받기
      {update.isError && <span role="alert">알림 설정을 바꾸지 못했습니다.</span>}
    </label>
  );
}

function CancelButton() {
  const cancel = useCancelArrangement();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button danger onClick={() => setOpen(true)}>
        정기결제 해지
      </Button>
      <Modal
        open={open}
        title="정기결제 해지"
        okText="해지"
        cancelText="취소"
        okButtonProps={{ danger: true, loading: cancel.isPending }}
        onCancel={() => setOpen(false)}
        onOk={() => cancel.mutate(undefined, { onSuccess: () => setOpen(false) })}
      >
        <p>해지하면 이용 중인 요금제는 현재 기간이 끝날 때 갱신되지 않고 종료됩니다.</p>
        <p>
          이미 결제된 금액은 환불되지 않습니다. 등록한 카드는 남아 있으며, 카드 목록에서 따로 삭제할 수
          있습니다.
        </p>
        {cancel.isError && (
          <Alert type="error" showIcon title={failureText(cancel.error, '해지하지 못했습니다.')} />
        )}
      </Modal>
    </>
  );
}

function EmptyArrangement() {
  const navigate = useNavigate();
  return (
    <>
      {/* Open from the first render: a page the server rendered holds no dialog (see AfterHydration). */}
      <AfterHydration>
        <RegularPaymentNoticeDialog />
      </AfterHydration>
      <Empty
        description={
          <>
            <strong>정기결제를 등록하면 요금제가 끝날 때 등록한 카드로 자동 갱신됩니다.</strong>
            <br />
            카드는 최대 {MAX_REGULAR_PAYMENT_CARDS}개까지 등록하고 결제 순서를 정할 수 있으며, 언제든지 해지할
            수 있습니다.
          </>
        }
      >
        <Button type="primary" onClick={() => void navigate(PATHS.regularPaymentRegistration)}>
          카드 등록하기
        </Button>
      </Empty>
    </>
  );
}

export function RegularPaymentPage() {
  const { data, isPending, isError, refetch } = useArrangement();
  return (
    <div className="subscriptions">
      <h1>정기 결제</h1>
      {isError ? (
        <RetryAlert message="정기결제 정보를 불러오지 못했습니다." onRetry={() => void refetch()} />
      ) : isPending ? (
        <CardSkeleton rows={6} />
      ) : !data.registered ? (
        <EmptyArrangement />
      ) : (
        <>
          <PastDueBanners renewals={data.renewals} />
          <section className="subscriptions__section" aria-labelledby="cards-title">
            <div className="subscriptions__head">
              <h2 id="cards-title">등록 카드</h2>
              <AddCardButton count={data.cards.length} />
            </div>
            <CardList cards={data.cards} />
          </section>
          <section className="subscriptions__section" aria-labelledby="renewals-title">
            <h2 id="renewals-title">자동 갱신</h2>
            <RenewalList renewals={data.renewals} />
            <div className="subscriptions__foot">
              <NoticeSwitch arrangement={data} />
              <CancelButton />
            </div>
          </section>
          <BillingHistorySection />
        </>
      )}
    </div>
  );
}
