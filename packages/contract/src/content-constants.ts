/**
 * Paths and constants of the content calls, without zod: the entry page /enter reads the FAQ with
 * them and must not load the schema library.
 */

/** Partner group (bearer, except the FAQ, which the public /enter page reads too). */
export const CONTENT_PARTNER_PATHS = {
  /** Spec §7 "Article list for partner_notice by page index and size". */
  noticeList: '/authapi/article/partner_notice/list',
  /** Spec §7 "POST article update-view for partner_notice by id". */
  noticeView: '/authapi/article/partner_notice/update-view/:articleNo',
  promotion: '/promotion',
  faq: '/partner/v3/faq/list/:categoryNo/0/0',
} as const;

/** Service group (no auth). */
export const CONTENT_SERVICE_PATHS = {
  emergency: '/v5/notice/emergency',
  eventList: '/event/list/:page/:size/:type',
  eventDetail: '/event/detail/:eventNo',
} as const;

/** The event list's type for the partner portal (spec §7: page 0, size 12, type 2). */
export const PARTNER_EVENT_TYPE = 2;
/** `osType=web&serviceType=2` of the emergency notice (spec §7). */
export const EMERGENCY_QUERY = { osType: 'web', serviceType: 2 } as const;
export const NOTICE_PAGE_SIZE = 20;

/** FAQ categories (`/partner/v3/faq/list/{categoryNo}/0/0`; 0 answers every category). */
export const FAQ_CATEGORIES = {
  1: '입점·가입',
  2: '요금제·결제',
  3: '시공사례',
  4: '상담·파트너 앱',
} as const;
export type FaqCategoryNo = keyof typeof FAQ_CATEGORIES;

/** A path template with its `:name` parts filled in. */
export const contentPath = (template: string, values: Record<string, string | number>) =>
  template.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(values[key] ?? '')));

/** `GET /v5/notice/emergency`: the notice shown now (see content-api's emergencyNoticeSchema). */
export interface EmergencyNotice {
  emergency_no: number;
  title: string;
  /** Plain text. */
  text: string;
  link_url: string | null;
  start_at: string;
  end_at: string;
}

/** Partner grades (the spec shows no values; ours): staff set them; promotions and popups target them. */
export const PARTNER_GRADES = ['NORMAL', 'SILVER', 'GOLD', 'VIP'] as const;
export type PartnerGrade = (typeof PARTNER_GRADES)[number];
export const PARTNER_GRADE_LABELS: Record<PartnerGrade, string> = {
  NORMAL: '일반',
  SILVER: '실버',
  GOLD: '골드',
  VIP: 'VIP',
};
