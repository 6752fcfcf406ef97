/**
 * What staff do to service inspections: schedule, edit, end now, call off. Two inspections never
 * overlap (checked under a transaction-scoped advisory lock, so two staff members cannot both win);
 * every change is a row of the audit log in the same transaction.
 */
import type { InspectionState, StaffInspectionRow } from '@partner-portal/contract/inspection-api';
import { DEFAULT_ANNOUNCE_DAYS } from '@partner-portal/contract/inspection-constants';
import { ERROR_CODES } from '@partner-portal/contract/api-constants';
import { seoulMinuteText } from '@partner-portal/contract/seoul-time';
import type { z } from 'zod';
import type { staffInspectionInputSchema } from '@partner-portal/contract/inspection-api';
import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { serviceInspections } from '../../db/tables/inspections.js';
import { writeAudit, type AuditActor } from '../../platform/audit/audit-log.js';
import type { Clock } from '../../shared/clock.js';
import { HttpProblem, notFound } from '../../shared/problems.js';
import type { InspectionRecord, InspectionStatusSource } from './inspection-status.js';

export interface InspectionDeps {
  db: Database;
  clock: Clock;
  inspections: InspectionStatusSource;
}

type Input = z.output<typeof staffInspectionInputSchema>;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const DAY_MS = 86_400_000;
/** Serialises the overlap check of concurrent schedules and edits. */
const LOCK_KEY = 727_015;

const conflict = (message: string) => new HttpProblem(409, ERROR_CODES.conflict, message);

export function inspectionState(row: InspectionRecord, now: Date): InspectionState {
  if (row.cancelledAt) return 'cancelled';
  if (row.endAt <= now) return 'ended';
  return row.startAt <= now ? 'running' : 'scheduled';
}

export function staffRow(row: InspectionRecord, now: Date): StaffInspectionRow {
  return {
    id: row.inspectionNo,
    state: inspectionState(row, now),
    start_at: row.startAt.toISOString(),
    end_at: row.endAt.toISOString(),
    announce_from: row.announceFrom.toISOString(),
    message: row.message,
    image_url: row.imageUrl,
    allow_reads: row.allowReads,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
    closed_by: row.closedBy,
    closed_at: row.closedAt?.toISOString() ?? null,
  };
}

export async function listInspections({ db, clock }: InspectionDeps): Promise<StaffInspectionRow[]> {
  const rows = await db
    .select()
    .from(serviceInspections)
    .orderBy(desc(serviceInspections.startAt))
    .limit(200);
  const now = clock.now();
  return rows.map((row) => staffRow(row, now));
}

function windowOf(input: Input, now: Date) {
  const startAt = new Date(input.start_at);
  const endAt = new Date(input.end_at);
  if (endAt <= now) throw conflict('이미 지난 시각에 끝나는 점검은 예약할 수 없습니다.');
  const announceFrom = input.announce_from
    ? new Date(input.announce_from)
    : new Date(startAt.getTime() - DEFAULT_ANNOUNCE_DAYS * DAY_MS);
  return {
    startAt,
    endAt,
    announceFrom,
    message: input.message,
    imageUrl: input.image_url,
    allowReads: input.allow_reads,
  };
}

async function refuseOverlap(tx: Tx, window: { startAt: Date; endAt: Date }, except?: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY})`);
  const [other] = await tx
    .select()
    .from(serviceInspections)
    .where(
      and(
        isNull(serviceInspections.cancelledAt),
        lt(serviceInspections.startAt, window.endAt),
        gt(serviceInspections.endAt, window.startAt),
        except === undefined ? undefined : ne(serviceInspections.inspectionNo, except),
      ),
    )
    .limit(1);
  if (other) {
    throw conflict(
      `같은 시간에 다른 점검(#${other.inspectionNo}, ${seoulMinuteText(other.startAt)} ~ ${seoulMinuteText(other.endAt)})이 있습니다. 시간을 겹치지 않게 정해주세요.`,
    );
  }
}

export async function scheduleInspection(
  deps: InspectionDeps,
  actor: AuditActor,
  input: Input,
): Promise<StaffInspectionRow> {
  const now = deps.clock.now();
  const window = windowOf(input, now);
  const created = await deps.db.transaction(async (tx) => {
    await refuseOverlap(tx, window);
    const [row] = await tx
      .insert(serviceInspections)
      .values({
        ...window,
        createdByMemberNo: actor.memberNo,
        createdBy: actor.label,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const after = staffRow(row!, now);
    await writeAudit(
      tx,
      actor,
      { action: 'inspection_schedule', targetType: 'inspection', targetId: after.id, after },
      now,
    );
    return after;
  });
  deps.inspections.forget();
  return created;
}

/** Runs `change` on the row locked for update, with its audit entry; refuses closed inspections. */
async function changeInspection(
  deps: InspectionDeps,
  actor: AuditActor,
  id: number,
  action: 'inspection_update' | 'inspection_end' | 'inspection_cancel',
  change: (
    tx: Tx,
    row: InspectionRecord,
    state: InspectionState,
    now: Date,
  ) => Promise<Partial<InspectionRecord>>,
): Promise<StaffInspectionRow> {
  const now = deps.clock.now();
  const changed = await deps.db.transaction(async (tx) => {
    const [old] = await tx
      .select()
      .from(serviceInspections)
      .where(eq(serviceInspections.inspectionNo, id))
      .for('update');
    if (!old) throw notFound();
    const state = inspectionState(old, now);
    if (state === 'ended' || state === 'cancelled')
      throw conflict(`이미 ${state === 'ended' ? '끝난' : '취소된'} 점검입니다.`);
    const set = await change(tx, old, state, now);
    const [row] = await tx
      .update(serviceInspections)
      .set({ ...set, updatedAt: now })
      .where(eq(serviceInspections.inspectionNo, id))
      .returning();
    const before = staffRow(old, now);
    const after = staffRow(row!, now);
    await writeAudit(tx, actor, { action, targetType: 'inspection', targetId: id, before, after }, now);
    return after;
  });
  deps.inspections.forget();
  return changed;
}

export const updateInspection = (deps: InspectionDeps, actor: AuditActor, id: number, input: Input) =>
  changeInspection(deps, actor, id, 'inspection_update', async (tx, _row, _state, now) => {
    const window = windowOf(input, now);
    await refuseOverlap(tx, window, id);
    return window;
  });

export const endInspection = (deps: InspectionDeps, actor: AuditActor, id: number) =>
  changeInspection(deps, actor, id, 'inspection_end', async (_tx, row, state, now) => {
    if (state !== 'running') throw conflict('아직 시작하지 않은 점검입니다. 종료 대신 취소해주세요.');
    // The window keeps its positive length even when ended in the very millisecond it began.
    const endAt = new Date(Math.max(now.getTime(), row.startAt.getTime() + 1));
    return { endAt, closedAt: now, closedBy: actor.label };
  });

export const cancelInspection = (deps: InspectionDeps, actor: AuditActor, id: number) =>
  changeInspection(deps, actor, id, 'inspection_cancel', async (_tx, _row, state, now) => {
    if (state !== 'scheduled') throw conflict('진행 중인 점검은 취소할 수 없습니다. 지금 종료해주세요.');
    return { cancelledAt: now, closedAt: now, closedBy: actor.label };
  });
