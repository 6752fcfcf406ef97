/**
 * Between a stored item (`fields`, the table's columns) and the editor's form values, and from the
 * form to the body the content API takes for each kind.
 */
import type { ContentKind, StaffContentRow } from '@partner-portal/contract/content-api';
import dayjs, { type Dayjs } from 'dayjs';

export type PublishMode = 'draft' | 'now' | 'at';

export interface ContentFormValues {
  title?: string;
  body?: string;
  pinned?: boolean;
  important?: boolean;
  image_url?: string;
  period?: [Dayjs, Dayjs];
  in_service?: boolean;
  cta_label?: string;
  cta_url?: string;
  target_grades?: string[];
  target_audience?: string;
  category_no?: number;
  sort_order?: number;
  question?: string;
  answer?: string;
  text?: string;
  link_url?: string;
  window?: [Dayjs, Dayjs];
  publish: PublishMode;
  publish_at?: Dayjs;
}

const day = (value: Dayjs) => value.format('YYYY-MM-DD');
const orNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

/** What the API takes; `now` is the moment of saving. */
export function toRequestBody(kind: ContentKind, v: ContentFormValues, now = dayjs()): object {
  const publish_at =
    v.publish === 'draft' ? null : v.publish === 'now' ? now.format() : (v.publish_at ?? now).format();
  switch (kind) {
    case 'notices':
      return {
        title: v.title,
        body: v.body ?? '',
        pinned: v.pinned ?? false,
        important: v.important ?? false,
        publish_at,
      };
    case 'events':
    case 'promotions': {
      const common = {
        title: v.title,
        body: v.body ?? '',
        start_date: v.period && day(v.period[0]),
        end_date: v.period && day(v.period[1]),
        cta_label: orNull(v.cta_label),
        cta_url: orNull(v.cta_url),
        publish_at,
      };
      return kind === 'events'
        ? { ...common, image_url: v.image_url, in_service: v.in_service ?? true }
        : {
            ...common,
            image_url: orNull(v.image_url),
            target_grades: v.target_grades ?? [],
            target_audience: v.target_audience ?? 'all',
          };
    }
    case 'faqs':
      return {
        category_no: v.category_no,
        sort_order: v.sort_order ?? 0,
        question: v.question,
        answer: v.answer,
        publish_at,
      };
    case 'emergencies':
      return {
        title: v.title,
        text: v.text,
        link_url: orNull(v.link_url),
        start_at: v.window?.[0].format(),
        end_at: v.window?.[1].format(),
        publish_at,
      };
  }
}

const str = (value: unknown) => (typeof value === 'string' ? value : undefined);
const range = (from: unknown, to: unknown): [Dayjs, Dayjs] | undefined =>
  typeof from === 'string' && typeof to === 'string' ? [dayjs(from), dayjs(to)] : undefined;

/** The form's starting values: a new item is a draft; a stored one keeps its publishing time. */
export function toFormValues(row: StaffContentRow | null): ContentFormValues {
  if (!row)
    return {
      publish: 'draft',
      pinned: false,
      important: false,
      in_service: true,
      target_audience: 'all',
      sort_order: 0,
    };
  const f = row.fields;
  return {
    title: str(f.title),
    body: str(f.body),
    pinned: f.pinned === true,
    important: f.important === true,
    image_url: str(f.imageUrl),
    period: range(f.startDate, f.endDate),
    in_service: f.inService !== false,
    cta_label: str(f.ctaLabel),
    cta_url: str(f.ctaUrl),
    target_grades: Array.isArray(f.targetGrades) ? (f.targetGrades as string[]) : [],
    target_audience: str(f.targetAudience) ?? 'all',
    category_no: typeof f.categoryNo === 'number' ? f.categoryNo : undefined,
    sort_order: typeof f.sortOrder === 'number' ? f.sortOrder : 0,
    question: str(f.question),
    answer: str(f.answer),
    text: str(f.text),
    link_url: str(f.linkUrl),
    window: range(f.startAt, f.endAt),
    publish: row.publish_at && !row.unpublished ? 'at' : 'draft',
    publish_at: row.publish_at ? dayjs(row.publish_at) : undefined,
  };
}
