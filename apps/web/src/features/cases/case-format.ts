/** How a case's facts read on screen: area with 평 and regions (counts and won: contract/money). */
import { groupDigits } from '@partner-portal/contract/money';
import { toPyeong } from '@partner-portal/contract/cases-constants';
import { regionLabel } from '@partner-portal/contract/reference-data';

/** '84.97㎡ (25.7평)' */
export const formatArea = (m2: number) => `${groupDigits(m2)}㎡ (${formatPyeong(m2)})`;

export const formatPyeong = (m2: number) => `${groupDigits(toPyeong(m2))}평`;

export const formatRegion = (region: { sido: string; sigungu: string } | null) =>
  region ? regionLabel(region.sido, region.sigungu) : null;
