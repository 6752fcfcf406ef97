/**
 * The sidebar's "new" badges (spec §4): the newest notice, event or promotion is new while it is
 * under 8 days old and the partner has not yet seen it. What was seen is kept in the
 * new-event-status cookie (spec §3), one number per kind: the newest item the partner has seen.
 *
 * A badge is worked out while rendering, from the newest item and the cookie, not kept as a flag
 * that an effect sets after the page has rendered: the server renders signed-in pages, and it has
 * the cookie (web-app/spa.ts hands it to the page worker) but runs no effects, so a flag there was
 * always "no badge", whatever the partner had seen.
 */
import { NEW_CONTENT_COOKIE } from '@partner-portal/contract/api-constants';
import { NEW_BADGE_WINDOW_DAYS } from '@partner-portal/contract/constants';
import type { MenuBadge } from '@partner-portal/contract/menu';
import { useSyncExternalStore } from 'react';
import { readCookie, writeCookie } from './cookies';

type Seen = Partial<Record<MenuBadge, number>>;

const DAY_MS = 86_400_000;

function parseSeen(value: string | null): Seen {
  const seen: Seen = {};
  for (const part of (value ?? '').split('|')) {
    const [kind, no] = part.split(':');
    if ((kind === 'notice' || kind === 'event' || kind === 'promotion') && /^\d+$/.test(no ?? ''))
      seen[kind] = Number(no);
  }
  return seen;
}

/** The cookie read once per change of its text, not once per badge and render. */
let cached: { value: string | null; seen: Seen } = { value: null, seen: {} };
function readSeen(): Seen {
  const value = readCookie(NEW_CONTENT_COOKIE);
  if (value !== cached.value) cached = { value, seen: parseSeen(value) };
  return cached.seen;
}

const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Under 8 days old: the "new" mark of a list row, and half of a badge. */
export const isRecent = (isoDate: string, now = new Date()): boolean =>
  now.getTime() - new Date(isoDate).getTime() < NEW_BADGE_WINDOW_DAYS * DAY_MS;

/**
 * Whether a kind's badge shows: its newest item is recent and not yet seen. The server's render
 * reads the same cookie as the browser, so hydration finds the same badges.
 */
export function useUnseenNew(kind: MenuBadge, newest: { no: number; date: string } | undefined): boolean {
  const read = () => readSeen()[kind];
  const seenNo = useSyncExternalStore(subscribe, read, read);
  return newest !== undefined && isRecent(newest.date) && seenNo !== newest.no;
}

/** The partner has seen the newest item of a kind: its badge goes until a newer one comes. */
export function markSeen(kind: MenuBadge, no: number): void {
  const seen = { ...readSeen(), [kind]: no };
  const value = Object.entries(seen)
    .map(([k, n]) => `${k}:${n}`)
    .join('|');
  writeCookie(NEW_CONTENT_COOKIE, value, { expires: new Date(Date.now() + 365 * DAY_MS) });
  listeners.forEach((listener) => listener());
}
