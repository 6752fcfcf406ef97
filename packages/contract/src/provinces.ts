/**
 * The 17 시/도 with their 2-digit administrative codes (행정표준코드), in the order forms list them: apart
 * from their districts (`reference-data.ts`), so a form that asks only for the 시/도 loads only these.
 */
export interface Province {
  code: string;
  name: string;
  /** Short form shown in the UI, e.g. '서울'. */
  short: string;
}

export const PROVINCES = [
  { code: '11', name: '서울특별시', short: '서울' },
  { code: '26', name: '부산광역시', short: '부산' },
  { code: '27', name: '대구광역시', short: '대구' },
  { code: '28', name: '인천광역시', short: '인천' },
  { code: '29', name: '광주광역시', short: '광주' },
  { code: '30', name: '대전광역시', short: '대전' },
  { code: '31', name: '울산광역시', short: '울산' },
  { code: '36', name: '세종특별자치시', short: '세종' },
  { code: '41', name: '경기도', short: '경기' },
  // Code 51 since becoming 강원특별자치도 (2023-06-11); formerly 42.
  { code: '51', name: '강원특별자치도', short: '강원' },
  { code: '43', name: '충청북도', short: '충북' },
  { code: '44', name: '충청남도', short: '충남' },
  // Code 52 since becoming 전북특별자치도 (2024-01-18); formerly 45.
  { code: '52', name: '전북특별자치도', short: '전북' },
  { code: '46', name: '전라남도', short: '전남' },
  { code: '47', name: '경상북도', short: '경북' },
  { code: '48', name: '경상남도', short: '경남' },
  { code: '50', name: '제주특별자치도', short: '제주' },
] as const satisfies readonly Province[];
