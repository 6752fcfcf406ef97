/**
 * A quote's amounts in whole won, as the server computes and stores them (the web may preview with
 * the same function). Each line: labour = round(quantity × labour unit), material likewise, amount =
 * their sum; the quote: labour and material sums, supply = their sum, VAT = 10 % of supply with the
 * won fractions cut (원 미만 절사, as tax invoices and the portal's own orders do), total = supply + VAT.
 * The payment schedule's stages are whole percentages of the total, each rounded down, with what
 * rounding left over on 잔금 (or the last stage), so they add up to the total exactly.
 *
 * Quantities have two decimals and unit prices reach 10⁹ won: products are taken in BigInt, so no
 * amount is ever off by floating point.
 */
import type { PAYMENT_STAGES } from './leads-constants.js';

export interface QuoteLineInput {
  quantity: number;
  labour_unit_won: number;
  material_unit_won: number;
}

export interface QuoteLineAmounts {
  labour_won: number;
  material_won: number;
  amount_won: number;
}

export interface QuoteStageInput {
  stage: (typeof PAYMENT_STAGES)[number];
  percent: number;
}

export interface QuoteAmounts {
  lines: QuoteLineAmounts[];
  labour_won: number;
  material_won: number;
  supply_won: number;
  vat_won: number;
  total_won: number;
  /** The schedule in the order given, each stage with its amount. */
  stages: number[];
}

/** round(quantity × unit) for a quantity of at most two decimals, half up. */
function lineTimes(quantity: number, unitWon: number): bigint {
  const hundredths = BigInt(Math.round(quantity * 100));
  return (hundredths * BigInt(unitWon) + 50n) / 100n;
}

/** Whole won. Past 2⁵³ a figure is approximate, but such a quote is far over any cap and refused. */
const won = (value: bigint) => Number(value);

export function quoteAmounts(
  lines: readonly QuoteLineInput[],
  schedule: readonly QuoteStageInput[],
): QuoteAmounts {
  let labour = 0n;
  let material = 0n;
  const priced = lines.map((line) => {
    const l = lineTimes(line.quantity, line.labour_unit_won);
    const m = lineTimes(line.quantity, line.material_unit_won);
    labour += l;
    material += m;
    return { labour: l, material: m };
  });
  const supply = labour + material;
  const vat = supply / 10n;
  const total = supply + vat;
  // Each stage rounded down; the remainder goes to 잔금, or to the last stage when there is no 잔금.
  const stages = schedule.map((s) => (total * BigInt(s.percent)) / 100n);
  const remainder = total - stages.reduce((sum, amount) => sum + amount, 0n);
  const balanceIndex = schedule.findIndex((s) => s.stage === '잔금');
  const carrier = balanceIndex >= 0 ? balanceIndex : schedule.length - 1;
  if (carrier >= 0) stages[carrier] = stages[carrier]! + remainder;
  return {
    lines: priced.map(({ labour: l, material: m }) => ({
      labour_won: won(l),
      material_won: won(m),
      amount_won: won(l + m),
    })),
    labour_won: won(labour),
    material_won: won(material),
    supply_won: won(supply),
    vat_won: won(vat),
    total_won: won(total),
    stages: stages.map(won),
  };
}
