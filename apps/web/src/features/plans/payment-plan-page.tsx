/**
 * `/paymentPlan`: the plans by code (monthly flat, partial construction, top-exposure ads) with their
 * tiers, prices with VAT and recommendation; the ad plan is bought per district. The chosen plan type
 * is remembered in local storage (spec §3).
 */
import { PLAN_CODES, type PlanCode } from '@partner-portal/contract/plans-constants';
import { Empty, Tabs } from 'antd';
import { useState } from 'react';
import { CardSkeleton } from '../../components/card-skeleton';
import { Panel } from '../../components/panel/panel';
import { RetryAlert } from '../../components/retry-alert';
import { useHydrated } from '../../lib/use-hydrated';
import { useAdDistricts } from './api/get-ad-districts';
import { usePlanCatalogue } from './api/get-plan-catalogue';
import { PlanCard } from './plan-card';
import { PlanFaq } from './plan-faq';
import { readPlanType, writePlanType } from './plan-type-storage';
import { RegionPicker, type AdRegion, type RegionPickerValue } from './region-picker';
import { usePlanDialogs } from './use-plan-dialogs';
import './plans.css';

const GROUP_LEADS: Record<PlanCode, string> = {
  0: '매월 상담을 연결받는 기본 요금제입니다. 등급별로 고객 예산과 시공 면적, 상담 건수가 다릅니다.',
  1: '욕실, 주방, 샷시 같은 부분 시공 상담만 받는 요금제입니다. 월정액 플랜과 함께 이용할 수 있습니다.',
  2: '선택한 시/군/구의 업체 목록 상단에 노출됩니다. 다른 요금제와 함께 이용할 수 있으며, 지역마다 노출 업체 수가 정해져 있습니다.',
};

const asRegion = (value: RegionPickerValue): AdRegion | null =>
  value.sido && value.sigungu ? { sido: value.sido, sigungu: value.sigungu } : null;

export function PaymentPlanPage() {
  const catalogue = usePlanCatalogue();
  const hydrated = useHydrated();
  const [chosenType, setPlanType] = useState<PlanCode | null>(null);
  // The type kept in this browser once the page is its own: the server rendered the first one.
  const planType = chosenType ?? (hydrated ? readPlanType() : PLAN_CODES.monthly);
  const [picked, setPicked] = useState<RegionPickerValue>({ sido: null, sigungu: null });
  const region = asRegion(picked);
  const districts = useAdDistricts(planType === PLAN_CODES.ad ? picked.sido : null);
  const dialogs = usePlanDialogs(region);
  const districtSlots = districts.data?.districts.find((d) => d.sigungu === picked.sigungu);
  const slotsOf = (productKey: string) =>
    !region
      ? null
      : districts.isPending
        ? 'loading'
        : (districtSlots?.products.find((p) => p.product_key === productKey) ?? null);

  function choose(key: string) {
    const code = Number(key) as PlanCode;
    setPlanType(code);
    writePlanType(code);
  }

  return (
    <div className="plans">
      <header className="plans__header">
        <h1 className="plans__title">요금제 안내</h1>
        <p className="plans__lead">
          표시된 가격은 부가세 별도이며, 결제 금액에는 부가세 10%가 포함됩니다. 결제 수단에 따른 추가 요금은
          없습니다.
        </p>
      </header>

      {catalogue.isError ? (
        <RetryAlert message="요금제를 불러오지 못했습니다." onRetry={() => void catalogue.refetch()} />
      ) : catalogue.isPending ? (
        <CardSkeleton rows={6} />
      ) : (
        <Tabs
          activeKey={String(planType)}
          onChange={choose}
          items={catalogue.data.groups.map((group) => ({
            key: String(group.code),
            label: group.label,
            children: (
              <section aria-labelledby={`plans-group-${group.code}`} className="plans__group">
                {/* The cards' names are h3: the group is their h2 (the tab shows it already). */}
                <h2 id={`plans-group-${group.code}`} className="visually-hidden">
                  {group.label}
                </h2>
                <p className="plans__group-lead">{GROUP_LEADS[group.code]}</p>
                {group.code === PLAN_CODES.ad && (
                  <Panel size="small" className="plans__region" title="노출 지역">
                    <RegionPicker value={picked} onChange={setPicked} />
                  </Panel>
                )}
                {group.products.length === 0 ? (
                  <Empty description="지금 판매 중인 요금제가 없습니다." />
                ) : (
                  <div className="plans__grid">
                    {group.products.map((product) => (
                      <PlanCard
                        key={product.product_key}
                        product={product}
                        slots={product.ad_code === null ? undefined : slotsOf(product.product_key)}
                        onJoin={() => dialogs.join(product)}
                        onConsult={() => dialogs.consult(product)}
                      />
                    ))}
                  </div>
                )}
              </section>
            ),
          }))}
        />
      )}
      {/* Below the plans once they are in: under the skeleton it would be pushed down (layout shift). */}
      {!catalogue.isPending && <PlanFaq />}
      {dialogs.dialogs}
    </div>
  );
}
