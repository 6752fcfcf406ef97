/**
 * What partners see of service inspections, read on every partner call: the open and upcoming
 * inspections, kept in memory for a few seconds per process (PostgreSQL stays the truth, so several
 * instances agree within that time; this process forgets its copy at once when its staff change one).
 * The status itself is computed from the copy with the clock on each call, so a window opens and
 * closes on its exact instant.
 */
import { CUSTOMER_SERVICE } from '@partner-portal/contract/constants';
import type { InspectionStatus } from '@partner-portal/contract/inspection-constants';
import { and, asc, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { serviceInspections } from '../../db/tables/inspections.js';
import type { Clock } from '../../shared/clock.js';

/** How long a process trusts its copy of the inspections before reading them again. */
export const INSPECTION_CACHE_MS = 3_000;

export type InspectionRecord = typeof serviceInspections.$inferSelect;

export interface InspectionNow {
  status: InspectionStatus['status'];
  inspection: InspectionRecord | null;
}

export interface InspectionStatusSource {
  /** The running inspection, else the announced one, at the clock's now. */
  current(): Promise<InspectionNow>;
  /** After a change in this process: read the table again on the next call. */
  forget(): void;
}

export function inspectionStatusSource(db: Database, clock: Clock): InspectionStatusSource {
  let kept: { rows: InspectionRecord[]; from: number; until: number } | undefined;
  let generation = 0;

  async function rows(now: Date): Promise<InspectionRecord[]> {
    // A copy read at a later time than `now` (a clock set back) is not trusted either.
    if (kept && kept.from <= now.getTime() && now.getTime() < kept.until) return kept.rows;
    const readIn = generation;
    const fresh = await db
      .select()
      .from(serviceInspections)
      .where(and(isNull(serviceInspections.cancelledAt), gt(serviceInspections.endAt, now)))
      .orderBy(asc(serviceInspections.startAt))
      .limit(20);
    // A change made while this read was under way wins: keep only what was read after it.
    if (readIn === generation)
      kept = { rows: fresh, from: now.getTime(), until: now.getTime() + INSPECTION_CACHE_MS };
    return fresh;
  }

  return {
    async current() {
      const now = clock.now();
      const open = (await rows(now)).filter((row) => row.endAt > now);
      const running = open.find((row) => row.startAt <= now);
      if (running) return { status: 'running', inspection: running };
      const announced = open.find((row) => row.announceFrom <= now);
      return announced
        ? { status: 'announced', inspection: announced }
        : { status: 'none', inspection: null };
    },
    forget() {
      generation += 1;
      kept = undefined;
    },
  };
}

export function statusAnswer({ status, inspection }: InspectionNow): InspectionStatus {
  return {
    status,
    start: inspection?.startAt.toISOString() ?? null,
    end: inspection?.endAt.toISOString() ?? null,
    message: inspection?.message ?? null,
    image: inspection?.imageUrl ?? null,
    allow_reads: inspection?.allowReads ?? true,
    customer_service_hours: CUSTOMER_SERVICE.hours,
  };
}
