/** What a plan offers, read from the catalogue: price with VAT, and the plan category's fields (spec §3). */
import { formatWon } from '@partner-portal/contract/money';
import { orderConstructionTypes, PLAN_CODE_LABELS } from '@partner-portal/contract/plans-constants';
import type { PlanProduct } from '@partner-portal/contract/plans-api';
import { Tag, type DescriptionsProps } from 'antd';
import { formatMonths } from '../../lib/format';

export function PlanPrice({ product }: { product: PlanProduct }) {
  return (
    <div className="plan-price">
      <p className="plan-price__supply">
        <strong>{formatWon(product.price_won)}</strong>
        <span> / {formatMonths(product.period_months)}</span>
      </p>
      <p className="plan-price__vat">
        부가세 {formatWon(product.vat_won)} 별도 · 결제 금액 {formatWon(product.price_won + product.vat_won)}
      </p>
    </div>
  );
}

/** The construction types, the third moved first (spec §3), the plan's main type marked. */
export function ConstructionTypes({ product }: { product: PlanProduct }) {
  const types = orderConstructionTypes(product.constructionTypes);
  if (!types.length) return null;
  return (
    <ul className="plan-types" aria-label="시공 유형">
      {types.map((type) => (
        <li key={type}>
          <Tag color={type === product.activeConstructionType ? 'blue' : undefined}>
            {type}
            {type === product.activeConstructionType && <span className="visually-hidden"> (대표 시공)</span>}
          </Tag>
        </li>
      ))}
    </ul>
  );
}

/** The row naming a plan by its category and name ("월정액 플랜 · …"). */
export const planNameRow = (product: PlanProduct, label: string) => ({
  key: 'plan',
  label,
  children: `${PLAN_CODE_LABELS[product.code]} · ${product.name}`,
});

/** The price rows of a plan's facts (the detail page and the join dialog): period, supply, VAT, total. */
export const priceRows = (product: PlanProduct): NonNullable<DescriptionsProps['items']> => [
  { key: 'period', label: '이용 기간', children: `결제일부터 ${formatMonths(product.period_months)}` },
  { key: 'supply', label: '공급가', children: formatWon(product.price_won) },
  { key: 'vat', label: '부가세 (10%)', children: formatWon(product.vat_won) },
  {
    key: 'total',
    label: '결제 금액',
    children: <strong>{formatWon(product.price_won + product.vat_won)}</strong>,
  },
];
