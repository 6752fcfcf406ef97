/**
 * Service inspection constants without zod (the guard runs on the entry pages, which load no schema
 * library): the status path, the staff paths, and the Korean texts the server and the SPA share.
 */
import type { CUSTOMER_SERVICE } from './constants.js';
import { seoulMinuteText } from './seoul-time.js';

/** Service group (no auth): the status the guard asks before every navigation. */
export const INSPECTION_SERVICE_PATHS = {
  status: '/inspection/status',
} as const;

/** Staff group (`/staff-api`), operations and admin roles. */
export const STAFF_INSPECTION_PATHS = {
  list: '/inspections',
  item: '/inspections/:id',
  /** A running inspection ends now. */
  end: '/inspections/:id/end',
  /** A scheduled inspection that has not started is called off. */
  cancel: '/inspections/:id/cancel',
  /** The notice image, through the content image pipeline. */
  images: '/inspections/images',
} as const;

export const inspectionPath = (template: string, id: number | string) =>
  template.replace(':id', encodeURIComponent(String(id)));

/** Days before its start an inspection is announced when staff name no time. */
export const DEFAULT_ANNOUNCE_DAYS = 3;

/** The HTTP status of a call refused during an inspection (its `code` is ERROR_CODES.unavailable). */
export const INSPECTION_HTTP_STATUS = 503;

export const INSPECTION_STATUSES = ['none', 'announced', 'running'] as const;
export type InspectionStatusKind = (typeof INSPECTION_STATUSES)[number];

/** What the status call answers (the zod schema is `inspectionStatusSchema`). */
export interface InspectionStatus {
  status: InspectionStatusKind;
  /** ISO instants (UTC); null when there is none. */
  start: string | null;
  end: string | null;
  message: string | null;
  /** An `/uploads/…` address, or null. */
  image: string | null;
  /** Whether partners may read (look up) while it runs; writes are refused either way. */
  allow_reads: boolean;
  customer_service_hours: typeof CUSTOMER_SERVICE.hours;
}

/** The Korean message of a call refused while an inspection runs until `end`. */
export const inspectionRefusalMessage = (end: Date) =>
  `서비스 점검 중입니다. ${seoulMinuteText(end)} 이후 다시 이용해주세요.`;
