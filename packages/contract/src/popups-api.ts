/**
 * Popups as data (spec §2 popups, §4): what a popup is, where and to whom it shows, its window, and
 * the calls around it. The spec marks the popup calls "not shown": the partner call that answers the
 * popups due now is ours, under the partner group; staff write them under `/staff-api/popups`.
 *
 * Window: `starts_at <= now < ends_at` — the end is exclusive, the first instant the popup is gone.
 * A spec window written "2023-11-08 14:00 – 2024-01-17 08:59" (its last minute included) is stored
 * with `ends_at` 2024-01-17 09:00 (Asia/Seoul), so it shows at 08:59 and not at 09:00. No end: open.
 */
import { z } from 'zod';
import { idParamSchema } from './ids.js';
import { PARTNER_GRADES } from './content-constants.js';

/** How a popup is drawn: an image (caption optional), text, a notice, the plan-join offer, the app chat offer. */
export const POPUP_KINDS = ['image', 'text', 'notice', 'plan_join', 'chat'] as const;
export type PopupKind = (typeof POPUP_KINDS)[number];

/**
 * Where it shows: `intro` only on /intro, `main` on every page of the main layout (intro and payment
 * pages included), `payment` only on the payment pages (/payment, /regularPayment…).
 */
export const POPUP_PLACEMENTS = ['intro', 'main', 'payment'] as const;
export type PopupPlacement = (typeof POPUP_PLACEMENTS)[number];

/**
 * Who sees it: everyone, ad partners (holding any of ZPP001–ZPP003, ZP001–ZP003), partners of the
 * listed grades, or partners with no plan that renews by recurring payment.
 */
export const POPUP_AUDIENCES = ['all', 'ad', 'grades', 'no_renewal'] as const;
export type PopupAudience = (typeof POPUP_AUDIENCES)[number];

export const POPUP_KIND_LABELS: Record<PopupKind, string> = {
  image: '이미지',
  text: '텍스트',
  notice: '공지',
  plan_join: '요금제 가입',
  chat: '채팅 상담 (앱 설치)',
};
export const POPUP_PLACEMENT_LABELS: Record<PopupPlacement, string> = {
  intro: '홈(/intro)만',
  main: '로그인 후 모든 화면',
  payment: '결제 화면',
};
export const POPUP_AUDIENCE_LABELS: Record<PopupAudience, string> = {
  all: '모든 파트너',
  ad: '광고 요금제 이용 파트너',
  grades: '선택한 등급',
  no_renewal: '정기결제로 갱신되는 요금제가 없는 파트너',
};

/** Staff group. */
export const STAFF_POPUP_PATHS = {
  list: '/popups',
  item: '/popups/:id',
  preview: '/popups/preview',
  publish: '/popups/:id/publish',
  retire: '/popups/:id/retire',
} as const;
export const staffPopupPath = (template: string, id: number) => template.replace(':id', String(id));

/** A link inside the portal (`/paymentPlan`) or an https address. */
const link = z
  .string()
  .trim()
  .max(500, '링크는 500자 이내입니다.')
  .refine(
    (value) => /^\/(?!\/)[\w\-./?=&%#]*$/.test(value) || /^https:\/\/[^\s/$.?#].[^\s]*$/i.test(value),
    '링크는 포털 안 경로(/로 시작) 또는 https 주소를 입력해주세요.',
  );

export const popupButtonSchema = z.object({
  label: z.string().trim().min(1, '버튼 이름을 입력해주세요.').max(20, '버튼 이름은 20자 이내입니다.'),
  url: link,
});
export type PopupButton = z.infer<typeof popupButtonSchema>;

/** With its size, so the popup keeps its place while the image loads. */
export const popupImageSchema = z.object({
  url: z
    .string()
    .trim()
    .max(500)
    .refine(
      (value) => /^\/uploads\/[\w\-./]+$/.test(value) || /^https:\/\/[^\s/$.?#].[^\s]*$/i.test(value),
      '이미지는 업로드한 파일 또는 https 주소를 입력해주세요.',
    ),
  width: z.number().int().min(1, '이미지 너비를 입력해주세요.').max(4000),
  height: z.number().int().min(1, '이미지 높이를 입력해주세요.').max(4000),
  alt: z.string().trim().max(200, '대체 텍스트는 200자 이내입니다.').default(''),
});
export type PopupImage = z.infer<typeof popupImageSchema>;

export const popupDueQuerySchema = z.object({
  placement: z.enum(POPUP_PLACEMENTS, { message: '노출 위치는 intro, main, payment 중 하나입니다.' }),
});
export type PopupDueQuery = z.infer<typeof popupDueQuerySchema>;

/** One popup as the partner sees it (plain text body; the image and buttons as staff set them). */
export const popupSchema = z.object({
  popup_no: z.number().int(),
  kind: z.enum(POPUP_KINDS),
  title: z.string(),
  /** Plain text; line breaks are kept on screen. */
  body: z.string(),
  image: popupImageSchema.nullable(),
  buttons: z.array(popupButtonSchema),
  offers_hide_today: z.boolean(),
});
export type Popup = z.infer<typeof popupSchema>;

export const popupListSchema = z
  .array(popupSchema)
  .describe('The popups due now for the caller on the placement, in the order they queue (priority first).');

// ---------- staff ----------

const instant = z.iso.datetime({
  offset: true,
  message: '날짜와 시각을 YYYY-MM-DDTHH:mm+09:00 형식으로 입력해주세요.',
});

export const staffPopupInputSchema = z
  .object({
    kind: z.enum(POPUP_KINDS, { message: '팝업 종류를 선택해주세요.' }),
    title: z.string().trim().min(1, '제목을 입력해주세요.').max(60, '제목은 60자 이내입니다.'),
    body: z.string().trim().max(2000, '내용은 2,000자 이내입니다.').default(''),
    image: popupImageSchema.nullable().default(null),
    buttons: z.array(popupButtonSchema).max(2, '버튼은 2개까지 넣을 수 있습니다.').default([]),
    placement: z.enum(POPUP_PLACEMENTS, { message: '노출 위치를 선택해주세요.' }),
    audience: z.enum(POPUP_AUDIENCES, { message: '노출 대상을 선택해주세요.' }).default('all'),
    /** Only for the `grades` audience. */
    audience_grades: z.array(z.enum(PARTNER_GRADES, { message: '없는 등급입니다.' })).default([]),
    visible: z.boolean().default(false),
    starts_at: instant,
    /** Exclusive; null: no end. */
    ends_at: instant.nullable().default(null),
    /** Smaller first. */
    priority: z
      .number({ message: '우선순위는 숫자입니다.' })
      .int('우선순위는 정수입니다.')
      .min(1, '우선순위는 1부터 999까지입니다.')
      .max(999, '우선순위는 1부터 999까지입니다.')
      .default(100),
    offers_hide_today: z.boolean().default(true),
  })
  .superRefine((p, issues) => {
    if (p.ends_at !== null && Date.parse(p.ends_at) <= Date.parse(p.starts_at))
      issues.addIssue({
        code: 'custom',
        path: ['ends_at'],
        message: '종료 시각은 시작 시각 이후여야 합니다.',
      });
    if (p.audience === 'grades' && p.audience_grades.length === 0)
      issues.addIssue({
        code: 'custom',
        path: ['audience_grades'],
        message: '노출할 등급을 하나 이상 선택해주세요.',
      });
    if (p.kind === 'image' && p.image === null)
      issues.addIssue({ code: 'custom', path: ['image'], message: '이미지 팝업에는 이미지가 필요합니다.' });
    if (p.kind !== 'image' && p.body === '')
      issues.addIssue({ code: 'custom', path: ['body'], message: '내용을 입력해주세요.' });
  });
export type StaffPopupInput = z.input<typeof staffPopupInputSchema>;
export type StaffPopupValues = z.output<typeof staffPopupInputSchema>;

export const staffPopupIdParamsSchema = z.object({ id: idParamSchema() });

/** 예정 (before its window), 게시 중 (shown now), 종료 (window over), 숨김 (visible flag off). */
export const POPUP_STATUSES = ['scheduled', 'live', 'ended', 'hidden'] as const;
export type PopupStatus = (typeof POPUP_STATUSES)[number];
export const POPUP_STATUS_LABELS: Record<PopupStatus, string> = {
  scheduled: '예정',
  live: '게시 중',
  ended: '종료',
  hidden: '숨김',
};

export const staffPopupRowSchema = z
  .object({
    popup_no: z.number().int(),
    kind: z.enum(POPUP_KINDS),
    title: z.string(),
    body: z.string(),
    image: popupImageSchema.nullable(),
    buttons: z.array(popupButtonSchema),
    placement: z.enum(POPUP_PLACEMENTS),
    audience: z.enum(POPUP_AUDIENCES),
    audience_grades: z.array(z.string()),
    visible: z.boolean(),
    starts_at: z.string(),
    ends_at: z.string().nullable(),
    priority: z.number().int(),
    offers_hide_today: z.boolean(),
    status: z.enum(POPUP_STATUSES),
    created_by: z.string().nullable(),
    updated_by: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .describe('One popup as staff see it, with its status now.');
export type StaffPopupRow = z.infer<typeof staffPopupRowSchema>;
