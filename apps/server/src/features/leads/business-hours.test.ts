import { describe, expect, it } from 'vitest';
import { addBusinessMinutes, businessMinutesBetween, isBusinessDay } from './business-hours.js';
import { loadHolidays } from '../../shared/holiday-calendar.js';

const calendar = loadHolidays();
const at = (wall: string) => new Date(`${wall}+09:00`);
const due = (received: string) => addBusinessMinutes(calendar, at(received), 240).toISOString();
const iso = (wall: string) => at(wall).toISOString();

describe('the response clock counts 09:00–18:00 Seoul, Monday to Saturday, holidays off', () => {
  it('gives four business hours within one day, across the evening, and across Sunday', () => {
    expect(due('2026-11-02T10:15:00')).toBe(iso('2026-11-02T14:15:00')); // Monday morning
    expect(due('2026-11-02T16:00:00')).toBe(iso('2026-11-03T11:00:00')); // 2 h today, 2 h tomorrow
    expect(due('2026-11-02T22:30:00')).toBe(iso('2026-11-03T13:00:00')); // night: from 09:00
    expect(due('2026-11-07T17:00:00')).toBe(iso('2026-11-09T12:00:00')); // Saturday counts, Sunday does not
    expect(due('2026-11-08T11:00:00')).toBe(iso('2026-11-09T13:00:00')); // received on Sunday
    expect(due('2026-11-02T14:00:00')).toBe(iso('2026-11-02T18:00:00')); // ends exactly at closing
  });

  it('skips the 설날 span (2026-02-16..18) and the 추석 span (2026-09-24..26)', () => {
    expect(['2026-02-16', '2026-02-17', '2026-02-18'].some((d) => isBusinessDay(calendar, d))).toBe(false);
    expect(due('2026-02-13T17:00:00')).toBe(iso('2026-02-14T12:00:00')); // Friday → Saturday
    expect(due('2026-02-14T16:00:00')).toBe(iso('2026-02-19T11:00:00')); // Saturday → after the span
    expect(due('2026-09-23T15:00:00')).toBe(iso('2026-09-28T10:00:00')); // 3 h Wed, then Mon 09:00 + 1 h
    // The substitute day after a 설날 span that meets a Sunday (2027-02-09) is off too.
    expect(due('2027-02-05T17:00:00')).toBe(iso('2027-02-10T12:00:00'));
  });

  it('measures business minutes between two instants, the inverse of adding them', () => {
    expect(businessMinutesBetween(calendar, at('2026-11-02T10:15:00'), at('2026-11-02T10:52:00'))).toBe(37);
    expect(businessMinutesBetween(calendar, at('2026-11-07T17:00:00'), at('2026-11-09T12:00:00'))).toBe(240);
    expect(businessMinutesBetween(calendar, at('2026-09-23T15:00:00'), at('2026-09-28T10:00:00'))).toBe(240);
    expect(businessMinutesBetween(calendar, at('2026-11-08T10:00:00'), at('2026-11-08T17:00:00'))).toBe(0);
    expect(businessMinutesBetween(calendar, at('2026-11-03T10:00:00'), at('2026-11-02T10:00:00'))).toBe(0);
    for (const received of ['2026-02-13T17:59:00', '2026-12-24T11:11:00', '2026-12-31T23:00:00']) {
      for (const minutes of [1, 60, 240, 541, 3000]) {
        const end = addBusinessMinutes(calendar, at(received), minutes);
        expect(businessMinutesBetween(calendar, at(received), end)).toBe(minutes);
      }
    }
  });
});
