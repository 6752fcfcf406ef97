import { afterEach, describe, expect, it, vi } from 'vitest';
import { endOfSeoulDay, hideToday, isHiddenToday } from './hide-today';

const originalZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalZone;
  vi.restoreAllMocks();
});

/** Runs `body` with the browser's clock in another time zone (Node reads TZ on every local-time call). */
function inZone<T>(zone: string, body: () => T): T {
  process.env.TZ = zone;
  return body();
}

// 15:30 UTC on the 25th is already 00:30 on the 26th in Seoul, and still the 25th in Los Angeles.
const JUST_PAST_SEOUL_MIDNIGHT = new Date('2026-11-25T15:30:00Z');

describe('오늘 하루 안보기 lasts to 23:59:59 of the Korean day', () => {
  it('ends the Seoul day, whatever the browser time zone', () => {
    for (const zone of ['America/Los_Angeles', 'UTC', 'Europe/Berlin', 'Asia/Seoul', 'Pacific/Kiritimati']) {
      expect(inZone(zone, () => endOfSeoulDay(JUST_PAST_SEOUL_MIDNIGHT)).toISOString(), zone).toBe(
        '2026-11-26T14:59:59.000Z',
      );
    }
    // The zone really changed: in Los Angeles the browser's own day is still the 25th.
    expect(inZone('America/Los_Angeles', () => JUST_PAST_SEOUL_MIDNIGHT.getDate())).toBe(25);
  });

  it('turns over at Seoul midnight, not at UTC or local midnight', () => {
    process.env.TZ = 'America/New_York';
    expect(endOfSeoulDay(new Date('2026-11-26T14:59:59Z')).toISOString()).toBe('2026-11-26T14:59:59.000Z');
    expect(endOfSeoulDay(new Date('2026-11-26T15:00:00Z')).toISOString()).toBe('2026-11-27T14:59:59.000Z');
    // 00:00 UTC is 09:00 in Seoul: the same Korean day, though New York is still on the 25th.
    expect(endOfSeoulDay(new Date('2026-11-26T00:00:00Z')).toISOString()).toBe('2026-11-26T14:59:59.000Z');
  });

  it('writes a per-popup cookie expiring then, and reads it back', () => {
    const written: string[] = [];
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      cookie.set!.call(document, value);
    });
    expect(isHiddenToday('popup_7')).toBe(false);
    inZone('America/Los_Angeles', () => hideToday('popup_7', new Date('2099-05-06T15:30:00Z')));
    expect(written).toEqual([expect.stringContaining('hideToday_popup_7=1')]);
    expect(written[0]).toContain('expires=Thu, 07 May 2099 14:59:59 GMT');
    expect(isHiddenToday('popup_7')).toBe(true);
    expect(isHiddenToday('popup_8')).toBe(false);
  });
});
