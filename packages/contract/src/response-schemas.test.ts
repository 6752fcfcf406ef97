import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { caseDetailSchema, caseListSchema, type CaseList } from './cases-api.js';
import { memberEnvelope, returnEnvelope, type MemberEnvelope, type ReturnEnvelope } from './envelopes.js';
import { tokenContextSchema } from './member-api.js';
import { partnerSchema, type Partner } from './partner-api.js';
import { orderListSchema, orderViewSchema, priceBreakdownSchema, type OrderView } from './orders-api.js';
import { planCatalogueSchema, type PlanCatalogue } from './plans-api.js';
import { partnerProfileSchema, requiredStatusSchema } from './profile-api.js';
import type { RequiredStatus } from './profile-checklist.js';

// Realistic answers, shaped like the server's (plans.json, order-view.ts, partner-routes.ts, case-service.ts).

const catalogue: PlanCatalogue = {
  groups: [
    {
      code: 0,
      label: '월정액 플랜',
      products: [
        {
          product_key: 'MONTHLY_LITE',
          code: 0,
          name: '라이트',
          tier_order: 1,
          price_won: 290_000,
          vat_won: 29_000,
          period_months: 1,
          recommend: false,
          budgetCap: 30_000_000,
          customerBudget: '3천만 원 이하',
          constructionArea: '20평 이하',
          activeConstructionType: '도배',
          constructionTypes: ['도배', '바닥', '필름', '조명', '욕실'],
          description: '소형 주택과 부분 리모델링 상담을 받는 입문형 월정액 플랜입니다.',
          ad_code: null,
          slots_per_district: null,
        },
      ],
    },
    { code: 1, label: '부분시공 플랜', products: [] },
    {
      code: 2,
      label: '상단노출 광고',
      products: [
        {
          product_key: 'AD_STANDARD_1M',
          code: 2,
          name: '상단노출 스탠다드 1개월',
          tier_order: 1,
          price_won: 150_000,
          vat_won: 15_000,
          period_months: 1,
          recommend: false,
          budgetCap: null,
          customerBudget: null,
          constructionArea: null,
          activeConstructionType: null,
          constructionTypes: [],
          description: '선택한 시/군/구의 업체 목록 상단 영역에 1개월간 노출됩니다.',
          ad_code: 'ZP001',
          slots_per_district: 5,
        },
      ],
    },
  ],
};

const paidCardOrder: OrderView = {
  order_no: 'PP20260301A1B2C3',
  status: 'paid',
  method: 'card',
  goods_name: '상단노출 스탠다드 1개월 외 1건',
  lines: [
    {
      product_key: 'MONTHLY_LITE',
      name: '라이트',
      region: null,
      period_months: 1,
      supply_won: 290_000,
      vat_won: 29_000,
      total_won: 319_000,
      period_start: '2026-03-01',
      period_end: '2026-03-31',
    },
    {
      product_key: 'AD_STANDARD_1M',
      name: '상단노출 스탠다드 1개월',
      region: { sido: '서울특별시', sigungu: '강남구' },
      period_months: 1,
      supply_won: 150_000,
      vat_won: 15_000,
      total_won: 165_000,
      period_start: '2026-03-01',
      period_end: '2026-03-31',
    },
  ],
  supply_won: 440_000,
  vat_won: 44_000,
  total_won: 484_000,
  refunded_won: 0,
  quota: 3,
  created_at: '2026-03-01T01:02:03.000Z',
  paid_at: '2026-03-01T01:04:00.000Z',
  cancelled_at: null,
  card: { card_name: '신한카드', card_num: '4518****1234', approve_no: '30012345' },
  receipt_url: 'https://npg.nicepay.co.kr/issue/IssueLoader.do?type=0&TID=abc',
  failure_message: null,
  withdrawal: {
    until: '2026-03-08T01:04:00.000Z',
    refundable_won: 484_000,
    rule: '결제일로부터 7일 이내에 철회할 수 있습니다.',
  },
  card_window: null,
  bank_transfer: null,
};

const transferOrder: OrderView = {
  ...paidCardOrder,
  order_no: 'PP20260302D4E5F6',
  status: 'awaiting_deposit',
  method: 'bank_transfer',
  quota: 0,
  paid_at: null,
  card: null,
  receipt_url: null,
  withdrawal: null,
  bank_transfer: {
    bank_name: 'KB국민은행',
    account_number: '469801-01-284731',
    account_holder: '주식회사 리모델링마켓',
    depositor_name: '테스트 인테리어',
    amount_won: 484_000,
    deposit_deadline: '2026-03-05T14:59:59.999Z',
  },
};

const partner: Partner = {
  partner_id: 12,
  member_no: 34,
  partner_name: '테스트 인테리어',
  ceo_name: '홍길동',
  phone_no: '010-1234-5678',
  biz_no: '220-81-62517',
  tax_bill_email: 'tax@example.co.kr',
  logo: null,
  partner_grade: 'BASIC',
  manager_name: '김매니저',
  manager_phone: '010-9876-5432',
  payment_agreement: true,
  periodic_payment: false,
  need_agree_terms_list: ['recurring-payment-terms'],
  create_date: '2026-02-01T00:00:00.000Z',
  partnerId: 12,
  email: 'tax@example.co.kr',
  product_managers: { remodeling_manager_name: '이담당', remodeling_manager_phone: '010-2222-3333' },
  alert_befor_execution: false,
  periodic_payment_execution_info: null,
  exist_periodic_payment_only_plan: false,
  partnerRequiredInfoList: [
    { code: 'biz', title: '사업자 정보', status: 'complete', completed: true },
    { code: 'rate-plan', title: '요금제 가입', status: 'missing', completed: false },
  ],
};

const casePage: CaseList = {
  items: [
    {
      case_id: 7,
      title: '강남 30평 아파트 전체 리모델링',
      status: 'published',
      housing_type: '아파트',
      scope: 'full',
      area_m2: 99.17,
      cost_won: 45_000_000,
      region: { sido: '서울특별시', sigungu: '강남구' },
      cover_url: '/uploads/cases/12/abc-thumb.webp',
      photo_count: 3,
      view_count: 41,
      completed_on: '2026-01-20',
      updated_at: '2026-02-03T05:06:07.000Z',
    },
    {
      case_id: 8,
      title: '욕실 부분 시공',
      status: 'draft',
      housing_type: null,
      scope: null,
      area_m2: null,
      cost_won: null,
      region: null,
      cover_url: null,
      photo_count: 0,
      view_count: 0,
      completed_on: null,
      updated_at: '2026-02-04T05:06:07.000Z',
    },
  ],
  total: 2,
  page: 1,
  size: 20,
};

describe('response schemas accept what the server answers', () => {
  it('the plan catalogue', () => {
    expect(planCatalogueSchema.parse(catalogue)).toEqual(catalogue);
  });

  it('an order view: a paid card order and a bank transfer awaiting deposit', () => {
    expect(orderViewSchema.parse(paidCardOrder)).toEqual(paidCardOrder);
    expect(orderViewSchema.parse(transferOrder)).toEqual(transferOrder);
  });

  it('an order history page: the views without lines and next steps', () => {
    const { lines: _l, card_window: _c, bank_transfer: _b, withdrawal: _w, ...item } = paidCardOrder;
    const page = { items: [item], total: 1, page: 1, size: 20 };
    expect(orderListSchema.parse(page)).toEqual(page);
  });

  it('the partner (mypartner)', () => {
    expect(partnerSchema.parse(partner)).toEqual(partner);
  });

  it('a case list page', () => {
    expect(caseListSchema.parse(casePage)).toEqual(casePage);
  });

  it('a case detail has no cover or photo count, but its photos', () => {
    const { cover_url: _c, photo_count: _p, ...summary } = casePage.items[0]!;
    const detail = {
      ...summary,
      duration_days: 30,
      construction_types: ['욕실', '주방'],
      style_tags: ['모던'],
      description: '전체 리모델링 사례입니다.',
      photos: [
        {
          photo_id: 101,
          thumb_url: '/uploads/cases/12/a-thumb.webp',
          medium_url: '/uploads/cases/12/a-medium.webp',
          large_url: '/uploads/cases/12/a-large.webp',
          width: 1600,
          height: 1200,
          caption: '',
          is_cover: true,
          pair_group: 1,
          pair_role: 'after',
        },
      ],
      created_at: '2026-01-25T00:00:00.000Z',
      published_at: '2026-02-03T05:06:07.000Z',
    };
    expect(caseDetailSchema.parse(detail)).toEqual(detail);
  });

  it('the required-information checklist and the MyPage profile', () => {
    const status: RequiredStatus = {
      partner_id: 12,
      completed: false,
      partnerRequiredInfoList: [
        { code: 'manager', title: '담당자 정보', status: 'partial', completed: false },
      ],
    };
    expect(requiredStatusSchema.parse(status)).toEqual(status);
    const profile = {
      partner_id: 12,
      biz: {
        partner_name: '테스트 인테리어',
        ceo_name: '홍길동',
        biz_no: '220-81-62517',
        phone_no: '010-1234-5678',
        business_type: '건설업',
        business_item: '실내건축',
        postcode: '06236',
        road_address: '서울특별시 강남구 테헤란로 1',
        jibun_address: '서울특별시 강남구 역삼동 823',
        address_detail: null,
        address: '(06236) 서울특별시 강남구 테헤란로 1',
        company_phone: null,
        tax_bill_email: 'tax@example.co.kr',
        introduction: null,
        logo: 'logos/12/abc.webp',
        ceo_verified: true,
      },
      additional: {
        founded_year: 2015,
        staff_count: 8,
        licenses: [],
        warranty_months: 24,
        insurance_company: null,
        homepage_url: null,
      },
      preference: {
        construction_types: ['도배'],
        service_regions: [{ sido: '서울특별시', sigungu: '전체' }],
        budget_min: null,
        budget_max: 50_000_000,
        min_area: null,
      },
      manager: { remodeling_manager_name: null, remodeling_manager_phone: null },
      calculate: { bank_code: '004', account_holder: '홍길동', account_number_masked: '****-****-1234' },
    };
    expect(partnerProfileSchema.parse(profile)).toEqual(profile);
  });
});

describe('response schemas refuse what the interfaces did not allow', () => {
  it('an unknown plan code or a missing nullable field', () => {
    const [monthly] = catalogue.groups;
    expect(planCatalogueSchema.safeParse({ groups: [{ ...monthly, code: 3 }] }).success).toBe(false);
    const { slots_per_district: _s, ...withoutSlots } = monthly!.products[0]!;
    expect(
      planCatalogueSchema.safeParse({ groups: [{ ...monthly, products: [withoutSlots] }] }).success,
    ).toBe(false);
  });

  it('an order with a status, method or card window outside the contract', () => {
    expect(orderViewSchema.safeParse({ ...paidCardOrder, status: 'settled' }).success).toBe(false);
    expect(orderViewSchema.safeParse({ ...paidCardOrder, method: 'cash' }).success).toBe(false);
    const cardWindow = {
      script_url: 'https://pay.nicepay.co.kr/v1/js/',
      clientId: 'S2_test',
      method: 'bank_transfer',
      orderId: 'PP1',
      amount: 1000,
      goodsName: '라이트',
      returnUrl: '/payments/card/return',
    };
    expect(orderViewSchema.safeParse({ ...paidCardOrder, card_window: cardWindow }).success).toBe(false);
    expect(
      orderViewSchema.safeParse({ ...paidCardOrder, card_window: { ...cardWindow, method: 'card' } }).success,
    ).toBe(true);
  });

  it('a partner whose manager is missing instead of null, or whose checklist status is unknown', () => {
    const { manager_name: _m, ...withoutManager } = partner;
    expect(partnerSchema.safeParse(withoutManager).success).toBe(false);
    const item = { code: 'biz', title: '사업자 정보', status: 'done', completed: true };
    expect(partnerSchema.safeParse({ ...partner, partnerRequiredInfoList: [item] }).success).toBe(false);
  });

  it('a case with an unknown status or scope, and a price breakdown without instalment months', () => {
    const [first] = casePage.items;
    expect(caseListSchema.safeParse({ ...casePage, items: [{ ...first, status: 'deleted' }] }).success).toBe(
      false,
    );
    expect(caseListSchema.safeParse({ ...casePage, items: [{ ...first, scope: 'half' }] }).success).toBe(
      false,
    );
    const breakdown = {
      lines: paidCardOrder.lines.map(({ period_start: _s, period_end: _e, ...line }) => ({
        ...line,
        period: {
          start: '2026-04-01',
          end: '2026-04-30',
          held: { name: line.name, start: '2026-03-01', end: '2026-03-31' },
          replaces: null,
        },
      })),
      supply_won: 440_000,
      vat_won: 44_000,
      total_won: 484_000,
    };
    expect(priceBreakdownSchema.safeParse(breakdown).success).toBe(false);
    expect(priceBreakdownSchema.safeParse({ ...breakdown, installment_months: [2, 3] }).success).toBe(true);
  });
});

describe('envelopes', () => {
  const member = memberEnvelope(tokenContextSchema);
  const partnerGroup = returnEnvelope(partnerSchema);

  it('the member group: success with the context, or a refusal with context null and the field', () => {
    const context = {
      member_info: { member_no: 34, member_id: 'partner_01', name: '홍길동' },
      expires_in: 1800,
      access_token: 'a.b.c',
      refresh_token: 'r',
    };
    expect(member.parse({ code: 0, message: 'OK', context })).toEqual({ code: 0, message: 'OK', context });
    const refusal = {
      code: 1101,
      message: '현재 비밀번호가 일치하지 않습니다.',
      context: null,
      field: 'current_password',
    };
    expect(member.parse(refusal)).toEqual(refusal);
    expect(member.safeParse({ code: 0, message: 'OK', context: { expires_in: 1800 } }).success).toBe(false);
  });

  it('the partner group: success with the data, or a refusal with data null and the field', () => {
    expect(partnerGroup.parse({ return_code: 0, return_message: 'OK', data: partner }).data).toEqual(partner);
    const refusal = {
      return_code: 1006,
      return_message: '이미 파트너 계정이 있습니다.',
      data: null,
      field: 'identity_token',
    };
    expect(partnerGroup.parse(refusal)).toEqual(refusal);
  });

  it('the envelope types say what the schemas say', () => {
    expectTypeOf<z.infer<typeof member>>().toEqualTypeOf<
      MemberEnvelope<z.infer<typeof tokenContextSchema>>
    >();
    expectTypeOf<z.infer<typeof partnerGroup>>().toEqualTypeOf<ReturnEnvelope<Partner>>();
  });
});
