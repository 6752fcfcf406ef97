/**
 * Per-account login throttling kept in the database: after 10 consecutive failures within 15
 * minutes the account's logins are refused for 15 minutes, on every instance.
 */
import { LOGIN_THROTTLE } from '@partner-portal/contract/constants';
import { ERROR_CODES } from '@partner-portal/contract/envelopes';
import { and, count, desc, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accountLocks, loginAttempts } from '../../db/tables/auth.js';
import type { Clock } from '../../shared/clock.js';
import { HttpProblem } from '../../shared/problems.js';

const MINUTE = 60_000;

export function createLoginThrottle(db: Database, clock: Clock) {
  return {
    async assertNotLocked(account: string): Promise<void> {
      const [lock] = await db
        .select({ lockedUntil: accountLocks.lockedUntil })
        .from(accountLocks)
        .where(and(eq(accountLocks.account, account), gt(accountLocks.lockedUntil, clock.now())));
      if (!lock) return;
      const minutes = Math.ceil((lock.lockedUntil.getTime() - clock.now().getTime()) / MINUTE);
      throw new HttpProblem(
        429,
        ERROR_CODES.accountLocked,
        `로그인에 ${LOGIN_THROTTLE.accountFailures}회 연속 실패하여 로그인이 제한되었습니다. ${minutes}분 후에 다시 시도해주세요.`,
        undefined,
        { 'retry-after': String(minutes * 60) },
      );
    },

    /** Records a failure; returns how many failures in a row the account now has. */
    async recordFailure(account: string): Promise<number> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        await tx.insert(loginAttempts).values({ account, succeeded: false, attemptedAt: now });
        // "In a row" is by insertion order: the failures after the newest success, within the window.
        const [lastSuccess] = await tx
          .select({ id: loginAttempts.id })
          .from(loginAttempts)
          .where(and(eq(loginAttempts.account, account), eq(loginAttempts.succeeded, true)))
          .orderBy(desc(loginAttempts.id))
          .limit(1);
        const windowStart = new Date(now.getTime() - LOGIN_THROTTLE.windowMinutes * MINUTE);
        const [row] = await tx
          .select({ failures: count() })
          .from(loginAttempts)
          .where(
            and(
              eq(loginAttempts.account, account),
              eq(loginAttempts.succeeded, false),
              gt(loginAttempts.attemptedAt, windowStart),
              gt(loginAttempts.id, lastSuccess?.id ?? 0),
            ),
          );
        const failures = row?.failures ?? 0;
        if (failures >= LOGIN_THROTTLE.accountFailures) {
          const lockedUntil = new Date(now.getTime() + LOGIN_THROTTLE.lockMinutes * MINUTE);
          await tx
            .insert(accountLocks)
            .values({ account, lockedUntil })
            .onConflictDoUpdate({ target: accountLocks.account, set: { lockedUntil } });
        }
        return failures;
      });
    },

    async recordSuccess(account: string): Promise<void> {
      await db.insert(loginAttempts).values({ account, succeeded: true, attemptedAt: clock.now() });
    },

    /** After a verified password reset: the failures so far no longer count and a lock is lifted. */
    async clear(account: string): Promise<void> {
      await db.insert(loginAttempts).values({ account, succeeded: true, attemptedAt: clock.now() });
      await db.delete(accountLocks).where(eq(accountLocks.account, account));
    },

    /** Drops attempts older than a day and expired locks; any instance may run it. */
    async purge(): Promise<void> {
      const dayAgo = new Date(clock.now().getTime() - 86_400_000);
      await db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, dayAgo));
      await db.delete(accountLocks).where(lt(accountLocks.lockedUntil, clock.now()));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
