import { describe, expect, it } from 'vitest';
import {
  BANKS,
  bankName,
  BUSINESS_ITEMS,
  BUSINESS_TYPES,
  CONSTRUCTION_TYPES,
  HOUSING_TYPES,
  isValidRegion,
  LICENSES,
  MANAGER_PRODUCTS,
  REGIONS,
  regionLabel,
} from './reference-data.js';

function districtsOf(name: string): readonly string[] {
  const region = REGIONS.find((r) => r.name === name);
  if (!region) throw new Error(`no region ${name}`);
  return region.districts;
}

describe('REGIONS', () => {
  it('has the 17 시/도 with unique codes, names and short forms', () => {
    expect(REGIONS).toHaveLength(17);
    expect(new Set(REGIONS.map((r) => r.code)).size).toBe(17);
    expect(new Set(REGIONS.map((r) => r.name)).size).toBe(17);
    expect(new Set(REGIONS.map((r) => r.short)).size).toBe(17);
    for (const region of REGIONS) expect(region.code).toMatch(/^\d{2}$/);
  });

  it('uses the administrative codes', () => {
    expect(Object.fromEntries(REGIONS.map((r) => [r.short, r.code]))).toEqual({
      서울: '11',
      부산: '26',
      대구: '27',
      인천: '28',
      광주: '29',
      대전: '30',
      울산: '31',
      세종: '36',
      경기: '41',
      강원: '51',
      충북: '43',
      충남: '44',
      전북: '52',
      전남: '46',
      경북: '47',
      경남: '48',
      제주: '50',
    });
  });

  it('has 226 시/군/구 plus 세종 and 제주’s two 행정시', () => {
    expect(REGIONS.reduce((sum, r) => sum + r.districts.length, 0)).toBe(229);
  });

  it('has the 25 자치구 of 서울', () => {
    const seoul = districtsOf('서울특별시');
    expect(seoul).toHaveLength(25);
    expect(seoul).toContain('강남구');
    expect(seoul).toContain('종로구');
  });

  it('lists 경기’s 31 시·군 by city, not by 구', () => {
    const gyeonggi = districtsOf('경기도');
    expect(gyeonggi).toHaveLength(31);
    expect(gyeonggi).toContain('수원시');
    expect(gyeonggi).toContain('가평군');
    expect(gyeonggi).not.toContain('장안구');
  });

  it('puts 군위군 in 대구, not 경북 (2023 transfer)', () => {
    expect(districtsOf('대구광역시')).toContain('군위군');
    expect(districtsOf('경상북도')).not.toContain('군위군');
  });

  it('has the other known sizes', () => {
    expect(districtsOf('인천광역시')).toEqual(expect.arrayContaining(['강화군', '옹진군']));
    expect(districtsOf('세종특별자치시')).toEqual(['세종특별자치시']);
    expect(districtsOf('제주특별자치도')).toEqual(['제주시', '서귀포시']);
  });

  it('has no duplicate district within a 시/도', () => {
    for (const region of REGIONS) {
      expect(new Set(region.districts).size, region.name).toBe(region.districts.length);
    }
  });
});

describe('isValidRegion', () => {
  it.each([
    ['서울특별시', '강남구', true],
    ['경기도', '전체', true],
    ['세종특별자치시', '세종특별자치시', true],
    ['서울특별시', '수원시', false],
    ['서울', '강남구', false],
    ['경기도', '장안구', false],
    ['없는도', '전체', false],
  ])('(%s, %s) → %s', (sido, sigungu, expected) => {
    expect(isValidRegion(sido, sigungu)).toBe(expected);
  });
});

describe('regionLabel', () => {
  it('joins the short form and the district', () => {
    expect(regionLabel('서울특별시', '강남구')).toBe('서울 강남구');
    expect(regionLabel('경기도', '수원시')).toBe('경기 수원시');
    expect(regionLabel('서울특별시', '전체')).toBe('서울 전체');
  });

  it('does not repeat 세종', () => {
    expect(regionLabel('세종특별자치시', '세종특별자치시')).toBe('세종');
  });
});

describe('BANKS', () => {
  it('has unique 3-digit codes and unique names', () => {
    expect(new Set(BANKS.map((b) => b.code)).size).toBe(BANKS.length);
    expect(new Set(BANKS.map((b) => b.name)).size).toBe(BANKS.length);
    for (const bank of BANKS) expect(bank.code).toMatch(/^\d{3}$/);
  });

  it('looks a name up by code', () => {
    expect(bankName('004')).toBe('KB국민은행');
    expect(bankName('090')).toBe('카카오뱅크');
    expect(bankName('999')).toBeUndefined();
  });
});

describe('other lists', () => {
  it.each([
    ['CONSTRUCTION_TYPES', CONSTRUCTION_TYPES, 18],
    ['HOUSING_TYPES', HOUSING_TYPES, 7],
    ['LICENSES', LICENSES, 9],
    ['BUSINESS_TYPES', BUSINESS_TYPES, 3],
    ['BUSINESS_ITEMS', BUSINESS_ITEMS, 3],
  ] as const)('%s has %i unique entries', (_name, list, size) => {
    expect(list).toHaveLength(size);
    expect(new Set(list).size).toBe(size);
  });

  it('names manager products by their spec field prefix', () => {
    expect(MANAGER_PRODUCTS.map((p) => `${p.key}_manager_name`)).toEqual([
      'remodeling_manager_name',
      'partial_manager_name',
      'ad_manager_name',
    ]);
  });
});
