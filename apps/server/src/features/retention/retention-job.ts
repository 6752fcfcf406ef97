/**
 * The daily destruction (issue #40 §3, spec §9: within 5 days after retention ends). Each kind of the
 * registry (contract retention-constants.ts) is destroyed by the area that owns it; the first instance
 * to claim the Seoul day runs it, and the audit log gets the counts, never what was destroyed.
 */
import { RETENTION_KINDS, type RetentionKindKey } from '@partner-portal/contract/retention-constants';
import { seoulDate } from '@partner-portal/contract/seoul-time';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { retentionRuns } from '../../db/tables/retention.js';
import { writeAudit } from '../../platform/audit/audit-log.js';
import { destroyLoginRecordsBefore } from '../../platform/auth/login-records.js';
import { destroyIdentityRequestsBefore } from '../../platform/identity/identity-service.js';
import type { Clock } from '../../shared/clock.js';
import { destroyClickEventsBefore } from '../analytics/analytics-service.js';
import { destroyInquiriesBefore } from '../inquiries/inquiry-service.js';
import { destroyPaymentDetailsBefore } from '../orders/order-queries.js';
import { destroyWithdrawnAccountsBefore } from '../withdrawal/rejoin-check.js';

const DESTROYERS: Record<RetentionKindKey, (db: Database, cutoff: Date) => Promise<number>> = {
  clickEvents: destroyClickEventsBefore,
  identityRequests: destroyIdentityRequestsBefore,
  inquiries: destroyInquiriesBefore,
  loginRecords: destroyLoginRecordsBefore,
  paymentRecords: destroyPaymentDetailsBefore,
  withdrawnAccounts: destroyWithdrawnAccountsBefore,
};

/** `months` before `now` (a month end clamps: 31 May − 3 months → 28/29 February). */
export function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now);
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
  cutoff.setUTCDate(Math.min(day, lastDay));
  return cutoff;
}

/** Today's destruction, once across instances: the counts per kind, or undefined when already run. */
export async function runRetention(deps: {
  db: Database;
  clock: Clock;
}): Promise<Record<RetentionKindKey, number> | undefined> {
  const { db, clock } = deps;
  const now = clock.now();
  const runDate = seoulDate(now);
  const [claimed] = await db
    .insert(retentionRuns)
    .values({ runDate, startedAt: now })
    .onConflictDoNothing()
    .returning({ runDate: retentionRuns.runDate });
  if (!claimed) return undefined;
  const counts = {} as Record<RetentionKindKey, number>;
  for (const key of Object.keys(RETENTION_KINDS) as RetentionKindKey[]) {
    counts[key] = await DESTROYERS[key](db, monthsBefore(now, RETENTION_KINDS[key].months));
  }
  await db.transaction(async (tx) => {
    await writeAudit(
      tx,
      { memberNo: null, label: 'system', ip: null, userAgent: null },
      { action: 'retention.destroy', targetType: 'retention', targetId: runDate, after: counts },
      now,
    );
    await tx.update(retentionRuns).set({ finishedAt: clock.now() }).where(eq(retentionRuns.runDate, runDate));
  });
  return counts;
}
