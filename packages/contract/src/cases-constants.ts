/**
 * Paths, limits, codes and labels of the construction-case calls, without zod: the partner app's case
 * screens read them without loading the schema library; cases-api.ts re-exports them.
 */

export const CASE_PATHS = {
  list: '/authapi/partner/cases',
  create: '/authapi/partner/cases',
  detail: '/authapi/partner/cases/:caseId',
  bulk: '/authapi/partner/cases/bulk',
  photoOrder: '/authapi/partner/cases/:caseId/photos/order',
  photos: '/authapi/partner/case-photos',
} as const;

export const casePath = (template: string, caseId: number) => template.replace(':caseId', String(caseId));

export const CASE_LIMITS = {
  photosPerCase: 30,
  photosPerPartner: 3000,
  photosPerUpload: 10,
  photoMaxBytes: 15 * 1024 * 1024,
  photoMaxPixels: 50_000_000,
  styleTags: 10,
  pageSizes: [10, 20, 50] as const,
} as const;

export const CASE_STATUSES = ['draft', 'published', 'hidden'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];
export const CASE_STATUS_LABELS: Record<CaseStatus, string> = {
  draft: '임시저장',
  published: '게시중',
  hidden: '숨김',
};

export const CASE_SCOPES = ['full', 'partial'] as const;
export const CASE_SCOPE_LABELS: Record<(typeof CASE_SCOPES)[number], string> = {
  full: '전체 시공',
  partial: '부분 시공',
};

export const STYLE_TAG_SUGGESTIONS = [
  '모던',
  '미니멀',
  '내추럴',
  '북유럽',
  '빈티지',
  '클래식',
  '화이트톤',
  '우드톤',
  '호텔식',
  '인더스트리얼',
] as const;

export const CASE_SORTS = ['latest', 'oldest', 'views', 'cost_desc', 'cost_asc'] as const;
export const CASE_SORT_LABELS: Record<(typeof CASE_SORTS)[number], string> = {
  latest: '최근 수정순',
  oldest: '오래된순',
  views: '조회수순',
  cost_desc: '공사비 높은순',
  cost_asc: '공사비 낮은순',
};

/** 1평 = 3.305785㎡; shown beside the area in ㎡. */
export const M2_PER_PYEONG = 3.305785;
export const toPyeong = (m2: number) => Math.round((m2 / M2_PER_PYEONG) * 10) / 10;

export const CASE_BULK_ACTIONS = ['publish', 'hide', 'delete'] as const;
