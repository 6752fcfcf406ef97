/** The quote screens' tests: a lead, a sent quote and the server's envelope (never part of the build). */
import type { LeadDetail } from '@partner-portal/contract/leads-api';
import type { PublicQuote, Quote } from '@partner-portal/contract/quotes-api';
import { jsonResponse } from '../../test/http';

export const ok = (data: unknown) => jsonResponse({ return_code: 0, return_message: 'OK', data });

export const lead = (extra: Partial<LeadDetail> = {}): LeadDetail => ({
  lead_no: 7,
  status: 'accepted',
  received_at: '2026-11-02T01:15:00Z',
  region: { sido: '서울특별시', sigungu: '마포구' },
  construction_type: '욕실',
  space_type: '아파트',
  area_m2: 84.97,
  area_pyeong: 25.7,
  rooms: ['욕실', '주방'],
  budget_min_won: 3_000_000,
  budget_max_won: 5_000_000,
  customer_name: '김민수',
  product_key: 'ZP_BASIC',
  plan_name: '베이직',
  clock: {
    due_at: '2026-11-02T05:15:00Z',
    business_minutes_left: null,
    first_response_at: '2026-11-02T01:40:00Z',
    first_response_business_minutes: 25,
    on_time: true,
  },
  viewed: true,
  next_contact_on: null,
  desired_start: '2026-12-01',
  description: '욕실 2곳 전체 리모델링을 원합니다.',
  photos: [],
  contact: {
    customer_name: '김민수',
    relay_number: '050-1234-5678',
    relay_expires_at: '2026-11-09T01:40:00Z',
  },
  status_reason: null,
  moves: ['contacted', 'quoted', 'contracted', 'lost'],
  notes: [],
  timeline: [],
  quotes: [],
  ...extra,
});

export const quote = (extra: Partial<Quote> = {}): Quote => ({
  quote_no: 31,
  lead_no: 7,
  version: 1,
  superseded_by: null,
  items: [
    {
      line_no: 1,
      trade: '철거',
      name: '욕실 철거',
      material: '',
      quantity: 1,
      unit: '식',
      labour_unit_won: 400_000,
      material_unit_won: 0,
      labour_won: 400_000,
      material_won: 0,
      amount_won: 400_000,
    },
    {
      line_no: 2,
      trade: '타일',
      name: '벽 타일 시공',
      material: '대림바스 / 중급',
      quantity: 12.5,
      unit: 'm²',
      labour_unit_won: 35_000,
      material_unit_won: 28_000,
      labour_won: 437_500,
      material_won: 350_000,
      amount_won: 787_500,
    },
  ],
  labour_won: 837_500,
  material_won: 350_000,
  supply_won: 1_187_500,
  vat_won: 118_750,
  total_won: 1_306_250,
  valid_until: '2026-11-16',
  payment_schedule: [
    { stage: '계약금', percent: 10, due: '계약 시', amount_won: 130_625 },
    { stage: '중도금', percent: 40, due: '공사 중', amount_won: 522_500 },
    { stage: '잔금', percent: 50, due: '준공 후', amount_won: 653_125 },
  ],
  notes: '폐기물 처리비 포함',
  sent_at: '2026-11-02T02:00:00Z',
  opened_at: null,
  open_count: 0,
  share_url: 'https://partner.example.com/quote/tok-31',
  share_expires_at: '2026-12-02T02:00:00Z',
  issuer: {
    company_name: '한결인테리어',
    ceo_name: '김대표',
    business_number: '123-45-67890',
    phone: '02-123-4567',
    address: '서울특별시 마포구 월드컵로 1',
  },
  customer_name: '김민수',
  site: '서울특별시 마포구',
  ...extra,
});

export function publicQuote(extra: Partial<PublicQuote> = {}): PublicQuote {
  const {
    superseded_by: _supersededBy,
    opened_at: _openedAt,
    open_count: _openCount,
    share_url: _shareUrl,
    lead_no: _leadNo,
    ...shown
  } = quote();
  return { ...shown, pdf_url: '/quote-api/tok-31/pdf', superseded: false, ...extra };
}
