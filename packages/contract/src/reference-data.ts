/**
 * Reference lists for the partner portal's forms (service area, work types, licences, payout bank, ...).
 * Kept in the contract so the server validates against exactly what the web app offers.
 */

import { PROVINCES, type Province } from './provinces.js';

export interface Region extends Province {
  districts: readonly string[];
}

/** Selecting this instead of a 시/군/구 means the whole 시/도. */
export const WHOLE_REGION = '전체';

/**
 * Every 시/도's 시/군/구 as of 2024.
 * Cities split into non-autonomous 구 (수원시, 청주시, 창원시, ...) are listed as the city: partners serve
 * the city, and those 구 are not independent districts. Same-named districts (중구, 고성군, ...) recur
 * across 시/도, so a district is only meaningful together with its 시/도.
 */
const DISTRICTS: Record<(typeof PROVINCES)[number]['code'], readonly string[]> = {
  '11': [
    '종로구',
    '중구',
    '용산구',
    '성동구',
    '광진구',
    '동대문구',
    '중랑구',
    '성북구',
    '강북구',
    '도봉구',
    '노원구',
    '은평구',
    '서대문구',
    '마포구',
    '양천구',
    '강서구',
    '구로구',
    '금천구',
    '영등포구',
    '동작구',
    '관악구',
    '서초구',
    '강남구',
    '송파구',
    '강동구',
  ],
  '26': [
    '중구',
    '서구',
    '동구',
    '영도구',
    '부산진구',
    '동래구',
    '남구',
    '북구',
    '해운대구',
    '사하구',
    '금정구',
    '강서구',
    '연제구',
    '수영구',
    '사상구',
    '기장군',
  ],
  // 군위군 moved here from 경상북도 on 2023-07-01.
  '27': ['중구', '동구', '서구', '남구', '북구', '수성구', '달서구', '달성군', '군위군'],
  // The 2026 reorganisation (제물포구, 영종구, 검단구) is not in effect yet.
  '28': ['중구', '동구', '미추홀구', '연수구', '남동구', '부평구', '계양구', '서구', '강화군', '옹진군'],
  '29': ['동구', '서구', '남구', '북구', '광산구'],
  '30': ['동구', '중구', '서구', '유성구', '대덕구'],
  '31': ['중구', '남구', '동구', '북구', '울주군'],
  // 세종 has no 시/군/구; a single entry keeps the two-level picker uniform.
  '36': ['세종특별자치시'],
  '41': [
    '수원시',
    '성남시',
    '의정부시',
    '안양시',
    '부천시',
    '광명시',
    '평택시',
    '동두천시',
    '안산시',
    '고양시',
    '과천시',
    '구리시',
    '남양주시',
    '오산시',
    '시흥시',
    '군포시',
    '의왕시',
    '하남시',
    '용인시',
    '파주시',
    '이천시',
    '안성시',
    '김포시',
    '화성시',
    '광주시',
    '양주시',
    '포천시',
    '여주시',
    '연천군',
    '가평군',
    '양평군',
  ],
  '51': [
    '춘천시',
    '원주시',
    '강릉시',
    '동해시',
    '태백시',
    '속초시',
    '삼척시',
    '홍천군',
    '횡성군',
    '영월군',
    '평창군',
    '정선군',
    '철원군',
    '화천군',
    '양구군',
    '인제군',
    '고성군',
    '양양군',
  ],
  '43': [
    '청주시',
    '충주시',
    '제천시',
    '보은군',
    '옥천군',
    '영동군',
    '증평군',
    '진천군',
    '괴산군',
    '음성군',
    '단양군',
  ],
  '44': [
    '천안시',
    '공주시',
    '보령시',
    '아산시',
    '서산시',
    '논산시',
    '계룡시',
    '당진시',
    '금산군',
    '부여군',
    '서천군',
    '청양군',
    '홍성군',
    '예산군',
    '태안군',
  ],
  '52': [
    '전주시',
    '군산시',
    '익산시',
    '정읍시',
    '남원시',
    '김제시',
    '완주군',
    '진안군',
    '무주군',
    '장수군',
    '임실군',
    '순창군',
    '고창군',
    '부안군',
  ],
  '46': [
    '목포시',
    '여수시',
    '순천시',
    '나주시',
    '광양시',
    '담양군',
    '곡성군',
    '구례군',
    '고흥군',
    '보성군',
    '화순군',
    '장흥군',
    '강진군',
    '해남군',
    '영암군',
    '무안군',
    '함평군',
    '영광군',
    '장성군',
    '완도군',
    '진도군',
    '신안군',
  ],
  '47': [
    '포항시',
    '경주시',
    '김천시',
    '안동시',
    '구미시',
    '영주시',
    '영천시',
    '상주시',
    '문경시',
    '경산시',
    '의성군',
    '청송군',
    '영양군',
    '영덕군',
    '청도군',
    '고령군',
    '성주군',
    '칠곡군',
    '예천군',
    '봉화군',
    '울진군',
    '울릉군',
  ],
  '48': [
    '창원시',
    '진주시',
    '통영시',
    '사천시',
    '김해시',
    '밀양시',
    '거제시',
    '양산시',
    '의령군',
    '함안군',
    '창녕군',
    '고성군',
    '남해군',
    '하동군',
    '산청군',
    '함양군',
    '거창군',
    '합천군',
  ],
  '50': ['제주시', '서귀포시'],
};

/** Every 시/도 with its 시/군/구. */
export const REGIONS: readonly Region[] = PROVINCES.map((province) => ({
  ...province,
  districts: DISTRICTS[province.code],
}));

function findRegion(sido: string): Region | undefined {
  return REGIONS.find((region) => region.name === sido);
}

/** True when `sido` is a full 시/도 name and `sigungu` is one of its districts or '전체'. */
export function isValidRegion(sido: string, sigungu: string): boolean {
  const region = findRegion(sido);
  if (!region) return false;
  return sigungu === WHOLE_REGION || region.districts.includes(sigungu);
}

/** UI label such as '서울 강남구' or '서울 전체'; falls back to the raw input for unknown 시/도. */
export function regionLabel(sido: string, sigungu: string): string {
  const short = findRegion(sido)?.short ?? sido;
  // 세종's only district repeats the 시/도 name; '세종 세종특별자치시' would read oddly.
  if (sigungu === sido) return short;
  return `${short} ${sigungu}`;
}

/*
 * The plain-string lists below are typed `readonly string[]` on purpose: zod schemas built from them
 * (z.enum(LICENSES) piped into z.array(z.string())) must output `string`, not a literal union.
 */

/** Work types a renovation partner can offer. */
export const CONSTRUCTION_TYPES: readonly string[] = [
  '도배',
  '바닥',
  '욕실',
  '주방',
  '조명',
  '샷시',
  '도장',
  '타일',
  '목공',
  '전기',
  '설비',
  '필름',
  '가구',
  '철거',
  '중문',
  '확장',
  '방수',
  '단열',
] as const;

export const HOUSING_TYPES: readonly string[] = [
  '아파트',
  '빌라',
  '단독주택',
  '오피스텔',
  '상가',
  '사무실',
  '기타',
] as const;

/** Construction business registrations (건설업 등록) an interior company may hold. */
export const LICENSES: readonly string[] = [
  '실내건축공사업',
  '건축공사업',
  '전기공사업',
  '정보통신공사업',
  '기계가스설비공사업',
  '금속창호·지붕건축물조립공사업',
  '도장·습식·방수·석공사업',
  '전문소방시설공사업',
  '철근·콘크리트공사업',
] as const;

export interface Bank {
  /** 3-digit financial institution code (금융기관 코드) used by transfer APIs. */
  code: string;
  name: string;
}

/** Payout banks; the code, not the name, is what goes to the transfer API. */
export const BANKS = [
  { code: '004', name: 'KB국민은행' },
  { code: '088', name: '신한은행' },
  { code: '020', name: '우리은행' },
  { code: '081', name: '하나은행' },
  { code: '011', name: 'NH농협은행' },
  { code: '003', name: 'IBK기업은행' },
  { code: '023', name: 'SC제일은행' },
  { code: '027', name: '한국씨티은행' },
  { code: '090', name: '카카오뱅크' },
  { code: '092', name: '토스뱅크' },
  { code: '089', name: '케이뱅크' },
  { code: '032', name: '부산은행' },
  // Renamed from 대구은행 in 2024; the old name stays so existing partners recognise it.
  { code: '031', name: 'iM뱅크(대구은행)' },
  { code: '039', name: '경남은행' },
  { code: '034', name: '광주은행' },
  { code: '037', name: '전북은행' },
  { code: '035', name: '제주은행' },
  { code: '007', name: '수협은행' },
  { code: '071', name: '우체국' },
  { code: '045', name: '새마을금고' },
  { code: '048', name: '신협' },
  { code: '064', name: '산림조합' },
] as const satisfies readonly Bank[];

/** Bank name for a 3-digit code, or undefined when the code is not in BANKS. */
export function bankName(code: string): string | undefined {
  return BANKS.find((bank) => bank.code === code)?.name;
}

/**
 * Products for which a partner names a responsible person; each key maps to the spec fields
 * `{key}_manager_name` and `{key}_manager_phone`.
 */
export const MANAGER_PRODUCTS = [
  { key: 'remodeling', label: '전체 리모델링' },
  { key: 'partial', label: '부분 시공' },
  { key: 'ad', label: '광고 상품' },
] as const;

export type ManagerProductKey = (typeof MANAGER_PRODUCTS)[number]['key'];

/** 업태 suggestions only: the business registration certificate allows free text. */
export const BUSINESS_TYPES: readonly string[] = ['건설업', '서비스업', '도소매업'] as const;

/** 종목 suggestions only, for the same reason. */
export const BUSINESS_ITEMS: readonly string[] = [
  '실내건축공사',
  '인테리어디자인',
  '건축자재 도소매',
] as const;
