import { APP_USER_AGENT_MARKER, JOIN_CHANNEL } from '@partner-portal/contract/constants';
import { describe, expect, it, vi } from 'vitest';
import {
  clearReferrer,
  currentJoinChannel,
  markEnterVisited,
  readReferrer,
  saveReferrer,
} from './signup-attribution';

describe('join channel', () => {
  it('is "other" for a browser that never saw the partnership page', () => {
    expect(currentJoinChannel()).toBe(JOIN_CHANNEL.other);
  });

  it('is "visited enter" once /enter was seen', () => {
    markEnterVisited();
    expect(currentJoinChannel()).toBe(JOIN_CHANNEL.visitedEnter);
  });

  it('is "app" inside the native app, whatever else happened', () => {
    markEnterVisited();
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      `Mozilla/5.0 (Linux; Android 14) ${APP_USER_AGENT_MARKER}/3.2`,
    );
    expect(currentJoinChannel()).toBe(JOIN_CHANNEL.app);
  });
});

describe('referrer', () => {
  it('keeps a member number from a referral link until cleared', () => {
    saveReferrer('1234');
    expect(readReferrer()).toBe(1234);
    clearReferrer();
    expect(readReferrer()).toBeUndefined();
  });

  it('ignores anything that is not a member number', () => {
    for (const hunter of ['abc', '0', '-3', '12.5', '12345678901']) saveReferrer(hunter);
    expect(readReferrer()).toBeUndefined();
  });
});
