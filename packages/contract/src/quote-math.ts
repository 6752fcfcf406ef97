/**
 * A quote's arithmetic in whole won (issue #39), shared so that the editor's live preview and the
 * server's figures agree to the won; the server's stay authoritative. Plain functions, no zod: the
 * editor imports them without the schema library.
 *
 * - A line: 수량 × 단가 for labour and for material apart, each rounded half up to the won. Quantities
 *   carry at most two decimals, so the product is computed in hundredths, exactly.
 * - 공급가액 = Σ labour + Σ material; 부가세 = 10 % of it with the fraction of a won dropped (원 미만
 *   절사, as tax invoices do); 합계 = 공급가액 + 부가세.
 * - The schedule: each stage gets its percent of 합계 rounded down; the last paying stage (잔금,
 *   normally) takes what is left, so the stages always add up to the total.
 */
import { PAYMENT_STAGES } from './leads-constants.js';

export interface QuoteLineFigures {
  quantity: number;
  labour_unit_won: number;
  material_unit_won: number;
}

export interface LineAmounts {
  labour_won: number;
  material_won: number;
  amount_won: number;
}

export interface QuoteTotals {
  labour_won: number;
  material_won: number;
  supply_won: number;
  vat_won: number;
  total_won: number;
}

type PaymentStage = (typeof PAYMENT_STAGES)[number];

/**
 * `quantity × unit` in won, half up: 1.15 × 10 is 11.5, which makes 12 (floating point says 11.499…).
 * In BigInt: hundredths of 10⁵ times a unit price of 10⁹ is past 2⁵³, where a float loses won.
 */
function times(quantity: number, unitWon: number): number {
  const hundredths = BigInt(Math.round(quantity * 100));
  return Number((hundredths * BigInt(unitWon) + 50n) / 100n);
}

export function lineAmounts(line: QuoteLineFigures): LineAmounts {
  const labour = times(line.quantity, line.labour_unit_won);
  const material = times(line.quantity, line.material_unit_won);
  return { labour_won: labour, material_won: material, amount_won: labour + material };
}

export function quoteTotals(lines: readonly QuoteLineFigures[]): QuoteTotals {
  let labour = 0;
  let material = 0;
  for (const line of lines) {
    const amounts = lineAmounts(line);
    labour += amounts.labour_won;
    material += amounts.material_won;
  }
  const supply = labour + material;
  const vat = Math.floor(supply / 10);
  return {
    labour_won: labour,
    material_won: material,
    supply_won: supply,
    vat_won: vat,
    total_won: supply + vat,
  };
}

/**
 * Each stage's amount of `totalWon`, in the order given. When the percents make 100, the remainder of
 * the rounding goes to the stage that comes last in the schedule's natural order (계약금 → 중도금 →
 * 잔금) among those with a percent above zero; otherwise (a schedule still being typed) every stage
 * shows just its own share.
 */
export function scheduleAmounts<Stage extends { stage: PaymentStage; percent: number }>(
  totalWon: number,
  stages: readonly Stage[],
): (Stage & { amount_won: number })[] {
  const order = (stage: Stage) => PAYMENT_STAGES.indexOf(stage.stage);
  const complete = stages.reduce((sum, stage) => sum + stage.percent, 0) === 100;
  const paying = complete ? stages.filter((stage) => stage.percent > 0) : [];
  const last = paying.reduce<Stage | undefined>(
    (latest, stage) => (latest === undefined || order(stage) > order(latest) ? stage : latest),
    undefined,
  );
  const shares = stages.map((stage) => (stage === last ? 0 : Math.floor((totalWon * stage.percent) / 100)));
  const rest = totalWon - shares.reduce((sum, share) => sum + share, 0);
  return stages.map((stage, i) => ({ ...stage, amount_won: stage === last ? rest : shares[i]! }));
}
