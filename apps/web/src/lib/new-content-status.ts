/**
 * The sidebar's "new" badges (spec §4): the newest notice, event or promotion is new while it is
 * under 8 days old and the partner has not yet seen it. What was seen is kept in the
 * new-event-status cookie (spec §3), one number per kind: the newest item the partner has seen.
 */
import { NEW_BADGE_WINDOW_DAYS } from '@partner-portal/contract/constants';
import { readCookie, writeCookie } from './cookies';
import { setUiState, type UiState } from './ui-store';

export type NewContentKind = 'notice' | 'event' | 'promotion';

const COOKIE = 'newEventStatus';
const FLAG: Record<NewContentKind, keyof Pick<UiState, 'newNotice' | 'newEvent' | 'newPromotion'>> = {
  notice: 'newNotice',
  event: 'newEvent',
  promotion: 'newPromotion',
};
const DAY_MS = 86_400_000;

function readSeen(): Partial<Record<NewContentKind, number>> {
  const seen: Partial<Record<NewContentKind, number>> = {};
  for (const part of (readCookie(COOKIE) ?? '').split('|')) {
    const [kind, no] = part.split(':');
    if ((kind === 'notice' || kind === 'event' || kind === 'promotion') && /^\d+$/.test(no ?? ''))
      seen[kind] = Number(no);
  }
  return seen;
}

/** Under 8 days old: the "new" mark of a list row, and half of a badge. */
export const isRecent = (isoDate: string, now = new Date()): boolean =>
  now.getTime() - new Date(isoDate).getTime() < NEW_BADGE_WINDOW_DAYS * DAY_MS;

/** The newest item is recent and not yet seen. */
export const isUnseenNew = (
  kind: NewContentKind,
  newest: { no: number; date: string } | undefined,
  now = new Date(),
): boolean => newest !== undefined && isRecent(newest.date, now) && readSeen()[kind] !== newest.no;

/** Updates a badge from the newest item. */
export function showBadge(kind: NewContentKind, newest: { no: number; date: string } | undefined): void {
  setUiState({ [FLAG[kind]]: isUnseenNew(kind, newest) });
}

/** The partner has seen the newest item of a kind: its badge goes until a newer one comes. */
export function markSeen(kind: NewContentKind, no: number): void {
  const seen = { ...readSeen(), [kind]: no };
  const value = Object.entries(seen)
    .map(([k, n]) => `${k}:${n}`)
    .join('|');
  writeCookie(COOKIE, value, { expires: new Date(Date.now() + 365 * DAY_MS) });
  setUiState({ [FLAG[kind]]: false });
}
