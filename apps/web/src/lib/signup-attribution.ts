/**
 * Where a sign-up came from (spec §9 join channel, §2 /h/{hunter} referrer): whether this browser
 * saw the partnership page, and the referrer's member number until the sign-up is sent.
 */
import { joinChannelCode, type JoinChannel } from '@partner-portal/contract/constants';
import { isAppUserAgent } from './device';
import { readStorage, writeStorage } from './storage';

const ENTER_VISITED_KEY = 'enterVisited';
const REFERRER_KEY = 'hunterNo';

export function markEnterVisited(): void {
  writeStorage('local', ENTER_VISITED_KEY, '1');
}

export function currentJoinChannel(): JoinChannel {
  return joinChannelCode({
    inApp: isAppUserAgent(),
    visitedEnter: readStorage('local', ENTER_VISITED_KEY) === '1',
  });
}

/** Keeps a referrer link's member number; anything but a positive number is ignored. */
export function saveReferrer(hunter: string): void {
  if (/^[1-9]\d{0,9}$/.test(hunter)) writeStorage('session', REFERRER_KEY, hunter);
}

export function readReferrer(): number | undefined {
  const value = readStorage('session', REFERRER_KEY);
  return value === null ? undefined : Number(value);
}

export function clearReferrer(): void {
  writeStorage('session', REFERRER_KEY, null);
}
