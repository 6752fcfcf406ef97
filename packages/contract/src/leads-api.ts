/**
 * The lead inbox's calls (issue #39): the marketplace's lead with what a renovation quote needs, the
 * partner's inbox, a lead's detail and its answers (accept, decline, status, notes), the response
 * figures, the server-sent stream of new leads, and what each plan returns; the staff desk 리드 현황.
 */
import { z } from 'zod';
import { idParamSchema, idSchema, PG_INTEGER_MAX } from './ids.js';
import { CONSTRUCTION_TYPES, isValidRegion } from './reference-data.js';
import {
  DECLINE_REASONS,
  LEAD_PAGE_SIZE,
  LEAD_PHOTOS_MAX,
  LEAD_ROOMS,
  LEAD_STATUSES,
  LEAD_TABS,
  LOSS_REASONS,
  SPACE_TYPES,
} from './leads-constants.js';

const won = z.number().int().min(0).max(PG_INTEGER_MAX);
const calendarDay = z.iso.date({ error: '날짜는 YYYY-MM-DD 형식이어야 합니다.' });
const regionSchema = z
  .object({ sido: z.string().max(20), sigungu: z.string().max(20) })
  .refine((r) => isValidRegion(r.sido, r.sigungu), '시공 지역을 확인해주세요.');
const leadStatusSchema = z.enum(LEAD_STATUSES);

/** The marketplace's lead (`POST /service-api/internal/estimates`). */
export const leadIngestSchema = z
  .object({
    /** The marketplace's id of the lead; sending it again creates nothing. */
    lead_id: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, '리드 번호는 영문, 숫자, _, - 64자 이내로 입력해주세요.'),
    partner_id: idSchema(),
    /** The plan that won the lead, and its region slot (a district, or null for a nationwide plan). */
    product_key: z.string().trim().min(1).max(40),
    received_at: z.iso.datetime({
      offset: true,
      error: '접수 시각은 ISO 8601 형식(시간대 포함)이어야 합니다.',
    }),
    /** The site, to 시/군/구. */
    region: regionSchema,
    construction_type: z
      .string()
      .refine((type) => CONSTRUCTION_TYPES.includes(type), '시공 종류를 확인해주세요.'),
    space_type: z.enum(SPACE_TYPES, '공간 유형을 확인해주세요.'),
    area_m2: z.number().positive('면적을 확인해주세요.').max(100_000, '면적을 확인해주세요.'),
    rooms: z
      .array(z.enum(LEAD_ROOMS, '시공 범위를 확인해주세요.'))
      .min(1, '시공 범위를 하나 이상 보내주세요.')
      .max(LEAD_ROOMS.length)
      .refine((rooms) => new Set(rooms).size === rooms.length, '시공 범위가 중복되었습니다.'),
    desired_start: calendarDay.nullable().default(null),
    budget_min_won: won.nullable().default(null),
    budget_max_won: won.nullable().default(null),
    description: z.string().trim().max(2000, '요청 내용은 2,000자 이내여야 합니다.').default(''),
    /** Photos as base64 (JPEG, PNG or WebP; checked by content through the image pipeline). */
    photos: z
      .array(z.string().max(14_000_000))
      .max(LEAD_PHOTOS_MAX, `사진은 ${LEAD_PHOTOS_MAX}장까지 보낼 수 있습니다.`)
      .default([]),
    /** The customer's full name and phone: kept encrypted, shown only after the partner accepts. */
    customer_name: z.string().trim().min(2, '고객 이름을 확인해주세요.').max(30, '고객 이름을 확인해주세요.'),
    customer_phone: z
      .string()
      .trim()
      .regex(/^01[016789]-?\d{3,4}-?\d{4}$/, '고객 휴대폰 번호를 확인해주세요.'),
  })
  .refine(
    (e) => e.budget_min_won === null || e.budget_max_won === null || e.budget_min_won <= e.budget_max_won,
    { message: '최소 예산이 최대 예산보다 클 수 없습니다.', path: ['budget_max_won'] },
  )
  .meta({
    examples: [
      {
        lead_id: 'MK-20261102-000123',
        partner_id: 1,
        product_key: 'ZP_BASIC',
        received_at: '2026-11-02T10:15:00+09:00',
        region: { sido: '서울특별시', sigungu: '마포구' },
        construction_type: '욕실',
        space_type: '아파트',
        area_m2: 84.97,
        rooms: ['욕실', '주방'],
        desired_start: '2026-12-01',
        budget_min_won: 3_000_000,
        budget_max_won: 5_000_000,
        description: '욕실 2곳 전체 리모델링과 주방 상판 교체를 원합니다.',
        photos: [],
        customer_name: '김민수',
        customer_phone: '010-1234-5678',
      },
    ],
  });
export type LeadIngest = z.input<typeof leadIngestSchema>;

export const leadIngestedSchema = z
  .object({ estimate_no: z.number().int(), created: z.boolean() })
  .describe('The recorded lead; a replay of the same lead id answers the first one.');
export type LeadIngested = z.infer<typeof leadIngestedSchema>;

export const leadListQuerySchema = z.object({
  tab: z
    .enum(Object.keys(LEAD_TABS) as [keyof typeof LEAD_TABS, ...(keyof typeof LEAD_TABS)[]])
    .default('all'),
  status: leadStatusSchema.optional(),
  sido: z.string().max(20).optional(),
  sigungu: z.string().max(20).optional(),
  space_type: z.enum(SPACE_TYPES).optional(),
  /** Received on or after / on or before (Seoul calendar days). */
  from: calendarDay.optional(),
  to: calendarDay.optional(),
  /** Matches the lead number, the district, the description. Never the customer's contact. */
  q: z.string().trim().max(50).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(LEAD_PAGE_SIZE),
});
export type LeadListQuery = z.input<typeof leadListQuerySchema>;

/** The response clock of one lead, computed by the server at the time of the answer. */
export const responseClockSchema = z.object({
  /** When the first response is due (4 business hours after receipt). */
  due_at: z.string(),
  /** Business minutes left (negative once late); null once answered. */
  business_minutes_left: z.number().int().nullable(),
  first_response_at: z.string().nullable(),
  /** Business minutes from receipt to the first response; null while unanswered. */
  first_response_business_minutes: z.number().int().nullable(),
  /** Answered (or still answerable) within the limit. */
  on_time: z.boolean(),
});
export type ResponseClock = z.infer<typeof responseClockSchema>;

export const leadRowSchema = z.object({
  lead_no: z.number().int(),
  status: leadStatusSchema,
  received_at: z.string(),
  region: z.object({ sido: z.string(), sigungu: z.string() }),
  construction_type: z.string(),
  space_type: z.enum(SPACE_TYPES),
  area_m2: z.number(),
  area_pyeong: z.number(),
  rooms: z.array(z.string()),
  budget_min_won: z.number().int().nullable(),
  budget_max_won: z.number().int().nullable(),
  /** Masked (김*수) until accepted. */
  customer_name: z.string(),
  product_key: z.string(),
  plan_name: z.string(),
  clock: responseClockSchema,
  /** The partner has opened the lead at least once. */
  viewed: z.boolean(),
  next_contact_on: z.string().nullable(),
});
export type LeadRow = z.infer<typeof leadRowSchema>;

export const leadListSchema = z
  .object({
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
    /** New leads (status new), whatever the filter: the sidebar badge. */
    new_count: z.number().int(),
    items: z.array(leadRowSchema),
  })
  .describe('견적 요청함: 최신 접수순');
export type LeadList = z.infer<typeof leadListSchema>;

export const leadContactSchema = z.object({
  customer_name: z.string(),
  /** The relay (안심번호) that forwards to the customer; null when the relay could not be issued yet. */
  relay_number: z.string().nullable(),
  relay_expires_at: z.string().nullable(),
});
export type LeadContact = z.infer<typeof leadContactSchema>;

export const LEAD_EVENT_KINDS = [
  'received',
  'viewed',
  'accepted',
  'declined',
  'expired',
  'status',
  'note',
  'contact_revealed',
  'quote_sent',
  'quote_opened',
  'reminder',
] as const;

export const leadEventSchema = z.object({
  at: z.string(),
  kind: z.enum(LEAD_EVENT_KINDS),
  /** The status the lead moved to, for accepted/declined/expired/status. */
  status: leadStatusSchema.nullable(),
  reason: z.string().nullable(),
  /** A note's text, a quote's number, a reminder's kind. */
  text: z.string().nullable(),
});
export type LeadEvent = z.infer<typeof leadEventSchema>;

export const leadNoteSchema = z.object({
  note_no: z.number().int(),
  text: z.string(),
  created_at: z.string(),
});

export const leadQuoteRefSchema = z.object({
  quote_no: z.number().int(),
  version: z.number().int(),
  total_won: z.number().int(),
  sent_at: z.string(),
  /** When the customer first opened the link; null until then (열람함 once set). */
  opened_at: z.string().nullable(),
});

export const leadDetailSchema = leadRowSchema
  .extend({
    desired_start: z.string().nullable(),
    description: z.string(),
    /** Photo URLs (partner-scoped, bearer-authenticated). */
    photos: z.array(z.object({ url: z.string(), width: z.number().int(), height: z.number().int() })),
    /** Present only while the status shows the contact (accepted … contracted). */
    contact: leadContactSchema.nullable(),
    status_reason: z.string().nullable(),
    /** Where the partner may move it next with `…/status`. */
    moves: z.array(leadStatusSchema),
    notes: z.array(leadNoteSchema),
    timeline: z.array(leadEventSchema),
    quotes: z.array(leadQuoteRefSchema),
  })
  .describe('견적 요청 상세');
export type LeadDetail = z.infer<typeof leadDetailSchema>;

export const leadDeclineSchema = z.object({
  reason: z.enum(DECLINE_REASONS, '사유를 선택해주세요.'),
  /** Free text for 기타. */
  detail: z.string().trim().max(200).optional(),
});
export type LeadDecline = z.infer<typeof leadDeclineSchema>;

export const leadStatusChangeSchema = z
  .object({
    status: z.enum(['contacted', 'quoted', 'contracted', 'lost']),
    /** Required for lost (실패). */
    reason: z.enum(LOSS_REASONS).optional(),
    detail: z.string().trim().max(200).optional(),
  })
  .refine((body) => body.status !== 'lost' || body.reason !== undefined, {
    message: '사유를 선택해주세요.',
    path: ['reason'],
  });
export type LeadStatusChange = z.infer<typeof leadStatusChangeSchema>;

export const leadNoteCreateSchema = z
  .object({
    text: z.string().trim().max(1000, '메모는 1,000자 이내로 입력해주세요.').default(''),
    /** The next contact date: a reminder goes at 09:00 that day. Null clears it. */
    next_contact_on: calendarDay.nullable().optional(),
  })
  .refine((body) => body.text.length > 0 || body.next_contact_on !== undefined, {
    message: '메모 또는 다음 연락일을 입력해주세요.',
    path: ['text'],
  });
export type LeadNoteCreate = z.input<typeof leadNoteCreateSchema>;

export const responseSummarySchema = z
  .object({
    window_days: z.number().int(),
    /** Leads received in the window whose response is settled (answered, or late unanswered). */
    counted: z.number().int(),
    /** Share answered within the limit, 0–1; null with nothing counted. */
    rate_within_limit: z.number().nullable(),
    /** Median business minutes to the first response; null with no answered lead. */
    median_first_response_minutes: z.number().int().nullable(),
    new_count: z.number().int(),
    /** New leads whose clock is under 60 business minutes. */
    due_soon_count: z.number().int(),
  })
  .describe('응답 현황: 최근 30일 4시간 내 응답률과 첫 응답 중앙값');
export type ResponseSummary = z.infer<typeof responseSummarySchema>;

export const planReturnRowSchema = z.object({
  /** `YYYY-MM`. */
  month: z.string(),
  product_key: z.string(),
  plan_name: z.string(),
  leads: z.number().int(),
  accepted: z.number().int(),
  quoted: z.number().int(),
  contracts: z.number().int(),
  /** The plan's cost that month, from paid orders less refunds, spread over the months it covers. */
  cost_won: z.number().int(),
  cost_per_lead_won: z.number().int().nullable(),
  cost_per_contract_won: z.number().int().nullable(),
});
export type PlanReturnRow = z.infer<typeof planReturnRowSchema>;

export const planReturnsQuerySchema = z.object({
  months: z.coerce.number().int().min(1).max(12).default(3),
});

export const planReturnsSchema = z
  .object({ months: z.array(z.string()), rows: z.array(planReturnRowSchema) })
  .describe('요금제별 성과: 월별 리드, 수락, 견적, 계약, 비용');
export type PlanReturns = z.infer<typeof planReturnsSchema>;

/** One server-sent event on `…/leads/stream`: `event: lead` with this as its data. */
export const leadStreamEventSchema = z.object({ lead_no: z.number().int(), new_count: z.number().int() });
export type LeadStreamEvent = z.infer<typeof leadStreamEventSchema>;

/** Staff desk 리드 현황. */
export const staffLeadQuerySchema = z.object({
  partner_id: idParamSchema('파트너 번호를 확인해주세요.').optional(),
  status: leadStatusSchema.optional(),
  from: calendarDay.optional(),
  to: calendarDay.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(LEAD_PAGE_SIZE),
});

export const staffLeadRowSchema = leadRowSchema.omit({ customer_name: true, next_contact_on: true }).extend({
  partner_id: z.number().int(),
  company_name: z.string(),
});
export const staffLeadListSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  items: z.array(staffLeadRowSchema),
});

export const staffLeadPartnerSummarySchema = z.object({
  partner_id: z.number().int(),
  company_name: z.string(),
  leads: z.number().int(),
  accepted: z.number().int(),
  contracts: z.number().int(),
  rate_within_limit: z.number().nullable(),
  median_first_response_minutes: z.number().int().nullable(),
  cost_won: z.number().int(),
});
export const staffLeadSummarySchema = z
  .object({
    months: z.array(z.string()),
    overall: z.array(planReturnRowSchema),
    partners: z.array(staffLeadPartnerSummarySchema),
  })
  .describe('리드 현황: 요금제별·파트너별 성과와 응답 시간');
export type StaffLeadSummary = z.infer<typeof staffLeadSummarySchema>;
