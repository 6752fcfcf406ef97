/** The audit log for admins: filtered by actor, action, target and Seoul dates, newest first, a page at a time. */
import { seoulDayEnd, seoulDayStart } from '@partner-portal/contract/seoul-time';
import type { AuditPage, AuditQuery } from '@partner-portal/contract/staff-api';
import { and, count, desc, eq, gte, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { members } from '../../db/tables/auth.js';
import { auditLog } from '../../db/tables/staff.js';

export async function readAuditLog(db: Database, query: AuditQuery): Promise<AuditPage> {
  const filters: SQL[] = [];
  if (query.actor) {
    // The staff member, however they acted (console or automation token), or what a failed sign-in typed.
    const actor = query.actor.toLowerCase();
    const member = db.select({ no: members.memberNo }).from(members).where(eq(members.memberId, actor));
    filters.push(or(eq(auditLog.actorLabel, actor), inArray(auditLog.actorMemberNo, member))!);
  }
  if (query.action) filters.push(eq(auditLog.action, query.action));
  if (query.target_type) filters.push(eq(auditLog.targetType, query.target_type));
  if (query.target_id) filters.push(eq(auditLog.targetId, query.target_id));
  if (query.from) filters.push(gte(auditLog.at, seoulDayStart(query.from)));
  if (query.to) filters.push(lt(auditLog.at, seoulDayEnd(query.to)));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.auditId))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return {
    total: total?.n ?? 0,
    items: rows.map((row) => ({
      audit_id: row.auditId,
      at: row.at.toISOString(),
      actor_member_no: row.actorMemberNo,
      actor: row.actorLabel,
      action: row.action,
      target_type: row.targetType,
      target_id: row.targetId,
      before: row.before,
      after: row.after,
      ip: row.ip,
      user_agent: row.userAgent,
    })),
  };
}
