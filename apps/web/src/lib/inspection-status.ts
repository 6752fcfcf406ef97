/**
 * Guard step 1 (spec §4): the service inspection status, asked before navigations and kept in session
 * storage as the spec says. The kept answer serves for 30 seconds; a status call that fails or takes
 * longer than a moment never holds a navigation up (fail open: the last kept answer, else none).
 * Plain fetch, no schema library and no query cache: the guard also runs on the entry pages.
 */
import { API_TIMEOUT_MS } from '@partner-portal/contract/constants';
import {
  INSPECTION_SERVICE_PATHS,
  INSPECTION_STATUSES,
  type InspectionStatus,
} from '@partner-portal/contract/inspection-constants';
import { env } from './env';
import { readStorageJson, writeStorage } from './storage';

const KEY = 'serviceInspection';
/** How long a kept answer serves the guard before it asks again. */
export const INSPECTION_STATUS_FRESH_MS = 30_000;
/** How long the guard waits for the status before letting the navigation through. */
export const INSPECTION_STATUS_WAIT_MS = 1_500;

interface Kept {
  status: InspectionStatus;
  checkedAt: number;
}

const isStatus = (value: unknown): value is InspectionStatus => {
  const v = value as Partial<InspectionStatus> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    (INSPECTION_STATUSES as readonly unknown[]).includes(v.status) &&
    (v.end === null || typeof v.end === 'string') &&
    typeof v.allow_reads === 'boolean'
  );
};

/** The server's last answer since this page loaded (a kept one may come from an earlier page). */
let answeredHere: Kept | null = null;

export function readKeptInspection(): Kept | null {
  const kept = readStorageJson('session', KEY) as Partial<Kept> | null;
  return kept && typeof kept.checkedAt === 'number' && isStatus(kept.status) ? (kept as Kept) : null;
}

export function keepInspectionStatus(status: InspectionStatus, now = Date.now()): void {
  writeStorage('session', KEY, JSON.stringify({ status, checkedAt: now } satisfies Kept));
}

/** After the server refused a call for an inspection: the next navigation asks again. */
export function forgetInspectionStatus(): void {
  writeStorage('session', KEY, null);
  answeredHere = null;
}

/** The status call itself (the service group, no token); rejects on anything but a valid answer. */
export async function fetchInspectionStatus(signal?: AbortSignal): Promise<InspectionStatus> {
  const base = env.serviceApi.replace(/\/+$/, '');
  const response = await fetch(`${base}${INSPECTION_SERVICE_PATHS.status}`, {
    headers: { Accept: 'application/json' },
    signal: signal ?? AbortSignal.timeout(API_TIMEOUT_MS),
  });
  const body = (await response.json()) as { return_code?: number; data?: unknown };
  if (!response.ok || body.return_code !== 0 || !isStatus(body.data)) {
    throw new Error(`inspection status: HTTP ${response.status}`);
  }
  return body.data;
}

/** Asks the server and keeps the answer. */
export async function refreshInspectionStatus(signal?: AbortSignal): Promise<InspectionStatus> {
  const status = await fetchInspectionStatus(signal);
  keepInspectionStatus(status);
  answeredHere = { status, checkedAt: Date.now() };
  return status;
}

/**
 * The server's answer of this page's lifetime, for the screens: the guard's call on the first
 * navigation serves them too, while a kept answer from an earlier page does not (on a new page the
 * screens show the server's word, the guard may go by the kept one).
 */
export const inspectionAnsweredHere = (): Kept | null => answeredHere;

/** Whether `status` says an inspection runs at `now` (a kept answer may have outlived its end). */
export function inspectionRunning(status: InspectionStatus | null, now = Date.now()): boolean {
  return status?.status === 'running' && (status.end === null || Date.parse(status.end) > now);
}

/** What the guard goes by: the kept answer while fresh, else the server's, else the kept one, else none. */
export async function currentInspection(now = Date.now()): Promise<InspectionStatus | null> {
  const kept = readKeptInspection();
  if (kept && now - kept.checkedAt >= 0 && now - kept.checkedAt < INSPECTION_STATUS_FRESH_MS)
    return kept.status;
  try {
    return await refreshInspectionStatus(AbortSignal.timeout(INSPECTION_STATUS_WAIT_MS));
  } catch {
    return kept?.status ?? null;
  }
}
