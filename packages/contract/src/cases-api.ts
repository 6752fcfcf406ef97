/**
 * Construction cases: a partner's portfolio (spec §2 `/product/*`; the fields and calls are ours).
 * Photos are uploaded first (staged, all-or-nothing per batch) and then attached to a case in order.
 */
import { stripEmoji } from './input-filters.js';
import { z } from 'zod';
import { idSchema } from './ids.js';
import { CONSTRUCTION_TYPES, HOUSING_TYPES, isValidRegion, WHOLE_REGION } from './reference-data.js';
import { calendarDaySchema, regionViewSchema } from './validation.js';
import { CASE_BULK_ACTIONS, CASE_LIMITS, CASE_SCOPES, CASE_SORTS, CASE_STATUSES } from './cases-constants.js';

export const casePhotoInputSchema = z.object({
  photo_id: idSchema(),
  caption: z
    .string()
    .max(200)
    .optional()
    .transform((value) => stripEmoji(value ?? '').trim())
    .pipe(z.string().max(100, '사진 설명은 100자 이하로 입력해주세요.')),
  is_cover: z.boolean().default(false),
  /** Before/after pairs share a group number. */
  pair_group: z.number().int().min(1).max(15).nullable().default(null),
  pair_role: z.enum(['before', 'after']).nullable().default(null),
});

const optionalNumber = (schema: z.ZodNumber) =>
  schema
    .nullable()
    .optional()
    .transform((value) => value ?? null);

/**
 * The case form. A draft needs only a title; publishing needs every field and a photo
 * (`publishProblems`), so the form can be saved half-done and finished later.
 */
export const caseInputSchema = z
  .object({
    title: z
      .string({ error: '제목을 입력해주세요.' })
      .transform((value) => stripEmoji(value).trim())
      .pipe(z.string().min(2, '제목을 2자 이상 입력해주세요.').max(60, '제목은 60자 이하로 입력해주세요.'))
      // What the check after the trim enforces, for the document (a transform hides it).
      .meta({ minLength: 2, maxLength: 60 }),
    status: z.enum(CASE_STATUSES).default('draft'),
    housing_type: z
      .enum(HOUSING_TYPES as [string, ...string[]], { error: '주거 형태를 선택해주세요.' })
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    scope: z
      .enum(CASE_SCOPES, { error: '시공 범위를 선택해주세요.' })
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    area_m2: optionalNumber(
      z
        .number({ error: '면적을 숫자로 입력해주세요.' })
        .min(1, '면적은 1㎡ 이상이어야 합니다.')
        .max(10_000, '면적은 10,000㎡ 이하로 입력해주세요.')
        .multipleOf(0.01, '면적은 소수점 둘째 자리까지 입력할 수 있습니다.'),
    ),
    cost_won: optionalNumber(
      z
        .number({ error: '공사비를 숫자로 입력해주세요.' })
        .int('공사비는 원 단위 정수로 입력해주세요.')
        .min(0, '공사비를 올바르게 입력해주세요.')
        .max(10_000_000_000, '공사비는 100억 원 이하로 입력해주세요.'),
    ),
    duration_days: optionalNumber(
      z
        .number({ error: '공사 기간을 숫자로 입력해주세요.' })
        .int('공사 기간은 일 단위로 입력해주세요.')
        .min(1, '공사 기간은 1일 이상이어야 합니다.')
        .max(730, '공사 기간은 730일 이하로 입력해주세요.'),
    ),
    completed_on: calendarDaySchema('준공일을 YYYY-MM-DD 형식의 날짜로 입력해주세요.')
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    region: z
      .object({ sido: z.string().max(20), sigungu: z.string().max(20) })
      .refine(
        (r) => r.sigungu !== WHOLE_REGION && isValidRegion(r.sido, r.sigungu),
        '시공 지역의 시/도와 시/군/구를 선택해주세요.',
      )
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    construction_types: z
      .array(
        z.enum(CONSTRUCTION_TYPES as [string, ...string[]], { error: '시공 분야를 목록에서 선택해주세요.' }),
      )
      .max(CONSTRUCTION_TYPES.length)
      .default([]),
    style_tags: z
      .array(
        z
          .string()
          .transform((tag) => stripEmoji(tag).trim())
          .pipe(z.string().min(1).max(15, '스타일 태그는 15자 이하로 입력해주세요.')),
      )
      .max(CASE_LIMITS.styleTags, `스타일 태그는 ${CASE_LIMITS.styleTags}개까지 입력할 수 있습니다.`)
      .default([]),
    description: z
      .string()
      .max(10_000)
      .optional()
      .transform((value) => stripEmoji(value ?? '').trim())
      .pipe(z.string().max(5000, '상세 설명은 5,000자 이하로 입력해주세요.')),
    photos: z
      .array(casePhotoInputSchema)
      .max(CASE_LIMITS.photosPerCase, `사진은 사례당 ${CASE_LIMITS.photosPerCase}장까지 등록할 수 있습니다.`)
      .default([]),
  })
  .superRefine((input, ctx) => {
    const covers = input.photos.filter((photo) => photo.is_cover).length;
    if (covers > 1)
      ctx.addIssue({ code: 'custom', path: ['photos'], message: '대표 사진은 1장만 지정할 수 있습니다.' });
    const ids = new Set(input.photos.map((photo) => photo.photo_id));
    if (ids.size !== input.photos.length)
      ctx.addIssue({ code: 'custom', path: ['photos'], message: '같은 사진이 두 번 포함되어 있습니다.' });
    const groups = new Map<number, string[]>();
    for (const photo of input.photos) {
      if ((photo.pair_group === null) !== (photo.pair_role === null)) {
        ctx.addIssue({
          code: 'custom',
          path: ['photos'],
          message: '전/후 사진은 묶음 번호와 구분을 함께 지정해주세요.',
        });
      }
      if (photo.pair_group !== null && photo.pair_role)
        groups.set(photo.pair_group, [...(groups.get(photo.pair_group) ?? []), photo.pair_role]);
    }
    for (const roles of groups.values()) {
      if (roles.length !== 2 || !roles.includes('before') || !roles.includes('after')) {
        ctx.addIssue({
          code: 'custom',
          path: ['photos'],
          message: '전/후 사진은 시공 전 1장과 시공 후 1장을 한 묶음으로 지정해주세요.',
        });
        break;
      }
    }
  });
export type CaseInput = z.input<typeof caseInputSchema>;
export type CaseInputParsed = z.output<typeof caseInputSchema>;

/** What a case still lacks before it can be published: field path → Korean message. */
export function publishProblems(input: CaseInputParsed): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const need = (ok: boolean, path: string, message: string) => {
    if (!ok) problems.push({ path, message });
  };
  need(input.housing_type !== null, 'housing_type', '주거 형태를 선택해주세요.');
  need(input.scope !== null, 'scope', '시공 범위를 선택해주세요.');
  need(input.area_m2 !== null, 'area_m2', '면적을 입력해주세요.');
  need(input.cost_won !== null, 'cost_won', '공사비를 입력해주세요.');
  need(input.duration_days !== null, 'duration_days', '공사 기간을 입력해주세요.');
  need(input.completed_on !== null, 'completed_on', '준공일을 입력해주세요.');
  need(input.region !== null, 'region', '시공 지역을 선택해주세요.');
  need(input.construction_types.length > 0, 'construction_types', '시공 분야를 1개 이상 선택해주세요.');
  need(input.description.length >= 20, 'description', '상세 설명을 20자 이상 입력해주세요.');
  need(input.photos.length > 0, 'photos', '사진을 1장 이상 등록해주세요.');
  return problems;
}

export const caseListQuerySchema = z.object({
  q: z.string().trim().max(60).optional().default(''),
  status: z.enum(CASE_STATUSES).optional(),
  housing_type: z.string().max(20).optional(),
  sido: z.string().max(20).optional(),
  sort: z.enum(CASE_SORTS).default('latest'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce
    .number()
    .int()
    .refine(
      (n) => (CASE_LIMITS.pageSizes as readonly number[]).includes(n),
      '페이지 크기가 올바르지 않습니다.',
    )
    .meta({ enum: [...CASE_LIMITS.pageSizes] })
    .default(20),
});
export type CaseListQuery = z.input<typeof caseListQuerySchema>;

export const caseBulkSchema = z.object({
  case_ids: z
    .array(idSchema())
    .min(1, '사례를 선택해주세요.')
    .max(100, '한 번에 100개까지 처리할 수 있습니다.'),
  action: z.enum(CASE_BULK_ACTIONS),
});

export const photoOrderSchema = z.object({
  photo_ids: z.array(idSchema()).max(CASE_LIMITS.photosPerCase),
});

export const casePhotoViewSchema = z
  .object({
    photo_id: z.number().int(),
    /** WebP renditions of the photo (EXIF removed). */
    thumb_url: z.string(),
    medium_url: z.string(),
    large_url: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    caption: z.string(),
    is_cover: z.boolean(),
    /** Before/after pairs share a group number. */
    pair_group: z.number().int().nullable(),
    pair_role: z.enum(['before', 'after']).nullable(),
  })
  .describe('One photo of a case (or a photo just uploaded, not yet attached).');
export type CasePhotoView = z.infer<typeof casePhotoViewSchema>;

export const caseSummarySchema = z
  .object({
    case_id: z.number().int(),
    title: z.string(),
    status: z.enum(CASE_STATUSES),
    housing_type: z.string().nullable(),
    scope: z.enum(CASE_SCOPES).nullable(),
    area_m2: z.number().nullable(),
    cost_won: z.number().int().nullable(),
    region: regionViewSchema.nullable(),
    /** Thumbnail of the cover photo (or the first photo). */
    cover_url: z.string().nullable(),
    photo_count: z.number().int(),
    view_count: z.number().int(),
    /** `YYYY-MM-DD`. */
    completed_on: z.string().nullable(),
    /** ISO date-time. */
    updated_at: z.string(),
  })
  .describe('One case in the case list.');
export type CaseSummary = z.infer<typeof caseSummarySchema>;

export const caseDetailSchema = caseSummarySchema
  .omit({ cover_url: true, photo_count: true })
  .extend({
    duration_days: z.number().int().nullable(),
    construction_types: z.array(z.string()),
    style_tags: z.array(z.string()),
    description: z.string(),
    /** In display order. */
    photos: z.array(casePhotoViewSchema),
    /** ISO date-times. */
    created_at: z.string(),
    published_at: z.string().nullable(),
  })
  .describe('One case with every field and its photos.');
export type CaseDetail = z.infer<typeof caseDetailSchema>;

export const caseListSchema = z
  .object({
    items: z.array(caseSummarySchema),
    /** Cases matching the filter, over all pages. */
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  })
  .describe("One page of the partner's cases.");
export type CaseList = z.infer<typeof caseListSchema>;

export const caseBulkResultSchema = z
  .object({
    /** Cases the action applied to. */
    updated: z.array(z.number().int()),
    /** Cases the action could not apply to, with the reason (e.g. a draft not ready to publish). */
    skipped: z.array(z.object({ case_id: z.number().int(), reason: z.string() })),
  })
  .describe('What a bulk action did to each selected case.');
export type CaseBulkResult = z.infer<typeof caseBulkResultSchema>;
