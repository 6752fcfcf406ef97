import { describe, expect, it } from 'vitest';
import { formatAddress } from './postal-address.js';
import { bizSectionSchema } from './profile-api.js';

const BIZ = {
  section: 'biz',
  partner_name: '한결인테리어',
  business_type: '건설업',
  business_item: '실내건축공사',
  tax_bill_email: 'tax@example.com',
  postcode: '06220',
  road_address: '서울특별시 강남구 테헤란로 212',
  jibun_address: '서울특별시 강남구 역삼동 718-5',
  address_detail: '3층',
};
const errorsOf = (input: object) =>
  bizSectionSchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('the business address of the biz section', () => {
  it('keeps the four parts, trimmed', () => {
    const parsed = bizSectionSchema.parse({ ...BIZ, postcode: ' 06220 ', address_detail: ' 3층 ' });
    expect(parsed).toMatchObject({
      postcode: '06220',
      road_address: '서울특별시 강남구 테헤란로 212',
      jibun_address: '서울특별시 강남구 역삼동 718-5',
      address_detail: '3층',
    });
  });

  it('takes a hand-typed address without postcode, jibun address or detail', () => {
    const parsed = bizSectionSchema.parse({
      ...BIZ,
      postcode: '',
      jibun_address: '',
      address_detail: undefined,
    });
    expect(parsed).toMatchObject({ postcode: null, jibun_address: null });
    expect(parsed.address_detail ?? null).toBeNull();
  });

  it.each([
    [{ postcode: '0622' }, 'postcode', '우편번호 5자리를 입력해주세요.'],
    [{ postcode: '062200' }, 'postcode', '우편번호 5자리를 입력해주세요.'],
    [{ postcode: '06-22' }, 'postcode', '우편번호 5자리를 입력해주세요.'],
    [{ road_address: '' }, 'road_address', '도로명 주소를 입력해주세요.'],
    [{ road_address: undefined }, 'road_address', '도로명 주소를 입력해주세요.'],
    [{ road_address: '가'.repeat(101) }, 'road_address', '도로명 주소는 100자 이하로 입력해주세요.'],
    [{ jibun_address: '가'.repeat(101) }, 'jibun_address', '지번 주소는 100자 이하로 입력해주세요.'],
    [{ address_detail: '가'.repeat(101) }, 'address_detail', '상세 주소는 100자 이하로 입력해주세요.'],
  ])('refuses %o in Korean', (change, path, message) => {
    expect(errorsOf({ ...BIZ, ...change })).toEqual([[path, message]]);
  });
});

describe('formatAddress', () => {
  it('shows (postcode) road detail on one line, leaving out what is missing', () => {
    expect(
      formatAddress({
        postcode: '06220',
        road_address: '서울특별시 강남구 테헤란로 212',
        address_detail: '3층',
      }),
    ).toBe('(06220) 서울특별시 강남구 테헤란로 212 3층');
    expect(
      formatAddress({ postcode: null, road_address: '서울특별시 강남구 테헤란로 212', address_detail: null }),
    ).toBe('서울특별시 강남구 테헤란로 212');
    expect(formatAddress({ postcode: '06220', road_address: null, address_detail: '3층' })).toBeNull();
  });
});
