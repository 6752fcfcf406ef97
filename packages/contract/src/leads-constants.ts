/**
 * The lead inbox (issue #39): estimate requests the marketplace routes to a partner, the response
 * clock in Korean business hours, itemised quotes and what each plan returns. Plain constants, no zod:
 * the web's list rows and badges import them without the schema library.
 */

/** A lead's life. `new` until the partner accepts or declines; `expired` when nobody answered in time. */
export const LEAD_STATUSES = [
  'new',
  'accepted',
  'contacted',
  'quoted',
  'contracted',
  'lost',
  'declined',
  'expired',
] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: '신규',
  accepted: '확인',
  contacted: '연락함',
  quoted: '견적 발송',
  contracted: '계약',
  lost: '실패',
  declined: '관심 없음',
  expired: '기간 만료',
};

/** Where the partner may move a lead with `…/status` (accept and decline have their own calls). */
export const LEAD_STATUS_MOVES: Record<LeadStatus, readonly LeadStatus[]> = {
  new: [],
  accepted: ['contacted', 'quoted', 'contracted', 'lost'],
  contacted: ['quoted', 'contracted', 'lost'],
  quoted: ['contacted', 'contracted', 'lost'],
  contracted: [],
  lost: [],
  declined: [],
  expired: [],
};

/** Statuses whose customer contact the partner may see (after accepting, until the end of the lead). */
export const CONTACT_VISIBLE_STATUSES: readonly LeadStatus[] = [
  'accepted',
  'contacted',
  'quoted',
  'contracted',
];

/** The inbox tabs: each a set of statuses. */
export const LEAD_TABS = {
  all: LEAD_STATUSES,
  new: ['new'],
  active: ['accepted', 'contacted', 'quoted'],
  contracted: ['contracted'],
  closed: ['lost', 'declined', 'expired'],
} as const satisfies Record<string, readonly LeadStatus[]>;
export type LeadTab = keyof typeof LEAD_TABS;
export const LEAD_TAB_LABELS: Record<LeadTab, string> = {
  all: '전체',
  new: '신규',
  active: '진행 중',
  contracted: '계약',
  closed: '종료',
};

export const SPACE_TYPES = ['아파트', '빌라', '주택', '상가', '사무실'] as const;
export type SpaceType = (typeof SPACE_TYPES)[number];

export const LEAD_ROOMS = [
  '전체',
  '욕실',
  '주방',
  '도배',
  '바닥',
  '중문',
  '샷시',
  '조명',
  '베란다',
  '현관',
] as const;
export type LeadRoom = (typeof LEAD_ROOMS)[number];

/** Why a partner passes on a lead (관심 없음) or a lead ends without a contract (실패). */
export const DECLINE_REASONS = [
  '일정 불가',
  '시공 지역 아님',
  '예산 부족',
  '시공 범위 아님',
  '기타',
] as const;
export const LOSS_REASONS = [
  '가격',
  '일정',
  '고객 연락 두절',
  '다른 업체 선택',
  '고객 취소',
  '기타',
] as const;

/** 1 평 = 3.305785 m² (the figure Korean listings use). */
export const SQUARE_METRES_PER_PYEONG = 3.305785;
export const pyeongOf = (squareMetres: number): number =>
  Math.round((squareMetres / SQUARE_METRES_PER_PYEONG) * 10) / 10;

/** The response clock: business hours in Korea, Monday to Saturday, public holidays off. */
export const BUSINESS_HOURS = { openHour: 9, closeHour: 18 } as const;
/** A first response is due within this many business hours (Thumbtack's Top Pro bar). */
export const RESPONSE_LIMIT_BUSINESS_HOURS = 4;
/** The reminder goes this many minutes before the limit. */
export const RESPONSE_REMINDER_MINUTES = 30;
/** Window of the response figures (rate within the limit, median first response). */
export const RESPONSE_WINDOW_DAYS = 30;
/** The product's goal: share of leads answered within the limit. */
export const RESPONSE_RATE_GOAL = 0.9;
/** A lead nobody accepted or declined within this many days expires; its contact is never shown. */
export const LEAD_EXPIRY_DAYS = 7;

/** The relay (안심번호) the partner calls instead of the customer's number. */
export const RELAY_VALID_DAYS = 7;

export const LEAD_PAGE_SIZE = 20;
/** Photos a lead may carry. */
export const LEAD_PHOTOS_MAX = 10;

/** Quote trades (공정), in the order a renovation runs. */
export const QUOTE_TRADES = [
  '철거',
  '설비',
  '전기',
  '목공',
  '타일',
  '도배',
  '바닥',
  '주방',
  '욕실',
  '창호',
  '도장',
  '조명',
  '마감',
  '기타',
] as const;
export type QuoteTrade = (typeof QUOTE_TRADES)[number];

export const QUOTE_UNITS = ['식', 'm²', '평', 'm', '개', '세트', '일', '개소'] as const;

/** The payment schedule's stages. */
export const PAYMENT_STAGES = ['계약금', '중도금', '잔금'] as const;

export const VAT_RATE = 0.1;
export const QUOTE_ITEMS_MAX = 100;
/** A customer's link to a quote opens for this many days after it is sent (or until the quote's validity, if later). */
export const QUOTE_LINK_VALID_DAYS = 30;
/** A quote's total (VAT included) may not exceed this. */
export const QUOTE_TOTAL_MAX_WON = 1_000_000_000;

/** Months of plan returns the intro shows; the returns page shows up to twelve. */
export const PLAN_RETURNS_INTRO_MONTHS = 3;
export const PLAN_RETURNS_MAX_MONTHS = 12;

/** Partner group (bearer). */
export const LEAD_PATHS = {
  list: '/authapi/leads',
  summary: '/authapi/leads/summary',
  stream: '/authapi/leads/stream',
  returns: '/authapi/leads/returns',
  detail: '/authapi/leads/:leadNo',
  photo: '/authapi/leads/:leadNo/photos/:index',
  accept: '/authapi/leads/:leadNo/accept',
  decline: '/authapi/leads/:leadNo/decline',
  status: '/authapi/leads/:leadNo/status',
  notes: '/authapi/leads/:leadNo/notes',
} as const;

export const QUOTE_PATHS = {
  list: '/authapi/quotes',
  create: '/authapi/quotes',
  detail: '/authapi/quotes/:quoteNo',
  pdf: '/authapi/quotes/:quoteNo/pdf',
} as const;

/** Public, no login: the customer's read-only view of a quote and its PDF. Served at the site root. */
export const PUBLIC_QUOTE_PATHS = {
  page: '/quote/:token',
  api: '/quote-api/:token',
  pdf: '/quote-api/:token/pdf',
} as const;
/** The public quote calls' prefix: answered as API calls (JSON or a file), never as the SPA. */
export const PUBLIC_QUOTE_API_PREFIX = '/quote-api';

/** Staff group. */
export const STAFF_LEAD_PATHS = {
  list: '/leads',
  summary: '/leads/summary',
} as const;

export const LEAD_MESSAGES = {
  notFound: '견적 요청을 찾을 수 없습니다.',
  noPlanInRegion: '해당 지역에 이용 중인 요금제가 없는 파트너입니다.',
  notNew: '이미 응답한 견적 요청입니다.',
  closed: '종료된 견적 요청입니다.',
  moveRefused: '이 단계로 바꿀 수 없는 견적 요청입니다.',
  reasonRequired: '사유를 선택해주세요.',
  acceptFirst: '견적 요청을 수락한 뒤에 할 수 있습니다.',
  quoteNotFound: '견적서를 찾을 수 없습니다.',
  quoteLinkExpired: '견적서 링크가 만료되었습니다. 업체에 다시 요청해주세요.',
  quoteLinkInvalid: '견적서 링크가 올바르지 않습니다. 받은 주소를 다시 확인해주세요.',
  quoteRefused: '수락한 뒤 진행 중인 견적 요청(확인, 연락함, 견적 발송)에만 견적서를 보낼 수 있습니다.',
  quoteTooLarge: '견적 합계(부가세 포함)는 10억 원을 넘을 수 없습니다.',
  scheduleTotal: '계약금, 중도금, 잔금의 합이 100%가 되어야 합니다.',
  relayUnavailable: '안심번호를 발급하지 못했습니다. 잠시 후 다시 시도해주세요.',
} as const;
