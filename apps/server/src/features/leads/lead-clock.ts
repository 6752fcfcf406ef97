/**
 * The response clock of a lead: due 4 business hours after receipt (business-hours.ts), computed
 * again at each answer so the minutes left are the server's, never a browser's.
 */
import type { ResponseClock } from '@partner-portal/contract/leads-api';
import { RESPONSE_LIMIT_BUSINESS_HOURS, type LeadStatus } from '@partner-portal/contract/leads-constants';
import { addBusinessMinutes, businessMinutesBetween } from './business-hours.js';
import { loadHolidays } from '../../shared/holiday-calendar.js';

export const HOLIDAYS = loadHolidays();
export const RESPONSE_LIMIT_MINUTES = RESPONSE_LIMIT_BUSINESS_HOURS * 60;

export const dueAtOf = (receivedAt: Date): Date =>
  addBusinessMinutes(HOLIDAYS, receivedAt, RESPONSE_LIMIT_MINUTES);

/** Business minutes from receipt to a first response at `at`. */
export const responseMinutesOf = (receivedAt: Date, at: Date): number =>
  businessMinutesBetween(HOLIDAYS, receivedAt, at);

/** Business minutes until `due` (negative once past it). */
export const businessMinutesLeft = (due: Date, now: Date): number =>
  now < due ? businessMinutesBetween(HOLIDAYS, now, due) : -businessMinutesBetween(HOLIDAYS, due, now);

export function responseClock(
  lead: {
    status: LeadStatus;
    dueAt: Date;
    firstResponseAt: Date | null;
    firstResponseMinutes: number | null;
  },
  now: Date,
): ResponseClock {
  const answered = lead.firstResponseAt !== null;
  // Only a lead still waiting for its first answer has time left; an expired one has none.
  const left = !answered && lead.status === 'new' ? businessMinutesLeft(lead.dueAt, now) : null;
  return {
    due_at: lead.dueAt.toISOString(),
    business_minutes_left: left,
    first_response_at: lead.firstResponseAt?.toISOString() ?? null,
    first_response_business_minutes: lead.firstResponseMinutes,
    on_time: answered
      ? (lead.firstResponseMinutes ?? 0) <= RESPONSE_LIMIT_MINUTES
      : left !== null && left > 0,
  };
}
