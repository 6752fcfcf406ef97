/**
 * How an amount of won reads, on screen and on receipts (STYLE 12: money is integers of won).
 * `exact` spells every digit: 48,000,000원 (prices, payments, refunds). `units` counts in 억 and
 * 만, as people say a construction cost: 4,800만 원, 1억 2,500만 원 (below 만 it reads like exact).
 */
export type WonStyle = 'exact' | 'units';

/**
 * A number with its thousands grouped, as `Intl.NumberFormat('ko-KR')` writes it (1,234,567 and at
 * most three decimals: 84.97), without Intl: a page's first Intl formatter loads ICU's data, which
 * held a phone's main thread for ~140 ms of a signed-in page's start (issue #14).
 */
export function groupDigits(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const rounded = Math.round(Math.abs(value) * 1000) / 1000;
  const [whole = '0', fraction] = String(rounded).split('.');
  const sign = value < 0 && rounded !== 0 ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${fraction ? `.${fraction}` : ''}`;
}

export function formatWon(won: number, style: WonStyle = 'exact'): string {
  if (style === 'exact' || won < 10_000) return `${groupDigits(won)}원`;
  const eok = Math.floor(won / 100_000_000);
  const man = Math.floor((won % 100_000_000) / 10_000);
  const rest = won % 10_000;
  const parts = [eok && `${groupDigits(eok)}억`, man && `${groupDigits(man)}만`, rest && groupDigits(rest)];
  return `${parts.filter(Boolean).join(' ')} 원`;
}
