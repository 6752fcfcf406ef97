import { formatWon } from '@partner-portal/contract/money';
import type { QuoteTotals } from '@partner-portal/contract/quote-math';

/** 노무비, 자재비, 공급가액, 부가세, 합계: the editor's live preview and the sent quote alike. */
export function QuoteTotalsList({ totals, label }: { totals: QuoteTotals; label: string }) {
  const lines = [
    ['노무비', totals.labour_won],
    ['자재비', totals.material_won],
    ['공급가액', totals.supply_won],
    ['부가세 (10%)', totals.vat_won],
  ] as const;
  return (
    <dl className="quote-totals" aria-label={label}>
      {lines.map(([name, won]) => (
        <div key={name} className="quote-totals__line">
          <dt>{name}</dt>
          <dd>{formatWon(won)}</dd>
        </div>
      ))}
      <div className="quote-totals__line quote-totals__line--total">
        <dt>합계 (부가세 포함)</dt>
        <dd>{formatWon(totals.total_won)}</dd>
      </div>
    </dl>
  );
}
