import { describe, expect, it } from 'vitest';
import { formatWon, groupDigits } from './money.js';

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

describe('groupDigits', () => {
  it('writes numbers as Intl.NumberFormat ko-KR does', () => {
    const korean = new Intl.NumberFormat('ko-KR');
    const values = [0, 7, 999, 1_000, 12_345, 999_999, 1_000_000, 48_000_000, 1_234_567_890, -1_500, -0.4];
    values.push(84.97, 25.7, 0.5, 1234.5678, 3.14159, 99.9999, 1_000.001);
    for (let n = 1; n < 2_000_000_000; n = n * 7 + 3) values.push(n, n / 100);
    for (const value of values) expect(groupDigits(value), String(value)).toBe(korean.format(value));
  });
});
