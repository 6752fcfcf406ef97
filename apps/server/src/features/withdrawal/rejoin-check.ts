/**
 * The re-join check of spec §9: a withdrawn account keeps only keyed hashes (shared/rejoin-hash.ts)
 * of the CEO's DI and the business number, for 5 years. The same person
 * or business signing up again within that time may: the new account starts empty and is linked to
 * the withdrawal for staff's 재가입 심사 (privacy policy 제3조).
 */
import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { withdrawnAccounts } from '../../db/tables/retention.js';
import type { RejoinHash } from '../../shared/rejoin-hash.js';

/** Links the newest earlier withdrawal of this person or business to the new member; whether there was one. */
export async function linkRejoin(
  tx: Database,
  hash: RejoinHash,
  person: { di: string; bizNo: string },
  memberNo: number,
  at: Date,
): Promise<boolean> {
  const [earlier] = await tx
    .select({ no: withdrawnAccounts.withdrawalNo })
    .from(withdrawnAccounts)
    .where(
      and(
        isNull(withdrawnAccounts.rejoinedMemberNo),
        or(
          eq(withdrawnAccounts.identityHash, hash('di', person.di)),
          eq(withdrawnAccounts.bizNoHash, hash('biz', person.bizNo)),
        ),
      ),
    )
    .orderBy(desc(withdrawnAccounts.withdrawnAt))
    .limit(1);
  if (!earlier) return false;
  await tx
    .update(withdrawnAccounts)
    .set({ rejoinedMemberNo: memberNo, rejoinedAt: at })
    .where(eq(withdrawnAccounts.withdrawalNo, earlier.no));
  return true;
}

/** Retention: withdrawals older than `cutoff` (5 years) are forgotten; the same person then joins as anyone new. */
export async function destroyWithdrawnAccountsBefore(db: Database, cutoff: Date): Promise<number> {
  const gone = await db
    .delete(withdrawnAccounts)
    .where(lt(withdrawnAccounts.withdrawnAt, cutoff))
    .returning({ no: withdrawnAccounts.withdrawalNo });
  return gone.length;
}
