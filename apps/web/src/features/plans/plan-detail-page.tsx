/**
 * `/paymentPlan/detail?product=KEY`: one plan in full (the plan category fields of spec §3), the
 * other tiers of its kind, and the join and consulting dialogs.
 */
import { formatWon } from '@partner-portal/contract/money';
import { PLAN_CODE_LABELS, PLAN_CODES } from '@partner-portal/contract/plans-constants';
import { PATHS } from '@partner-portal/contract/routes';
import { Button, Descriptions, Tag } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CardSkeleton } from '../../components/card-skeleton';
import { Panel } from '../../components/panel/panel';
import { RetryAlert } from '../../components/retry-alert';
import { formatMonths } from '../../lib/format';
import { useAdDistricts } from './api/get-ad-districts';
import { usePlanCatalogue } from './api/get-plan-catalogue';
import { planDetailPath } from './plan-card';
import { ConstructionTypes, PlanPrice, priceRows } from './plan-facts';
import { RegionPicker, type RegionPickerValue } from './region-picker';
import { usePlanDialogs } from './use-plan-dialogs';
import './plans.css';
import { StatusResult } from '../../components/status-result';
import { useDetailColumns } from '../../lib/ui-store';

export function PlanDetailPage() {
  const productKey = useSearchParams()[0].get('product') ?? '';
  const navigate = useNavigate();
  const catalogue = usePlanCatalogue();
  const [picked, setPicked] = useState<RegionPickerValue>({ sido: null, sigungu: null });
  const region = picked.sido && picked.sigungu ? { sido: picked.sido, sigungu: picked.sigungu } : null;
  const dialogs = usePlanDialogs(region);
  const columns = useDetailColumns();
  const group = catalogue.data?.groups.find((g) => g.products.some((p) => p.product_key === productKey));
  const product = group?.products.find((p) => p.product_key === productKey);
  const isAd = product?.code === PLAN_CODES.ad;
  const districts = useAdDistricts(isAd ? picked.sido : null);
  const slots = districts.data?.districts
    .find((d) => d.sigungu === picked.sigungu)
    ?.products.find((p) => p.product_key === productKey);

  if (catalogue.isError) {
    return <RetryAlert message="요금제를 불러오지 못했습니다." onRetry={() => void catalogue.refetch()} />;
  }
  if (catalogue.isPending) {
    return <CardSkeleton rows={8} />;
  }
  if (!group || !product) {
    return (
      <StatusResult
        status="404"
        title="요금제를 찾을 수 없습니다"
        subTitle="판매가 끝났거나 주소가 올바르지 않습니다."
        extra={
          <Button type="primary" onClick={() => void navigate(PATHS.paymentPlan)}>
            요금제 안내로
          </Button>
        }
      />
    );
  }

  const soldOut = slots?.remaining === 0;
  const canJoin = !isAd || (region !== null && slots !== undefined && !soldOut);
  return (
    <div className="plans plan-detail">
      <Link to={PATHS.paymentPlan} className="plan-detail__back">
        ← 요금제 안내
      </Link>
      <Panel>
        <header className="plan-detail__header">
          <p className="plan-detail__group">{PLAN_CODE_LABELS[product.code]}</p>
          <h1 className="plans__title">
            {product.name} {product.recommend && <Tag color="red">추천</Tag>}
          </h1>
          <p className="plan-detail__description">{product.description}</p>
          <PlanPrice product={product} />
        </header>
        <Descriptions
          className="plan-detail__facts"
          column={columns}
          bordered
          size="small"
          items={[
            ...priceRows(product),
            ...(isAd
              ? [
                  { key: 'adCode', label: '광고 상품 코드', children: product.ad_code },
                  {
                    key: 'slots',
                    label: '지역별 노출 업체 수',
                    children: `${product.slots_per_district ?? 0}곳`,
                  },
                ]
              : [
                  { key: 'budget', label: '고객 예산', children: product.customerBudget ?? '-' },
                  {
                    key: 'budgetCap',
                    label: '예산 상한',
                    children: product.budgetCap === null ? '제한 없음' : formatWon(product.budgetCap),
                  },
                  { key: 'area', label: '시공 면적', children: product.constructionArea ?? '-' },
                  { key: 'active', label: '대표 시공 유형', children: product.activeConstructionType ?? '-' },
                  {
                    key: 'types',
                    label: '시공 유형',
                    span: 'filled' as const,
                    children: <ConstructionTypes product={product} />,
                  },
                ]),
          ]}
        />
        {isAd && (
          <section className="plan-detail__region" aria-label="노출 지역 선택">
            <h2 className="plan-detail__subtitle">노출 지역</h2>
            <RegionPicker value={picked} onChange={setPicked} />
            {slots && (
              <p className="plan-card__slots" aria-live="polite">
                {soldOut ? <Tag color="red">마감</Tag> : `남은 자리 ${slots.remaining} / ${slots.slots}`}
              </p>
            )}
          </section>
        )}
        <div className="plan-detail__actions">
          <Button type="primary" size="large" disabled={!canJoin} onClick={() => dialogs.join(product)}>
            {soldOut ? '마감' : '가입 신청'}
          </Button>
          <Button size="large" onClick={() => dialogs.consult(product)}>
            상담 신청
          </Button>
        </div>
        {isAd && !region && (
          <p className="plan-detail__hint">노출 지역을 선택하면 가입 신청할 수 있습니다.</p>
        )}
      </Panel>

      {group.products.length > 1 && (
        <Panel title={`${group.label}의 다른 요금제`} size="small">
          <ul className="plan-detail__others">
            {group.products
              .filter((p) => p.product_key !== product.product_key)
              .map((other) => (
                <li key={other.product_key}>
                  <Link to={planDetailPath(other.product_key)}>{other.name}</Link>
                  <span>
                    {formatWon(other.price_won)} / {formatMonths(other.period_months)}
                  </span>
                </li>
              ))}
          </ul>
        </Panel>
      )}
      {dialogs.dialogs}
    </div>
  );
}
