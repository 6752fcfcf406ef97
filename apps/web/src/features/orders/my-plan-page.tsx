/**
 * `/mypage/plan`: the plans in use (`subscription/inUse/get`) with their periods, regions and when
 * they end or renew (the next charge day and amount of the recurring arrangement); an empty state
 * leads to the plans. Below, the partner's plan consultation requests with where staff are (read only).
 */
import { formatWon } from '@partner-portal/contract/money';
import { PLAN_CODE_LABELS, planLane } from '@partner-portal/contract/plans-constants';
import {
  DESK_REQUEST_STATUS_LABELS,
  type DeskRequestStatus,
} from '@partner-portal/contract/request-desks-constants';
import type { SubscriptionView } from '@partner-portal/contract/subscriptions-api';
import { regionLabel } from '@partner-portal/contract/reference-data';
import { PATHS } from '@partner-portal/contract/routes';
import { addMonths, daysBetween, seoulDate } from '@partner-portal/contract/seoul-time';
import { Button, Empty, Tag } from 'antd';
import { Link, useNavigate } from 'react-router';
import { CardSkeleton } from '../../components/card-skeleton';
import { Panel } from '../../components/panel/panel';
import { RetryAlert } from '../../components/retry-alert';
import { useArrangement } from '../../lib/api/get-arrangement';
import { useMyPartner } from '../../lib/api/get-my-partner';
import { formatDate } from '../../lib/format';
import { usePlansInUse } from '../../lib/api/get-plans-in-use';
import { useConsultationStatus } from './api/get-consultation-status';
import { detailPath } from './order-path';
import { PendingDeposits, usePendingDeposits } from './pending-deposits';
import './orders.css';

/** How the plan continues: the arrangement's next charge when it renews, its end otherwise. */
type Continuation =
  | { renews: false; reserved?: SubscriptionView }
  | { renews: true; day: string; amountWon: number | null; pastDue: boolean };

const laneOfPlan = (plan: SubscriptionView) =>
  planLane({ code: plan.code, adCode: plan.ad_code }, plan.region);

/** The reserved period that follows a plan in its lane (bought already: no payment is needed to go on). */
const reservedAfter = (plan: SubscriptionView, plans: SubscriptionView[]) =>
  plans.find(
    (other) =>
      other.status === 'scheduled' &&
      laneOfPlan(other) === laneOfPlan(plan) &&
      other.period_start === addMonths(plan.period_end, 0, 1),
  );

function PlanInUse({ plan, continuation }: { plan: SubscriptionView; continuation: Continuation }) {
  // Counted on the Korean calendar, wherever the page is rendered (the server or a browser abroad).
  const daysLeft = daysBetween(seoulDate(new Date()), plan.period_end) + 1;
  return (
    <Panel className="my-plan" size="small">
      <div className="my-plan__head">
        <div>
          <p className="my-plan__code">{PLAN_CODE_LABELS[plan.code]}</p>
          <h2 className="my-plan__name">{plan.name}</h2>
        </div>
        {plan.status === 'active' ? <Tag color="success">이용 중</Tag> : <Tag color="blue">예약</Tag>}
      </div>
      <dl className="my-plan__facts">
        <dt>이용 기간</dt>
        <dd>
          {formatDate(plan.period_start)} ~ {formatDate(plan.period_end)}
          {plan.status === 'active' && <span className="my-plan__left"> (남은 기간 {daysLeft}일)</span>}
        </dd>
        {plan.region && (
          <>
            <dt>노출 지역</dt>
            <dd>{regionLabel(plan.region.sido, plan.region.sigungu)}</dd>
          </>
        )}
        <dt>{continuation.renews ? '다음 결제일' : '종료일'}</dt>
        <dd>
          {continuation.renews ? (
            <>
              {formatDate(continuation.day)}
              {continuation.amountWon !== null && ` · ${formatWon(continuation.amountWon)}`}
              <span className="my-plan__renewal">
                {continuation.pastDue ? (
                  <>
                    {' '}
                    · 결제가 지연되고 있습니다. <Link to={PATHS.regularPayment}>정기 결제에서 카드 확인</Link>
                  </>
                ) : (
                  ' · 정기 결제로 자동 갱신됩니다'
                )}
              </span>
            </>
          ) : (
            <>
              {formatDate(plan.period_end)} 종료
              <span className="my-plan__renewal">
                {continuation.reserved
                  ? ` · 다음 날부터 예약된 ${continuation.reserved.name} 이용 기간이 이어집니다`
                  : ' · 계속 이용하려면 만료 전에 결제해주세요'}
              </span>
            </>
          )}
        </dd>
        <dt>주문번호</dt>
        <dd>
          <Link to={detailPath(plan.order_no)}>{plan.order_no}</Link>
        </dd>
      </dl>
    </Panel>
  );
}

const CONSULT_COLORS: Record<DeskRequestStatus, string> = { new: 'blue', in_progress: 'gold', done: 'green' };

/** One line per plan consultation request: which plan, when, and its status on the staff desk. */
function ConsultationStatus() {
  const { data } = useConsultationStatus();
  if (!data?.length) return null;
  return (
    <Panel title="요금제 상담 신청">
      <ul className="my-plans__consultations" aria-label="요금제 상담 신청">
        {data.map((c) => (
          <li key={c.consultation_no}>
            {c.plan_name} 상담 · {formatDate(c.requested_at)} 신청{' '}
            <Tag color={CONSULT_COLORS[c.status]}>{DESK_REQUEST_STATUS_LABELS[c.status]}</Tag>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

export function MyPlanPage() {
  const navigate = useNavigate();
  const plans = usePlansInUse();
  const { data: partner } = useMyPartner();
  const { data: arrangement } = useArrangement();
  const pending = usePendingDeposits();
  // The arrangement says per plan whether and when it renews; the partner's flag only when it could not be read.
  const continuation = (plan: SubscriptionView): Continuation => {
    const reserved = reservedAfter(plan, plans.data ?? []);
    if (!arrangement) {
      const day = addMonths(plan.period_end, 0, 1);
      return partner?.periodic_payment
        ? { renews: true, day, amountWon: null, pastDue: false }
        : { renews: false, reserved };
    }
    const renewal = arrangement.registered
      ? arrangement.renewals.find((r) => r.subscription_no === plan.subscription_no && r.renews)
      : undefined;
    return renewal?.next_execution_date
      ? {
          renews: true,
          day: renewal.next_execution_date,
          amountWon: renewal.next_amount_won,
          pastDue: renewal.status === 'past_due',
        }
      : { renews: false, reserved };
  };

  return (
    <div className="my-plans">
      <header className="detail__header">
        <h1 className="payment__title">나의 요금제</h1>
        <Button onClick={() => void navigate(PATHS.paymentPlan)}>요금제 안내</Button>
      </header>
      {pending.length > 0 && <PendingDeposits orders={pending} />}
      {plans.isError ? (
        <RetryAlert message="이용 중인 요금제를 불러오지 못했습니다." onRetry={() => void plans.refetch()} />
      ) : plans.isPending ? (
        <CardSkeleton rows={4} />
      ) : plans.data.length === 0 ? (
        // An order awaiting deposit above already says what comes next.
        pending.length === 0 && (
          <Panel>
            <Empty description="이용 중인 요금제가 없습니다.">
              <Button type="primary" onClick={() => void navigate(PATHS.paymentPlan)}>
                요금제 보러 가기
              </Button>
            </Empty>
          </Panel>
        )
      ) : (
        <div className="my-plans__list">
          {plans.data.map((plan) => (
            <PlanInUse key={plan.subscription_no} plan={plan} continuation={continuation(plan)} />
          ))}
        </div>
      )}
      <ConsultationStatus />
    </div>
  );
}
