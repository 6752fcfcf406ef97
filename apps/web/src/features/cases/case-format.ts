/** How a case's facts read on screen: won in 억/만, area with 평, dates as 2024.05.07. */
import { toPyeong } from '@partner-portal/contract/cases-api';
import { regionLabel } from '@partner-portal/contract/reference-data';
import dayjs from 'dayjs';

const number = new Intl.NumberFormat('ko-KR');

/** 48,000,000 → '4,800만 원'; 125,000,000 → '1억 2,500만 원'; under 10,000 → '9,500원'. */
export function formatWon(won: number): string {
  if (won < 10_000) return `${number.format(won)}원`;
  const eok = Math.floor(won / 100_000_000);
  const man = Math.floor((won % 100_000_000) / 10_000);
  const rest = won % 10_000;
  const parts = [
    eok && `${number.format(eok)}억`,
    man && `${number.format(man)}만`,
    rest && number.format(rest),
  ];
  return `${parts.filter(Boolean).join(' ')} 원`;
}

/** '84.97㎡ (25.7평)' */
export const formatArea = (m2: number) => `${number.format(m2)}㎡ (${formatPyeong(m2)})`;

export const formatPyeong = (m2: number) => `${number.format(toPyeong(m2))}평`;

export const formatRegion = (region: { sido: string; sigungu: string } | null) =>
  region ? regionLabel(region.sido, region.sigungu) : null;

export const formatDate = (value: string) => dayjs(value).format('YYYY.MM.DD');

export const formatCount = (value: number) => number.format(value);
