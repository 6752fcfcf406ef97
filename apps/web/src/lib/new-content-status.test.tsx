import { act, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { removeCookie, writeCookie } from './cookies';
import { isRecent, markSeen, useUnseenNew } from './new-content-status';

afterEach(() => removeCookie('newEventStatus'));

const now = new Date('2026-11-20T03:00:00Z');
const daysBefore = (days: number, from = now) => new Date(from.getTime() - days * 86_400_000).toISOString();
const recent = (no: number) => ({ no, date: daysBefore(2, new Date()) });

describe('new content badges (spec §4)', () => {
  it('counts an item as new for under 8 days', () => {
    expect(isRecent(daysBefore(7.9), now)).toBe(true);
    expect(isRecent(daysBefore(8), now)).toBe(false);
  });

  it('shows a badge for the newest recent item until it is seen, and again for a newer one', () => {
    const badge = renderHook(({ kind, newest }) => useUnseenNew(kind, newest), {
      initialProps: {
        kind: 'notice' as 'notice' | 'event' | 'promotion',
        newest: undefined as { no: number; date: string } | undefined,
      },
    });
    expect(badge.result.current).toBe(false);
    badge.rerender({ kind: 'notice', newest: recent(12) });
    expect(badge.result.current).toBe(true);
    act(() => markSeen('notice', 12));
    expect(badge.result.current).toBe(false);
    expect(document.cookie).toContain('newEventStatus=notice%3A12');
    badge.rerender({ kind: 'notice', newest: recent(13) });
    expect(badge.result.current).toBe(true);
    // Each kind is kept apart in the one cookie.
    act(() => markSeen('event', 4));
    badge.rerender({ kind: 'notice', newest: recent(12) });
    expect(badge.result.current).toBe(false);
    badge.rerender({ kind: 'event', newest: recent(4) });
    expect(badge.result.current).toBe(false);
    badge.rerender({ kind: 'promotion', newest: recent(4) });
    expect(badge.result.current).toBe(true);
  });

  it('renders on the server as the browser will: seen items without a badge, unseen ones with one', () => {
    // The cookie the server hands its page worker (web-app/spa.ts) after the partner opened /event.
    writeCookie('newEventStatus', 'event:4');
    function Badges() {
      const badges = {
        notice: useUnseenNew('notice', recent(9)),
        event: useUnseenNew('event', recent(4)),
        promotion: useUnseenNew('promotion', recent(2)),
      };
      return (
        <p>
          {Object.entries(badges)
            .map(([kind, shown]) => `${kind}:${shown}`)
            .join(' ')}
        </p>
      );
    }
    expect(renderToString(<Badges />)).toContain('notice:true event:false promotion:true');
  });
});
