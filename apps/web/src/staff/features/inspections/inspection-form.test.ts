import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { fromRow, toRequestBody } from './inspection-form';

describe('inspection form', () => {
  it('reads the picked times as Korean time, whatever the computer’s zone', () => {
    const body = toRequestBody({
      window: [dayjs('2026-12-04T02:00'), dayjs('2026-12-04T04:00')],
      message: '점검',
      image_url: '  ',
      allow_reads: false,
      announce_from: null,
    });
    expect(body).toEqual({
      start_at: '2026-12-04T02:00:00+09:00',
      end_at: '2026-12-04T04:00:00+09:00',
      message: '점검',
      image_url: null,
      allow_reads: false,
      announce_from: null,
    });
  });

  it('shows a stored inspection at its Korean times, and sends them back unchanged', () => {
    const values = fromRow({
      id: 3,
      state: 'scheduled',
      start_at: '2026-12-03T17:00:00.000Z',
      end_at: '2026-12-03T19:00:00.000Z',
      announce_from: '2026-11-30T17:00:00.000Z',
      message: '점검',
      image_url: '/uploads/content/a.webp',
      allow_reads: true,
      created_by: 'staff_ops',
      created_at: '2026-11-20T00:00:00.000Z',
      closed_by: null,
      closed_at: null,
    });
    expect(values.window.map((value) => value.format('YYYY-MM-DD HH:mm'))).toEqual([
      '2026-12-04 02:00',
      '2026-12-04 04:00',
    ]);
    expect(toRequestBody(values)).toMatchObject({
      start_at: '2026-12-04T02:00:00+09:00',
      announce_from: '2026-12-01T02:00:00+09:00',
      image_url: '/uploads/content/a.webp',
    });
  });
});
