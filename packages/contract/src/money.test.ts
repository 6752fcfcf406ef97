import { describe, expect, it } from 'vitest';
import { formatWon } from './money.js';

describe('formatWon', () => {
  it('spells every digit by default', () => {
    expect(formatWon(0)).toBe('0원');
    expect(formatWon(9_500)).toBe('9,500원');
    expect(formatWon(48_000_000)).toBe('48,000,000원');
  });

  it('counts in 억 and 만 units', () => {
    expect(formatWon(9_500, 'units')).toBe('9,500원');
    expect(formatWon(48_000_000, 'units')).toBe('4,800만 원');
    expect(formatWon(125_000_000, 'units')).toBe('1억 2,500만 원');
    expect(formatWon(100_000_000, 'units')).toBe('1억 원');
    expect(formatWon(12_345_678, 'units')).toBe('1,234만 5,678 원');
  });
});
