import { describe, expect, it } from 'vitest';
import { addRegions, nextDistricts } from './region-picker';

describe('nextDistricts', () => {
  it('takes 전체 alone when it is chosen, and narrows to the districts chosen with it afterwards', () => {
    expect(nextDistricts([], ['강남구', '서초구'])).toEqual(['강남구', '서초구']);
    expect(nextDistricts(['강남구'], ['전체', '강남구'])).toEqual(['전체']);
    expect(nextDistricts(['전체'], ['전체', '서초구'])).toEqual(['서초구']);
    expect(nextDistricts(['전체'], ['전체'])).toEqual(['전체']);
    expect(nextDistricts(['강남구'], [])).toEqual([]);
  });
});

describe('addRegions', () => {
  it('lets a whole 시/도 replace its districts and keeps out what it already covers', () => {
    const gangnam = { sido: '서울특별시', sigungu: '강남구' };
    const seoul = { sido: '서울특별시', sigungu: '전체' };
    const suwon = { sido: '경기도', sigungu: '수원시' };
    expect(addRegions([gangnam, suwon], [seoul])).toEqual([suwon, seoul]);
    expect(addRegions([seoul], [gangnam])).toEqual([seoul]);
    expect(addRegions([gangnam], [gangnam, suwon])).toEqual([gangnam, suwon]);
  });
});
