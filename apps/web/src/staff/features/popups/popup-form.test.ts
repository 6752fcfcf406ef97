import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/format';
import { toFormValues, toRequestBody } from './popup-form';

const originalZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalZone;
});

const row = {
  popup_no: 3,
  kind: 'notice' as const,
  title: '요금제 가격 조정 안내',
  body: '본문',
  image: null,
  buttons: [],
  placement: 'intro' as const,
  audience: 'all' as const,
  audience_grades: [],
  visible: true,
  starts_at: '2023-11-08T05:00:00.000Z',
  ends_at: '2024-01-17T00:00:00.000Z',
  priority: 10,
  offers_hide_today: true,
  status: 'ended' as const,
  created_by: null,
  updated_by: null,
  created_at: '2026-11-26T00:00:00.000Z',
  updated_at: '2026-11-26T00:00:00.000Z',
};

describe('popup form times are Korean time in any browser zone', () => {
  it('shows a stored window on the Seoul wall clock and sends it back unchanged', () => {
    process.env.TZ = 'America/Los_Angeles';
    const values = toFormValues(row);
    expect(values.starts_at!.format('YYYY-MM-DD HH:mm')).toBe('2023-11-08 14:00');
    expect(values.ends_at!.format('YYYY-MM-DD HH:mm')).toBe('2024-01-17 09:00');
    const body = toRequestBody(values);
    expect(body.starts_at).toBe('2023-11-08T14:00:00+09:00');
    expect(body.ends_at).toBe('2024-01-17T09:00:00+09:00');
    expect(formatDateTime(row.ends_at)).toBe('2024.01.17 09:00');
  });

  it('sends no end for an open window, no image without an address, and grades only for the grades audience', () => {
    const values = {
      ...toFormValues(null),
      title: '안내',
      body: '내용',
      starts_at: dayjs('2026-11-26T10:00'),
      audience_grades: ['GOLD'],
    };
    const body = toRequestBody(values);
    expect(body).toMatchObject({ ends_at: null, image: null, audience: 'all', audience_grades: [] });
    expect(toRequestBody({ ...values, audience: 'grades' }).audience_grades).toEqual(['GOLD']);
  });
});
