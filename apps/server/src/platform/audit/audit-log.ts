/**
 * The append-only audit log (GitLab's audit events are the model): who did what to which record,
 * its state before and after, when, from which address and user agent. Callers write the entry with
 * the transaction that makes the change, so a change and its entry commit or fail together.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { auditLog } from '../../db/tables/staff.js';

/** Who acts: a staff member (or, for a failed sign-in, only the name typed) and where from. */
export interface AuditActor {
  memberNo: number | null;
  /** The member id, or what was typed at a failed sign-in, or `system` for the command line. */
  label: string;
  ip: string | null;
  userAgent: string | null;
}

export interface AuditEntry {
  action: string;
  targetType?: string;
  targetId?: string | number;
  before?: unknown;
  after?: unknown;
}

export async function writeAudit(
  db: Database,
  actor: AuditActor,
  entry: AuditEntry,
  at: Date,
): Promise<void> {
  await db.insert(auditLog).values({
    at,
    actorMemberNo: actor.memberNo,
    actorLabel: actor.label,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId === undefined ? null : String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: actor.ip,
    userAgent: actor.userAgent?.slice(0, 400) ?? null,
  });
}

/**
 * What staff did to one record (a desk's history beside the record), in order of time: oldest first
 * for an order's actions, newest first for a partner's suspensions. Only `actions` when given.
 */
export function auditTrailOf(
  db: Database,
  target: { type: string; id: string | number; actions?: string[] },
  order: 'oldest first' | 'newest first',
) {
  const by = order === 'oldest first' ? asc : desc;
  return db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.targetType, target.type),
        eq(auditLog.targetId, String(target.id)),
        target.actions ? inArray(auditLog.action, target.actions) : undefined,
      ),
    )
    .orderBy(by(auditLog.at), by(auditLog.auditId));
}

/** The command line that talks to the database directly (`npm run staff-admin`). */
export const SYSTEM_ACTOR: AuditActor = {
  memberNo: null,
  label: 'system',
  ip: null,
  userAgent: 'staff-admin',
};
