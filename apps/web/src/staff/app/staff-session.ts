/**
 * The staff member's session: an access token kept in this tab only (sessionStorage), never beside the
 * partner session. It ends at its expiry, at 로그아웃, or when the server refuses the token.
 */
import { useSyncExternalStore } from 'react';

const KEY = 'staff-session';

interface StaffSession {
  token: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function read(): StaffSession | null {
  try {
    const session = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as StaffSession | null;
    return session && session.expiresAt > Date.now() ? session : null;
  } catch {
    return null;
  }
}

export const readStaffToken = (): string | null => read()?.token ?? null;

export function startStaffSession(token: string, expiresInSeconds: number): void {
  sessionStorage.setItem(KEY, JSON.stringify({ token, expiresAt: Date.now() + expiresInSeconds * 1000 }));
  notify();
}

export function endStaffSession(): void {
  sessionStorage.removeItem(KEY);
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a staff member is signed in; re-renders when the session starts or ends. */
export const useStaffSignedIn = (): boolean =>
  useSyncExternalStore(subscribe, () => readStaffToken() !== null);
