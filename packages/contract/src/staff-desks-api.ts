/**
 * The console desks (ours; the spec shows no staff screens): the operations dashboard, the partners
 * desk (search, detail, suspend and resume with a reason), the orders desk (filtered pages and one
 * order's detail) and the content editor's image upload. All under the staff group (`/staff-api`).
 */
import { z } from 'zod';
import { PARTNER_GRADES } from './content-constants.js';
import { calendarDaySchema } from './validation.js';
import { idParamSchema } from './ids.js';
import { ORDER_STATUSES } from './orders-constants.js';
import { PAYMENT_METHODS } from './orders-api.js';
import { postalAddressViewFields } from './postal-address.js';
import { requiredInfoItemSchema } from './profile-api.js';
import { staffOrderRowSchema } from './staff-api.js';

export const STAFF_DESK_PATHS = {
  dashboard: '/dashboard',
  partners: '/partners',
  partner: '/partners/:partnerId',
  suspendPartner: '/partners/:partnerId/suspend',
  resumePartner: '/partners/:partnerId/resume',
  /** The partner's grade (promotions, popups and the mall read it), with a reason. */
  partnerGrade: '/partners/:partnerId/grade',
  /** Orders by state, date range and method, a page at a time (`/orders` stays the deposit list). */
  orderSearch: '/orders/search',
  order: '/orders/:orderNo',
  /** An image for the content editors (notice body, event banner). */
  contentImages: '/content/images',
} as const;

export const partnerDeskPath = (template: string, partnerId: number | string) =>
  template.replace(':partnerId', encodeURIComponent(String(partnerId)));

/** Days the dashboard's chart covers (today included). */
export const DASHBOARD_DAYS = 14;

export const dashboardSchema = z
  .object({
    /** Monday of this week (Seoul), `YYYY-MM-DD`. */
    week_start: z.string(),
    partners_this_week: z.number().int(),
    /** Oldest first, one row per Seoul day; revenue is what was paid that day, before refunds. */
    daily: z.array(z.object({ date: z.string(), orders: z.number().int(), revenue_won: z.number().int() })),
    awaiting_deposits: z.number().int(),
    /** The product has no refund requests (staff refund on request by phone): refunds issued in the chart's days. */
    refunds_issued: z.number().int(),
    failed_renewals: z.number().int(),
  })
  .describe('운영 현황: 이번 주 가입, 최근 14일 주문과 매출, 입금 대기, 환불, 정기결제 실패');
export type Dashboard = z.infer<typeof dashboardSchema>;

export const PAGE_SIZES = [20, 50, 100] as const;
const pageQuery = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
};
const page = <Row extends z.ZodType>(row: Row) =>
  z.object({ total: z.number().int(), page: z.number().int(), size: z.number().int(), rows: z.array(row) });

export const PARTNER_STATUSES = ['active', 'suspended', 'withdrawn'] as const;
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];
export const PARTNER_STATUS_LABELS: Record<PartnerStatus, string> = {
  active: '정상',
  suspended: '이용 정지',
  withdrawn: '탈퇴',
};

export const partnerSearchSchema = z.object({
  /** Part of the business name, the business number (digits, dashes ignored) or the member ID. */
  q: z.string().trim().max(60).default(''),
  ...pageQuery,
});
export type PartnerSearch = z.infer<typeof partnerSearchSchema>;

export const partnerRowSchema = z.object({
  partner_id: z.number().int(),
  member_no: z.number().int(),
  member_id: z.string(),
  partner_name: z.string(),
  ceo_name: z.string(),
  biz_no: z.string(),
  grade: z.string(),
  status: z.enum(PARTNER_STATUSES),
  created_at: z.string(),
});
export type PartnerRow = z.infer<typeof partnerRowSchema>;
export const partnerPageSchema = page(partnerRowSchema).describe('파트너 검색 결과 (가입 최신순)');
export type PartnerPage = z.infer<typeof partnerPageSchema>;

export const partnerParamsSchema = z.object({ partnerId: idParamSchema() });

export const partnerDetailSchema = z
  .object({
    partner: partnerRowSchema.extend({
      phone_no: z.string(),
      tax_bill_email: z.string(),
      company_phone: z.string().nullable(),
      /** The business address in its parts, and `address` on one line for display. */
      ...postalAddressViewFields,
    }),
    required_info: z.array(requiredInfoItemSchema),
    subscriptions: z.array(
      z.object({
        subscription_no: z.number().int(),
        product_key: z.string(),
        region: z.string().nullable(),
        period_start: z.string(),
        period_end: z.string(),
        status: z.string(),
        renews: z.boolean(),
      }),
    ),
    /** The latest 20. */
    orders: z.array(staffOrderRowSchema),
    /** The latest 20 construction cases (not deleted). */
    cases: z.array(
      z.object({ case_id: z.number().int(), title: z.string(), status: z.string(), created_at: z.string() }),
    ),
    /** Suspensions and resumptions, newest first. */
    history: z.array(
      z.object({ action: z.enum(['partner_suspend', 'partner_resume']), reason: z.string(), at: z.string() }),
    ),
    /** Grade changes, newest first. */
    grade_history: z.array(
      z.object({ from: z.string(), to: z.string(), reason: z.string(), by: z.string(), at: z.string() }),
    ),
  })
  .describe('파트너 상세: 기본 정보, 필수 정보, 요금제, 주문, 시공사례, 이용 정지와 등급 변경 이력');
export type PartnerDetail = z.infer<typeof partnerDetailSchema>;

export const partnerStatusChangeSchema = z.object({
  reason: z.string().trim().min(2, '사유를 입력해주세요.').max(200),
});
export type PartnerStatusChange = z.infer<typeof partnerStatusChangeSchema>;

export const partnerGradeChangeSchema = partnerStatusChangeSchema.extend({
  grade: z.enum(PARTNER_GRADES, { message: '없는 등급입니다.' }),
});
export type PartnerGradeChange = z.infer<typeof partnerGradeChangeSchema>;

const day = calendarDaySchema();

export const orderSearchSchema = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  method: z.enum(PAYMENT_METHODS).optional(),
  /** Seoul days, inclusive, of the order's creation. */
  from: day.optional(),
  to: day.optional(),
  /** Part of an order number or a business name. */
  q: z.string().trim().max(60).default(''),
  ...pageQuery,
});
export type OrderSearch = z.infer<typeof orderSearchSchema>;
export const orderPageSchema = page(staffOrderRowSchema).describe('주문 검색 결과 (최신순)');
export type OrderPage = z.infer<typeof orderPageSchema>;

export const orderDetailSchema = z
  .object({
    order: staffOrderRowSchema.extend({
      supply_won: z.number().int(),
      vat_won: z.number().int(),
      card_name: z.string().nullable(),
      card_num: z.string().nullable(),
      approve_no: z.string().nullable(),
      receipt_url: z.string().nullable(),
      failure_message: z.string().nullable(),
      cancelled_at: z.string().nullable(),
    }),
    /** What staff did to the order (deposits confirmed, refunds), oldest first. */
    actions: z.array(
      z.object({
        action: z.string(),
        amount_won: z.number().int().nullable(),
        note: z.string().nullable(),
        at: z.string(),
      }),
    ),
  })
  .describe('주문 상세와 직원 처리 이력');
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const contentImageSchema = z
  .object({ url: z.string(), width: z.number().int(), height: z.number().int() })
  .describe('올린 이미지 (WebP로 다시 저장, 메타데이터 제거)');
export type ContentImage = z.infer<typeof contentImageSchema>;

export const CONTENT_IMAGE_LIMITS = { maxBytes: 10 * 1024 * 1024, maxPixels: 40_000_000 } as const;
