/** A session the database called live is taken as live for the TTL only, and never after it is revoked here. */
import { describe, expect, it } from 'vitest';
import { recentlyLiveSessions } from './recently-live-sessions.js';

function setUp(maxEntries = 100) {
  let now = 0;
  const sessions = recentlyLiveSessions<string>({ ttlMs: 1000, maxEntries, now: () => now });
  const remember = (sessionId: string, memberNo: number) =>
    sessions.remember(sessions.ticket(), sessionId, memberNo, `row of ${sessionId}`);
  return { sessions, remember, advance: (ms: number) => (now += ms) };
}

describe('recently live sessions', () => {
  it('recalls a session for its own member until the TTL has passed', () => {
    const { sessions, remember, advance } = setUp();
    remember('s1', 7);
    expect(sessions.recall('s1', 7)).toBe('row of s1');
    expect(sessions.recall('s1', 8)).toBeUndefined();
    advance(999);
    expect(sessions.recall('s1', 7)).toBe('row of s1');
    advance(1);
    expect(sessions.recall('s1', 7)).toBeUndefined();
  });

  it('forgets one session, or all of a member but the one kept', () => {
    const { sessions, remember } = setUp();
    remember('s1', 7);
    remember('s2', 7);
    remember('s3', 7);
    remember('s4', 9);
    sessions.forgetSession('s1');
    expect(sessions.recall('s1', 7)).toBeUndefined();
    sessions.forgetMember(7, 's2');
    expect(sessions.recall('s2', 7)).toBe('row of s2');
    expect(sessions.recall('s3', 7)).toBeUndefined();
    expect(sessions.recall('s4', 9)).toBe('row of s4');
    sessions.forgetMember(7);
    expect(sessions.recall('s2', 7)).toBeUndefined();
  });

  it('does not keep an answer asked before a revocation came', () => {
    const { sessions } = setUp();
    const asked = sessions.ticket();
    sessions.forgetMember(7);
    sessions.remember(asked, 's1', 7, 'live before the revocation');
    expect(sessions.recall('s1', 7)).toBeUndefined();
    sessions.remember(sessions.ticket(), 's1', 7, 'asked afterwards');
    expect(sessions.recall('s1', 7)).toBe('asked afterwards');
  });

  it('keeps at most maxEntries, dropping the longest kept', () => {
    const { sessions, remember } = setUp(2);
    remember('s1', 1);
    remember('s2', 2);
    remember('s3', 3);
    expect(sessions.recall('s1', 1)).toBeUndefined();
    expect(sessions.recall('s2', 2)).toBe('row of s2');
    expect(sessions.recall('s3', 3)).toBe('row of s3');
  });
});
