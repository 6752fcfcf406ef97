import { describe, expect, it } from 'vitest';
import { lineAmounts, quoteTotals, scheduleAmounts } from './quote-math.js';

const line = (quantity: number, labour: number, material: number) => ({
  quantity,
  labour_unit_won: labour,
  material_unit_won: material,
});

const SCHEDULE = [
  { stage: '계약금', percent: 10, due: '계약 시' },
  { stage: '중도금', percent: 40, due: '목공 완료 후' },
  { stage: '잔금', percent: 50, due: '준공 후' },
] as const;

describe('a quote line', () => {
  it('rounds labour and material apart, half up to the won, without floating-point slips', () => {
    // 1.15 × 10 is 11.5 exactly (floating point computes 11.499999999999998).
    expect(lineAmounts(line(1.15, 10, 10))).toEqual({ labour_won: 12, material_won: 12, amount_won: 24 });
    expect(lineAmounts(line(0.33, 1_001, 0))).toEqual({ labour_won: 330, material_won: 0, amount_won: 330 });
    expect(lineAmounts(line(12.5, 35_000, 28_000))).toEqual({
      labour_won: 437_500,
      material_won: 350_000,
      amount_won: 787_500,
    });
  });
});

describe('a quote’s totals', () => {
  it('adds the rounded lines, takes VAT as 10 % with the fraction dropped, and totals both', () => {
    const totals = quoteTotals([line(1.15, 10, 10), line(3, 333, 0), line(2, 0, 4_567)]);
    expect(totals).toEqual({
      labour_won: 12 + 999,
      material_won: 12 + 9_134,
      supply_won: 10_157,
      vat_won: 1_015,
      total_won: 11_172,
    });
  });

  it('is all zero with no lines', () => {
    expect(quoteTotals([])).toEqual({
      labour_won: 0,
      material_won: 0,
      supply_won: 0,
      vat_won: 0,
      total_won: 0,
    });
  });
});

describe('the payment schedule', () => {
  it('gives each stage its share rounded down and the rest to 잔금, so the stages add up to the total', () => {
    const stages = scheduleAmounts(11_172, SCHEDULE);
    expect(stages.map((s) => s.amount_won)).toEqual([1_117, 4_468, 5_587]);
    expect(stages.reduce((sum, s) => sum + s.amount_won, 0)).toBe(11_172);
    expect(stages[2]).toEqual({ stage: '잔금', percent: 50, due: '준공 후', amount_won: 5_587 });
  });

  it('puts the remainder on the last paying stage whatever the order given', () => {
    const stages = scheduleAmounts(1_001, [
      { stage: '잔금', percent: 0 },
      { stage: '계약금', percent: 33 },
      { stage: '중도금', percent: 67 },
    ]);
    expect(stages.map((s) => s.amount_won)).toEqual([0, 330, 671]);
  });

  it('shows each stage only its own share while the percents do not make 100', () => {
    const stages = scheduleAmounts(1_000, [
      { stage: '계약금', percent: 10 },
      { stage: '잔금', percent: 40 },
    ]);
    expect(stages.map((s) => s.amount_won)).toEqual([100, 400]);
  });
});
