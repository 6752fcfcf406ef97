import { planLane } from '@partner-portal/contract/plans-constants';
import { addMonths } from '@partner-portal/contract/seoul-time';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planPeriods, type HeldPeriod } from './plan-periods.js';

const monthly = (productKey: string) => ({ productKey, lane: 'plan:0', periodMonths: 1 });
const held = (over: Partial<HeldPeriod>): HeldPeriod => ({
  subscriptionNo: 1,
  productKey: 'MONTHLY_BASIC',
  name: '베이직',
  lane: 'plan:0',
  start: '2026-12-01',
  end: '2026-12-31',
  ...over,
});

describe('plan periods', () => {
  it('starts today in an empty lane', () => {
    expect(planPeriods([], [monthly('MONTHLY_BASIC')], '2026-12-03')).toEqual([
      { start: '2026-12-03', end: '2027-01-02', held: null, replaces: null },
    ]);
  });

  it('continues the same plan the day after its current period ends', () => {
    const current = held({});
    expect(planPeriods([current], [monthly('MONTHLY_BASIC')], '2026-12-03')).toEqual([
      { start: '2027-01-01', end: '2027-01-31', held: current, replaces: null },
    ]);
  });

  it('follows the latest period already bought, and another plan of the lane replaces it at its end', () => {
    const current = held({});
    const future = held({ subscriptionNo: 2, start: '2027-01-01', end: '2027-01-31' });
    const [planned] = planPeriods([current, future], [monthly('MONTHLY_PREMIUM')], '2026-12-03');
    expect(planned).toEqual({ start: '2027-02-01', end: '2027-02-28', held: current, replaces: future });
  });

  it('keeps lanes apart: districts and slot pools each have their own', () => {
    const seoulGangnam = { sido: '서울', sigungu: '강남구' };
    expect(planLane({ code: 2, adCode: 'ZP001' }, seoulGangnam)).toBe('ad:standard:서울:강남구');
    expect(planLane({ code: 2, adCode: 'ZPP003' }, seoulGangnam)).toBe('ad:premium:서울:강남구');
    expect(planLane({ code: 0, adCode: null }, null)).toBe('plan:0');
    const ad = held({ lane: 'ad:standard:서울:강남구', productKey: 'AD_STANDARD_1M' });
    const [planned] = planPeriods([ad], [monthly('MONTHLY_BASIC')], '2026-12-03');
    expect(planned!.start).toBe('2026-12-03');
  });

  it('ignores periods that ended before today', () => {
    const [planned] = planPeriods([held({ end: '2026-12-02' })], [monthly('MONTHLY_BASIC')], '2026-12-03');
    expect(planned).toMatchObject({ start: '2026-12-03', held: null, replaces: null });
  });

  it('never buys a day twice in a lane, whatever the sequence of purchases', () => {
    const purchase = fc.record({
      afterDays: fc.integer({ min: 0, max: 70 }),
      lines: fc.array(
        fc.record({
          productKey: fc.constantFrom('A', 'B', 'C'),
          lane: fc.constantFrom('plan:0', 'plan:1', 'ad:standard:서울:강남구'),
          periodMonths: fc.constantFrom(1, 3, 6),
        }),
        { minLength: 1, maxLength: 3 },
      ),
    });
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2026-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }),
        fc.array(purchase, { maxLength: 12 }),
        (first, purchases) => {
          let today = first.toISOString().slice(0, 10);
          const bought: HeldPeriod[] = [];
          for (const { afterDays, lines } of purchases) {
            today = addMonths(today, 0, afterDays);
            const planned = planPeriods(bought, lines, today);
            planned.forEach((period, i) => {
              expect(period.start >= today).toBe(true);
              expect(period.end >= period.start).toBe(true);
              bought.push({ ...period, subscriptionNo: bought.length + 1, name: '', ...lines[i]! });
            });
          }
          for (const [i, a] of bought.entries())
            for (const b of bought.slice(i + 1))
              if (a.lane === b.lane) expect(a.end < b.start || b.end < a.start).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
