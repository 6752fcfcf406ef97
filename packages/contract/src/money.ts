/**
 * How an amount of won reads, on screen and on receipts (STYLE 12: money is integers of won).
 * `exact` spells every digit: 48,000,000원 (prices, payments, refunds). `units` counts in 억 and
 * 만, as people say a construction cost: 4,800만 원, 1억 2,500만 원 (below 만 it reads like exact).
 */
export type WonStyle = 'exact' | 'units';

const digits = new Intl.NumberFormat('ko-KR');

export function formatWon(won: number, style: WonStyle = 'exact'): string {
  if (style === 'exact' || won < 10_000) return `${digits.format(won)}원`;
  const eok = Math.floor(won / 100_000_000);
  const man = Math.floor((won % 100_000_000) / 10_000);
  const rest = won % 10_000;
  const parts = [
    eok && `${digits.format(eok)}억`,
    man && `${digits.format(man)}만`,
    rest && digits.format(rest),
  ];
  return `${parts.filter(Boolean).join(' ')} 원`;
}
