import { STAFF_CONTENT_SCHEMAS, type StaffContentRow } from '@partner-portal/contract/content-api';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { toFormValues, toRequestBody } from './content-form';

const now = dayjs('2026-11-04T10:00:00+09:00');
const stored = (
  kind: StaffContentRow['kind'],
  fields: Record<string, unknown>,
  publish_at: string | null = null,
) =>
  ({
    id: 1,
    kind,
    title: 't',
    publish_at,
    unpublished: false,
    live: false,
    updated_at: '',
    fields,
  }) as StaffContentRow;

describe('content editor form ↔ content API', () => {
  it('turns each kind’s stored item into form values and back into a body its schema accepts', () => {
    const items = [
      stored('events', {
        title: '봄 이벤트',
        body: '<p>본문</p>',
        imageUrl: '/uploads/content/a.webp',
        startDate: '2026-12-01',
        endDate: '2026-12-31',
        inService: false,
        ctaLabel: '참여하기',
        ctaUrl: '/paymentPlan',
      }),
      stored('promotions', {
        title: '할인',
        body: '',
        imageUrl: null,
        startDate: '2026-12-01',
        endDate: '2026-12-31',
        targetGrades: ['GOLD'],
        targetAudience: 'non_ad',
        ctaLabel: null,
        ctaUrl: null,
      }),
      stored('faqs', { categoryNo: 1, sortOrder: 3, question: '환불은?', answer: '7일 이내' }),
      stored(
        'emergencies',
        {
          title: '장애',
          text: '결제 지연',
          linkUrl: null,
          startAt: '2026-11-04T00:00:00.000Z',
          endAt: '2026-11-05T00:00:00.000Z',
        },
        '2026-11-04T00:00:00.000Z',
      ),
    ];
    for (const row of items) {
      const body = toRequestBody(row.kind, toFormValues(row), now);
      const parsed = STAFF_CONTENT_SCHEMAS[row.kind].safeParse(body);
      expect(parsed.success, `${row.kind}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
    expect(toRequestBody('events', toFormValues(items[0]!), now)).toMatchObject({
      start_date: '2026-12-01',
      end_date: '2026-12-31',
      in_service: false,
      publish_at: null,
    });
    expect(toRequestBody('promotions', toFormValues(items[1]!), now)).toMatchObject({
      image_url: null,
      target_grades: ['GOLD'],
      target_audience: 'non_ad',
    });
    // A scheduled item keeps its time unless staff change it.
    expect(toRequestBody('emergencies', toFormValues(items[3]!), now)).toMatchObject({
      publish_at: dayjs('2026-11-04T00:00:00.000Z').format(),
    });
  });

  it('publishes now with the moment of saving, and a new item starts as a draft', () => {
    const values = { ...toFormValues(null), title: '공지', body: '<p>x</p>' };
    expect(toRequestBody('notices', values, now)).toEqual({
      title: '공지',
      body: '<p>x</p>',
      pinned: false,
      important: false,
      publish_at: null,
    });
    expect(toRequestBody('notices', { ...values, publish: 'now' }, now)).toMatchObject({
      publish_at: now.format(),
    });
  });
});
