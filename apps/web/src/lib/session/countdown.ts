/**
 * The top bar's session countdown (spec §4): 60 minutes from the last partner API call. The
 * remaining time is computed from the last activity, so a throttled background timer stays right.
 */
import { SESSION_COUNTDOWN_SECONDS } from '@partner-portal/contract/constants';

let lastActivity = Date.now();
const listeners = new Set<() => void>();

export function markActivity(now = Date.now()): void {
  lastActivity = now;
  listeners.forEach((listener) => listener());
}

export const getLastActivity = (): number => lastActivity;

export function subscribeActivity(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function remainingSeconds(lastActivityMs: number, nowMs: number): number {
  const elapsed = Math.floor((nowMs - lastActivityMs) / 1000);
  return Math.min(SESSION_COUNTDOWN_SECONDS, Math.max(0, SESSION_COUNTDOWN_SECONDS - elapsed));
}

/** 3599 → "59:59" */
export function formatCountdown(seconds: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}
