import { afterEach, describe, expect, it } from 'vitest';
import { removeCookie } from './cookies';
import { isRecent, isUnseenNew, markSeen, showBadge } from './new-content-status';
import { getUiState } from './ui-store';

afterEach(() => removeCookie('newEventStatus'));

const now = new Date('2026-11-20T03:00:00Z');
const daysBefore = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

describe('new content badges (spec §4)', () => {
  it('counts an item as new for under 8 days', () => {
    expect(isRecent(daysBefore(7.9), now)).toBe(true);
    expect(isRecent(daysBefore(8), now)).toBe(false);
  });

  it('shows a badge for the newest recent item until it is seen, and again for a newer one', () => {
    expect(isUnseenNew('notice', undefined, now)).toBe(false);
    expect(isUnseenNew('notice', { no: 12, date: daysBefore(2) }, now)).toBe(true);
    markSeen('notice', 12);
    expect(document.cookie).toContain('newEventStatus=notice%3A12');
    expect(isUnseenNew('notice', { no: 12, date: daysBefore(2) }, now)).toBe(false);
    expect(isUnseenNew('notice', { no: 13, date: daysBefore(1) }, now)).toBe(true);
    // Each kind is kept apart in the one cookie.
    markSeen('event', 4);
    expect(isUnseenNew('notice', { no: 12, date: daysBefore(2) }, now)).toBe(false);
    expect(isUnseenNew('event', { no: 4, date: daysBefore(2) }, now)).toBe(false);
    expect(isUnseenNew('promotion', { no: 4, date: daysBefore(2) }, now)).toBe(true);
  });

  it('sets and clears the sidebar flag', () => {
    showBadge('promotion', { no: 2, date: new Date().toISOString() });
    expect(getUiState().newPromotion).toBe(true);
    markSeen('promotion', 2);
    expect(getUiState().newPromotion).toBe(false);
  });
});
