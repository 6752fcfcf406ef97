/**
 * Content the provider's staff write and partners read (spec §7): notices (the article list of
 * `partner_notice` and its update-view), events, promotions, the FAQ and the emergency notice; plus
 * the staff API that writes them (ours; under `/staff-api/content`).
 */
import { z } from 'zod';
import { calendarDaySchema } from './validation.js';
import { idParamSchema } from './ids.js';

import { FAQ_CATEGORIES, NOTICE_PAGE_SIZE, PARTNER_GRADES, type FaqCategoryNo } from './content-constants.js';

/** Staff group: one resource per kind of content. */
export const CONTENT_KINDS = ['notices', 'events', 'promotions', 'faqs', 'emergencies'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** The staff paths of one kind: list and create, update and delete, publish, unpublish. */
export const staffContentPaths = (kind: ContentKind) =>
  ({
    list: `/content/${kind}`,
    item: `/content/${kind}/:id`,
    publish: `/content/${kind}/:id/publish`,
    unpublish: `/content/${kind}/:id/unpublish`,
  }) as const;

const faqCategoryNos = Object.keys(FAQ_CATEGORIES).map(Number) as FaqCategoryNo[];

/** Which partners a promotion is for by ad-plan status. */
export const PROMOTION_AUDIENCES = ['all', 'ad', 'non_ad'] as const;

const day = calendarDaySchema();
/** A link inside the portal (`/paymentPlan`) or an https address. */
const link = z
  .string()
  .trim()
  .max(500)
  .refine(
    (value) => /^\/(?!\/)[\w\-./?=&%#]*$/.test(value) || /^https:\/\/[^\s/$.?#].[^\s]*$/i.test(value),
    '포털 안 경로(/로 시작) 또는 https 주소를 입력해주세요.',
  );
/** An image: an uploaded file (`/uploads/…`) or an https address. */
const imageUrl = z
  .string()
  .trim()
  .max(500)
  .refine(
    (value) => /^\/uploads\/[\w\-./]+$/.test(value) || /^https:\/\/[^\s/$.?#].[^\s]*$/i.test(value),
    '업로드한 이미지 또는 https 주소를 입력해주세요.',
  );
const title = z.string().trim().min(1, '제목을 입력해주세요.').max(120, '제목은 120자 이내입니다.');
const richText = z.string().max(100_000, '본문이 너무 깁니다.');

// ---------- partner and service answers ----------

export const noticeListQuerySchema = z.object({
  /** 0-based page index (the screen's page − 1). */
  page_index: z.coerce.number().int().min(0).max(10_000).default(0),
  page_size: z.coerce.number().int().min(1).max(50).default(NOTICE_PAGE_SIZE),
  /** Title search. */
  keyword: z.string().trim().max(50).optional(),
});
export type NoticeListQuery = z.infer<typeof noticeListQuerySchema>;

export const attachmentSchema = z.object({ name: z.string().trim().min(1).max(120), url: imageUrl });

export const noticeItemSchema = z.object({
  article_no: z.number().int(),
  title: z.string(),
  /** Sanitized HTML. */
  body: z.string(),
  pinned: z.boolean(),
  /** When it was published (ISO 8601); spec §3 "Notice list item: create_date". */
  create_date: z.string(),
  view_count: z.number().int(),
  attachments: z.array(attachmentSchema),
});
export type NoticeItem = z.infer<typeof noticeItemSchema>;

export const noticeListSchema = z
  .object({
    total_count: z.number().int(),
    page_index: z.number().int(),
    page_size: z.number().int(),
    list: z.array(noticeItemSchema),
  })
  .describe('One page of published notices: pinned first, then newest first.');
export type NoticeList = z.infer<typeof noticeListSchema>;

export const noticeViewParamsSchema = z.object({ articleNo: idParamSchema() });
export const noticeViewSchema = z
  .object({ article_no: z.number().int(), view_count: z.number().int() })
  .describe('The view count after this visit (counted once per partner per Korean day).');

export const emergencyQuerySchema = z.object({
  osType: z.string().max(10).default('web'),
  serviceType: z.coerce.number().int().min(0).max(99).default(2),
});
export const emergencyNoticeSchema = z
  .object({
    emergency_no: z.number().int(),
    title: z.string(),
    /** Plain text. */
    text: z.string(),
    /** A notice to open (`/notice/1?id=…`) or another portal path; null for none. */
    link_url: z.string().nullable(),
    start_at: z.string(),
    end_at: z.string(),
  })
  .describe('The emergency notice shown now, if any.');
export type EmergencyNotice = z.infer<typeof emergencyNoticeSchema>;

export const eventListParamsSchema = z.object({
  page: z.coerce.number().int().min(0).max(10_000),
  size: z.coerce.number().int().min(1).max(50),
  type: z.coerce.number().int().min(0).max(9),
});
export const eventItemSchema = z.object({
  event_no: z.number().int(),
  title: z.string(),
  image_url: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  /** 1 while the event runs (spec §3 "in_service (1 active)"), 0 once it ended. */
  in_service: z.union([z.literal(0), z.literal(1)]),
});
export type EventItem = z.infer<typeof eventItemSchema>;
export const eventListSchema = z
  .object({ total_count: z.number().int(), list: z.array(eventItemSchema) })
  .describe('One page of events: running ones first, newest start first.');
export type EventList = z.infer<typeof eventListSchema>;

export const eventDetailParamsSchema = z.object({ eventNo: idParamSchema() });
export const eventDetailSchema = eventItemSchema
  .extend({
    /** Sanitized HTML. */
    body: z.string(),
    cta_label: z.string().nullable(),
    /** A portal path or an https address; null for none. */
    cta_url: z.string().nullable(),
  })
  .describe('One event with its text and call to action.');
export type EventDetail = z.infer<typeof eventDetailSchema>;

export const promotionItemSchema = z.object({
  promotion_no: z.number().int(),
  title: z.string(),
  /** Sanitized HTML. */
  body: z.string(),
  image_url: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string(),
  cta_label: z.string().nullable(),
  cta_url: z.string().nullable(),
});
export type PromotionItem = z.infer<typeof promotionItemSchema>;
export const promotionListSchema = z
  .array(promotionItemSchema)
  .describe("The promotions running now for this partner's grade and ad-plan status, newest first.");

export const faqParamsSchema = z.object({ categoryNo: z.coerce.number().int().min(0).max(99) });
export const faqItemSchema = z.object({
  faq_no: z.number().int(),
  category_no: z.number().int(),
  category_name: z.string(),
  question: z.string(),
  /** Plain text. */
  answer: z.string(),
  sort_order: z.number().int(),
});
export type FaqItem = z.infer<typeof faqItemSchema>;
export const faqListSchema = z
  .array(faqItemSchema)
  .describe('Published FAQ entries of a category (0: all), by category then order.');

// ---------- staff ----------

export const staffContentIdParamsSchema = z.object({ id: idParamSchema() });

export const staffPublishSchema = z.object({
  /** Omitted: now. A later time publishes then. */
  publish_at: z.iso.datetime({ offset: true }).optional(),
});
export type StaffPublishRequest = z.infer<typeof staffPublishSchema>;

const publishAt = z.iso.datetime({ offset: true }).nullable().optional();

export const staffNoticeSchema = z.object({
  title,
  /** HTML from the editor; sanitized on save. */
  body: richText,
  pinned: z.boolean().default(false),
  /** Every partner is told (notice.important) when it goes live; once, however often it is edited. */
  important: z.boolean().default(false),
  attachments: z.array(attachmentSchema).max(10).default([]),
  /** Null or omitted: a draft. */
  publish_at: publishAt,
});
export const staffEventSchema = z
  .object({
    title,
    body: richText.default(''),
    image_url: imageUrl,
    start_date: day,
    end_date: day,
    in_service: z.boolean().default(true),
    cta_label: z.string().trim().max(30).nullable().default(null),
    cta_url: link.nullable().default(null),
    publish_at: publishAt,
  })
  .refine((e) => e.start_date <= e.end_date, { message: '종료일은 시작일 이후입니다.', path: ['end_date'] });
export const staffPromotionSchema = z
  .object({
    title,
    body: richText.default(''),
    image_url: imageUrl.nullable().default(null),
    start_date: day,
    end_date: day,
    /** Empty: every grade. */
    target_grades: z.array(z.enum(PARTNER_GRADES)).default([]),
    target_audience: z.enum(PROMOTION_AUDIENCES).default('all'),
    cta_label: z.string().trim().max(30).nullable().default(null),
    cta_url: link.nullable().default(null),
    publish_at: publishAt,
  })
  .refine((e) => e.start_date <= e.end_date, { message: '종료일은 시작일 이후입니다.', path: ['end_date'] });
export const staffFaqSchema = z.object({
  category_no: z.coerce
    .number()
    .int()
    .refine((n) => faqCategoryNos.includes(n as FaqCategoryNo), '없는 분류입니다.')
    .meta({ enum: faqCategoryNos }),
  sort_order: z.number().int().min(0).max(999).default(0),
  question: z.string().trim().min(1, '질문을 입력해주세요.').max(200),
  answer: z.string().trim().min(1, '답변을 입력해주세요.').max(4000),
  publish_at: publishAt,
});
export const staffEmergencySchema = z
  .object({
    title,
    text: z.string().trim().min(1, '내용을 입력해주세요.').max(300),
    link_url: link.nullable().default(null),
    start_at: z.iso.datetime({ offset: true }),
    end_at: z.iso.datetime({ offset: true }),
    publish_at: publishAt,
  })
  .refine((e) => Date.parse(e.start_at) < Date.parse(e.end_at), {
    message: '종료 시각은 시작 이후입니다.',
    path: ['end_at'],
  });

export type StaffNoticeInput = z.infer<typeof staffNoticeSchema>;
export type StaffEventInput = z.infer<typeof staffEventSchema>;
export type StaffPromotionInput = z.infer<typeof staffPromotionSchema>;
export type StaffFaqInput = z.infer<typeof staffFaqSchema>;
export type StaffEmergencyInput = z.infer<typeof staffEmergencySchema>;

/** What a staff write takes, by kind (the body is checked against the kind's schema). */
export const STAFF_CONTENT_SCHEMAS = {
  notices: staffNoticeSchema,
  events: staffEventSchema,
  promotions: staffPromotionSchema,
  faqs: staffFaqSchema,
  emergencies: staffEmergencySchema,
} as const satisfies Record<ContentKind, z.ZodType>;

export const staffContentRowSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(CONTENT_KINDS),
    title: z.string(),
    /** Null: a draft. */
    publish_at: z.string().nullable(),
    unpublished: z.boolean(),
    /** published and visible now. */
    live: z.boolean(),
    updated_at: z.string(),
    /** The stored fields as saved (rich text already sanitized). */
    fields: z.record(z.string(), z.unknown()),
  })
  .describe('One content item as staff see it.');
export type StaffContentRow = z.infer<typeof staffContentRowSchema>;
