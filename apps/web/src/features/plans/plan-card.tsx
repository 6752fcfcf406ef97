import type { AdProductSlots, PlanProduct } from '@partner-portal/contract/plans-api';
import { PATHS } from '@partner-portal/contract/routes';
import { Badge, Button, Tag } from 'antd';
import { Link } from 'react-router';
import { Panel } from '../../components/panel/panel';
import { trackClick } from '../../lib/analytics';
import { ConstructionTypes, PlanPrice } from './plan-facts';

interface Props {
  product: PlanProduct;
  /** Ad products: the chosen district's slots; 'loading' while they arrive, null with no district chosen. */
  slots?: AdProductSlots | 'loading' | null;
  onJoin: () => void;
  onConsult: () => void;
}

export const planDetailPath = (productKey: string) =>
  `${PATHS.paymentPlanDetail}?product=${encodeURIComponent(productKey)}`;

export function PlanCard({ product, slots, onJoin, onConsult }: Props) {
  const isAd = product.ad_code !== null;
  const known = slots && slots !== 'loading' ? slots : null;
  const soldOut = known?.remaining === 0;
  const titleId = `plan-${product.product_key}`;
  // Which plans draw interest, for the provider's statistics (the console's click counts).
  const tracked = (action: 'plan_join' | 'plan_consult' | 'plan_detail', then?: () => void) => () => {
    trackClick('click', action, product.product_key);
    then?.();
  };
  const card = (
    <Panel className="plan-card" role="article" aria-labelledby={titleId}>
      <h3 id={titleId} className="plan-card__name">
        {product.name}
      </h3>
      <PlanPrice product={product} />
      {!isAd && (
        <dl className="plan-card__facts">
          {product.customerBudget && (
            <>
              <dt>고객 예산</dt>
              <dd>{product.customerBudget}</dd>
            </>
          )}
          {product.constructionArea && (
            <>
              <dt>시공 면적</dt>
              <dd>{product.constructionArea}</dd>
            </>
          )}
        </dl>
      )}
      <ConstructionTypes product={product} />
      <p className="plan-card__description">{product.description}</p>
      {isAd && (
        <p className="plan-card__slots" aria-live="polite">
          {slots === 'loading' ? (
            '남은 자리를 확인하고 있습니다.'
          ) : !known ? (
            '노출 지역을 선택하면 남은 자리를 보여 드립니다.'
          ) : soldOut ? (
            <Tag color="red">마감</Tag>
          ) : (
            <>
              남은 자리 <strong>{known.remaining}</strong> / {known.slots}
            </>
          )}
        </p>
      )}
      <div className="plan-card__actions">
        <Button
          type="primary"
          onClick={tracked('plan_join', onJoin)}
          disabled={isAd && (!known || soldOut)}
          block
        >
          {soldOut ? '마감' : '가입 신청'}
        </Button>
        <Button onClick={tracked('plan_consult', onConsult)} block>
          상담 신청
        </Button>
        <Link
          className="plan-card__detail"
          to={planDetailPath(product.product_key)}
          onClick={tracked('plan_detail')}
        >
          자세히 보기<span className="visually-hidden"> ({product.name})</span>
        </Link>
      </div>
    </Panel>
  );
  return product.recommend ? (
    <Badge.Ribbon text="추천" color="#c4162a">
      {card}
    </Badge.Ribbon>
  ) : (
    card
  );
}
