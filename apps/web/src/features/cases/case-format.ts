/** How a case's facts read on screen: area with 평, regions, counts (won: contract/money, 'units'). */
import { toPyeong } from '@partner-portal/contract/cases-api';
import { regionLabel } from '@partner-portal/contract/reference-data';

const number = new Intl.NumberFormat('ko-KR');

/** '84.97㎡ (25.7평)' */
export const formatArea = (m2: number) => `${number.format(m2)}㎡ (${formatPyeong(m2)})`;

export const formatPyeong = (m2: number) => `${number.format(toPyeong(m2))}평`;

export const formatRegion = (region: { sido: string; sigungu: string } | null) =>
  region ? regionLabel(region.sido, region.sigungu) : null;

export const formatCount = (value: number) => number.format(value);
