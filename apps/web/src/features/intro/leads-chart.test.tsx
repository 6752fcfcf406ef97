import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CHART_HEIGHT, LeadsChart, niceTicks } from './leads-chart';

const months = [
  { month: '2026-06', leads: 0, spend_won: 0 },
  { month: '2026-07', leads: 4, spend_won: 330_000 },
  { month: '2026-08', leads: 8, spend_won: 660_000 },
  { month: '2026-09', leads: 2, spend_won: 0 },
  { month: '2026-10', leads: 6, spend_won: 1_200_000 },
  { month: '2026-11', leads: 9, spend_won: 990_000 },
];

describe('niceTicks', () => {
  it('climbs from 0 in a round step above the largest value', () => {
    expect(niceTicks(9, 5)).toEqual([0, 5, 10, 15]);
    expect(niceTicks(0, 5)).toEqual([0, 2, 4, 6]);
    expect(niceTicks(1_200_000, 100_000)).toEqual([0, 500_000, 1_000_000, 1_500_000]);
    // The right axis takes the left's number of steps, so its ticks sit on the same grid lines.
    expect(niceTicks(90_000, 100_000, 4)).toEqual([0, 50_000, 100_000, 150_000, 200_000]);
  });
});

describe('LeadsChart', () => {
  it('draws a bar per month as tall as its leads, the spend as a line, and the months under them', () => {
    const { container } = render(<LeadsChart months={months} />);
    const bars = [...container.querySelectorAll('.leads-chart__bar')];
    expect(bars).toHaveLength(6);
    const heights = bars.map((bar) => Number(bar.getAttribute('height')));
    expect(heights[0]).toBe(0);
    expect(heights[2]! / heights[1]!).toBeCloseTo(2);
    expect(Math.max(...heights)).toBeLessThan(CHART_HEIGHT);
    expect(container.querySelectorAll('.leads-chart__point')).toHaveLength(6);
    expect(container.querySelectorAll('.leads-chart__line')).toHaveLength(5);
    expect(container.querySelector('.leads-chart__months')).toHaveTextContent('6월7월8월9월10월11월');
    expect(container.querySelector('.leads-chart__axis--spend')).toHaveTextContent('050만100만150만');
  });
});
