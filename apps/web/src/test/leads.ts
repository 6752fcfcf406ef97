/** Leads as the server answers them, for the inbox's and the lead screen's tests. */
import type { LeadDetail, LeadRow, ResponseSummary } from '@partner-portal/contract/leads-api';
import { jsonResponse } from './http';

export const ok = (data: unknown) => jsonResponse({ return_code: 0, return_message: 'OK', data });

export const leadRow = (leadNo: number, extra: Partial<LeadRow> = {}): LeadRow => ({
  lead_no: leadNo,
  status: 'new',
  received_at: '2026-11-02T01:15:00Z',
  region: { sido: '서울특별시', sigungu: '마포구' },
  construction_type: '욕실',
  space_type: '아파트',
  area_m2: 84.97,
  area_pyeong: 25.7,
  rooms: ['욕실', '주방'],
  budget_min_won: 3_000_000,
  budget_max_won: 5_000_000,
  customer_name: '김*수',
  product_key: 'ZP_BASIC',
  plan_name: '베이직',
  clock: {
    due_at: '2026-11-02T05:15:00Z',
    business_minutes_left: 150,
    first_response_at: null,
    first_response_business_minutes: null,
    on_time: true,
  },
  viewed: true,
  next_contact_on: null,
  ...extra,
});

export const leadDetail = (leadNo: number, extra: Partial<LeadDetail> = {}): LeadDetail => ({
  ...leadRow(leadNo),
  desired_start: '2026-12-01',
  description: '욕실 2곳 전체 리모델링과 주방 상판 교체를 원합니다.',
  photos: [],
  contact: null,
  status_reason: null,
  moves: [],
  notes: [],
  timeline: [{ at: '2026-11-02T01:15:00Z', kind: 'received', status: 'new', reason: null, text: null }],
  quotes: [],
  ...extra,
});

export const summary = (extra: Partial<ResponseSummary> = {}): ResponseSummary => ({
  window_days: 30,
  counted: 40,
  rate_within_limit: 0.925,
  median_first_response_minutes: 72,
  new_count: 3,
  due_soon_count: 1,
  ...extra,
});
