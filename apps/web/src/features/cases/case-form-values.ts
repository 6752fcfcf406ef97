/**
 * The case form's values and their round trip: from a stored case, to the contract's input, and the
 * Korean messages for each field (the contract's schema for a draft, plus `publishProblems` to publish).
 */
import type { CaseStatus, CASE_SCOPES } from '@partner-portal/contract/cases-constants';
import type { CaseDetail, CaseInput, CasePhotoView } from '@partner-portal/contract/cases-api';

export type FormPhoto = Omit<CasePhotoView, 'pair_group' | 'pair_role'>;

/** A before/after pair by photo id; a side is null until chosen. */
export interface PhotoPair {
  before: number | null;
  after: number | null;
}

export interface CaseFormValues {
  title: string;
  housing_type: string | null;
  scope: (typeof CASE_SCOPES)[number] | null;
  area_m2: number | null;
  cost_won: number | null;
  duration_days: number | null;
  /** YYYY-MM-DD */
  completed_on: string | null;
  region: { sido: string | null; sigungu: string | null };
  construction_types: string[];
  style_tags: string[];
  description: string;
  /** In display order; exactly one is the cover once there is any. */
  photos: FormPhoto[];
  pairs: PhotoPair[];
}

export type CaseField = keyof CaseFormValues;
export type FieldErrors = Partial<Record<CaseField, string>>;

export const emptyCaseValues = (): CaseFormValues => ({
  title: '',
  housing_type: null,
  scope: null,
  area_m2: null,
  cost_won: null,
  duration_days: null,
  completed_on: null,
  region: { sido: null, sigungu: null },
  construction_types: [],
  style_tags: [],
  description: '',
  photos: [],
  pairs: [],
});

export function caseValues(stored: CaseDetail): CaseFormValues {
  const groups = new Map<number, PhotoPair>();
  for (const photo of stored.photos) {
    if (photo.pair_group === null || photo.pair_role === null) continue;
    const pair = groups.get(photo.pair_group) ?? { before: null, after: null };
    pair[photo.pair_role] = photo.photo_id;
    groups.set(photo.pair_group, pair);
  }
  return {
    title: stored.title,
    housing_type: stored.housing_type,
    scope: stored.scope,
    area_m2: stored.area_m2,
    cost_won: stored.cost_won,
    duration_days: stored.duration_days,
    completed_on: stored.completed_on,
    region: stored.region ?? { sido: null, sigungu: null },
    construction_types: stored.construction_types,
    style_tags: stored.style_tags,
    description: stored.description,
    photos: withCover(stored.photos.map(formPhoto)),
    pairs: [...groups.entries()].sort(([a], [b]) => a - b).map(([, pair]) => pair),
  };
}

export const formPhoto = ({ pair_group: _g, pair_role: _r, ...photo }: CasePhotoView): FormPhoto => photo;

/** Keeps exactly one cover: the chosen one if it is still there, otherwise the first photo. */
export function withCover(photos: FormPhoto[], coverId?: number): FormPhoto[] {
  const chosen = coverId ?? photos.find((photo) => photo.is_cover)?.photo_id ?? photos[0]?.photo_id;
  return photos.map((photo) => ({ ...photo, is_cover: photo.photo_id === chosen }));
}

export function toCaseInput(values: CaseFormValues, status: CaseStatus): CaseInput {
  const roles = new Map<number, { pair_group: number; pair_role: 'before' | 'after' }>();
  values.pairs.forEach((pair, index) => {
    if (pair.before !== null) roles.set(pair.before, { pair_group: index + 1, pair_role: 'before' });
    if (pair.after !== null) roles.set(pair.after, { pair_group: index + 1, pair_role: 'after' });
  });
  const { sido, sigungu } = values.region;
  return {
    title: values.title,
    status,
    housing_type: values.housing_type,
    scope: values.scope,
    area_m2: values.area_m2,
    cost_won: values.cost_won,
    duration_days: values.duration_days,
    completed_on: values.completed_on,
    region: sido || sigungu ? { sido: sido ?? '', sigungu: sigungu ?? '' } : null,
    construction_types: values.construction_types,
    style_tags: values.style_tags,
    description: values.description,
    photos: values.photos.map((photo) => ({
      photo_id: photo.photo_id,
      caption: photo.caption,
      is_cover: photo.is_cover,
      ...(roles.get(photo.photo_id) ?? { pair_group: null, pair_role: null }),
    })),
  };
}

/** The form's fields in the order they appear. */
export const CASE_FIELDS = Object.keys(emptyCaseValues()) as CaseField[];
const FIELDS = new Set<string>(CASE_FIELDS);

/** The form field an error path belongs to: 'photos.2' → photos, 'region.sido' → region. */
export function fieldOfPath(path: string): CaseField | null {
  const head = path.split('.')[0] ?? '';
  return FIELDS.has(head) ? (head as CaseField) : null;
}

export const INCOMPLETE_PAIR = '시공 전 사진과 시공 후 사진을 모두 골라주세요.';

/**
 * The contract's case schema, and zod with it, load once the form is being filled, not with the form:
 * they were a tenth of its first load (issue #14).
 */
export const loadCaseSchema = () => import('@partner-portal/contract/cases-api');

/** Messages by field for saving with `status`; empty when the server may be asked. */
export async function validateCase(values: CaseFormValues, status: CaseStatus): Promise<FieldErrors> {
  const { caseInputSchema, publishProblems } = await loadCaseSchema();
  const errors: FieldErrors = {};
  const add = (path: string, message: string) => {
    const field = fieldOfPath(path);
    if (field) errors[field] ??= message;
  };
  if (!values.title.trim()) add('title', '제목을 입력해주세요.');
  if (values.pairs.some((pair) => pair.before === null || pair.after === null)) add('pairs', INCOMPLETE_PAIR);
  const parsed = caseInputSchema.safeParse(toCaseInput(values, status));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) add(issue.path.map(String).join('.'), issue.message);
    return errors;
  }
  if (status === 'published') {
    for (const problem of publishProblems(parsed.data)) add(problem.path, problem.message);
  }
  return errors;
}

/** Whether saving `a` would store the same case as `b`: what decides that there is nothing unsaved. */
export const sameCase = (a: CaseFormValues, b: CaseFormValues) =>
  JSON.stringify(toCaseInput(a, 'draft')) === JSON.stringify(toCaseInput(b, 'draft'));

/** `items` with the one at `from` moved to `to`. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

/** Without the photo, keeping one cover and clearing it from its before/after pair. */
export function withoutPhoto(values: CaseFormValues, photoId: number): CaseFormValues {
  const clear = (id: number | null) => (id === photoId ? null : id);
  return {
    ...values,
    photos: withCover(values.photos.filter((photo) => photo.photo_id !== photoId)),
    pairs: values.pairs.map((pair) => ({ before: clear(pair.before), after: clear(pair.after) })),
  };
}

/** What a case's local draft keeps: the written fields; photos live on the server and are added again. */
export type CaseDraft = Omit<CaseFormValues, 'photos' | 'pairs'>;

export const caseDraft = ({ photos: _photos, pairs: _pairs, ...written }: CaseFormValues): CaseDraft =>
  written;

const isNumberOrNull = (value: unknown) => value === null || typeof value === 'number';
const isStringOrNull = (value: unknown) => value === null || typeof value === 'string';
const isStrings = (value: unknown) => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** A stored draft, when it still has the shape of this form (an older build's is dropped). */
export function parseCaseDraft(raw: unknown): CaseDraft | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const d = raw as Record<keyof CaseDraft, unknown>;
  const region = d.region as Record<string, unknown> | null;
  const valid =
    typeof d.title === 'string' &&
    typeof d.description === 'string' &&
    isStringOrNull(d.housing_type) &&
    isStringOrNull(d.scope) &&
    isStringOrNull(d.completed_on) &&
    [d.area_m2, d.cost_won, d.duration_days].every(isNumberOrNull) &&
    typeof region === 'object' &&
    region !== null &&
    isStringOrNull(region.sido) &&
    isStringOrNull(region.sigungu) &&
    isStrings(d.construction_types) &&
    isStrings(d.style_tags);
  return valid ? (raw as CaseDraft) : null;
}
