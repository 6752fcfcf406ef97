/**
 * Home's plans in use: each with when it ends, or when it renews and for how much (the recurring
 * arrangement, as `/mypage/plan` reads it). No plan: what a plan brings and the way to the plans.
 */
import { formatWon } from '@partner-portal/contract/money';
import { regionLabel } from '@partner-portal/contract/reference-data';
import { PATHS } from '@partner-portal/contract/routes';
import type { Arrangement, SubscriptionView } from '@partner-portal/contract/subscriptions-api';
import { Button, Skeleton, Tag } from 'antd';
import { Link, useNavigate } from 'react-router';
import { Panel } from '../../components/panel/panel';
import { RetryAlert } from '../../components/retry-alert';
import { useArrangement } from '../../lib/api/get-arrangement';
import { usePlansInUse } from '../../lib/api/get-plans-in-use';
import { formatDate } from '../../lib/format';

function continuation(plan: SubscriptionView, arrangement: Arrangement | undefined): string {
  const renewal = arrangement?.registered
    ? arrangement.renewals.find((r) => r.subscription_no === plan.subscription_no && r.renews)
    : undefined;
  if (renewal?.next_execution_date) {
    const amount = renewal.next_amount_won === null ? '' : ` · ${formatWon(renewal.next_amount_won)}`;
    return `다음 결제 ${formatDate(renewal.next_execution_date)}${amount}`;
  }
  return `${formatDate(plan.period_end)} 종료`;
}

export function PlansCard() {
  const navigate = useNavigate();
  const plans = usePlansInUse();
  const { data: arrangement } = useArrangement();
  return (
    <Panel
      title="이용 중인 요금제"
      className="intro-card home-list-card"
      extra={<Link to={PATHS.myPlan}>나의 요금제</Link>}
    >
      {plans.isPending ? (
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      ) : plans.isError ? (
        <RetryAlert message="이용 중인 요금제를 불러오지 못했습니다." onRetry={() => void plans.refetch()} />
      ) : plans.data.length === 0 ? (
        <div className="intro-empty">
          <p>
            아직 가입한 요금제가 없습니다. 요금제에 가입하면 고객에게 업체가 노출되고 상담 요청을 받습니다.
          </p>
          <Button type="primary" onClick={() => void navigate(PATHS.paymentPlan)}>
            요금제 가입하기
          </Button>
        </div>
      ) : (
        <ul className="home-list">
          {plans.data.map((plan) => (
            <li key={plan.subscription_no} className="home-list__row">
              <span className="home-list__main">
                <strong>{plan.name}</strong>
                {plan.region && (
                  <span className="home-list__sub">{regionLabel(plan.region.sido, plan.region.sigungu)}</span>
                )}
              </span>
              <span className="home-list__side">
                {plan.status === 'scheduled' && <Tag color="blue">예약</Tag>}
                {continuation(plan, arrangement)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
