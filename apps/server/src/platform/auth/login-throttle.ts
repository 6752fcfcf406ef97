/**
 * Login throttling kept in the database, shared by every instance. No hard lock on an account: a
 * stranger guessing a partner's password on purpose would otherwise lock the partner out.
 * - Per (account, client address): after a few failures each next attempt waits, the wait
 *   doubling with every further failure up to 15 minutes; the owner at another address is untouched.
 * - Per account, all addresses together: a ceiling against distributed guessing that only slows
 *   (a minute at most).
 * Every attempt is counted before its password is checked, in the statement that checks the wait,
 * so parallel guesses cannot pass on one count; a success takes its attempt back.
 */
import { LOGIN_THROTTLE as T } from '@partner-portal/contract/constants';
import { ERROR_CODES } from '@partner-portal/contract/api-constants';
import { and, eq, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { loginBackoffs } from '../../db/tables/auth.js';
import type { Clock } from '../../shared/clock.js';
import { HttpProblem } from '../../shared/problems.js';
import { hashAddress } from '../../shared/rate-limit.js';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

interface BackoffRule {
  source: string;
  freeFailures: number;
  firstWaitSeconds: number;
  maxWaitSeconds: number;
  forgetMinutes: number;
  message: (wait: string) => string;
}

/** The source of the account-wide row (an address hash is base64url, never `*`). */
const ALL_ADDRESSES = '*';
const MINUTE = 60_000;

/** "30초", "2분", "15분": the wait a refused person reads. */
export function koreanWait(seconds: number): string {
  return seconds < 60 ? `${seconds}초` : `${Math.ceil(seconds / 60)}분`;
}

export function createLoginThrottle(db: Database, clock: Clock, secret: string) {
  const pairRule = (address: string): BackoffRule => ({
    source: hashAddress(secret, address),
    freeFailures: T.pairFreeFailures,
    firstWaitSeconds: T.pairFirstWaitSeconds,
    maxWaitSeconds: T.pairMaxWaitSeconds,
    forgetMinutes: T.pairForgetMinutes,
    message: (wait) =>
      `로그인에 여러 번 실패하여 로그인이 잠시 제한되었습니다. ${wait} 후에 다시 시도해주세요.`,
  });
  const accountRule: BackoffRule = {
    source: ALL_ADDRESSES,
    freeFailures: T.accountFreeFailures,
    firstWaitSeconds: T.accountFirstWaitSeconds,
    maxWaitSeconds: T.accountMaxWaitSeconds,
    forgetMinutes: T.windowMinutes,
    message: (wait) => `이 계정에 로그인 시도가 많아 잠시 제한되었습니다. ${wait} 후에 다시 시도해주세요.`,
  };

  /** Counts one attempt unless the source must still wait; false when it must. */
  async function count(tx: Transaction, account: string, rule: BackoffRule, now: Date): Promise<boolean> {
    const at = sql`${now.toISOString()}::timestamptz`;
    const nextAttempt = (failures: SQL) =>
      sql`case when ${failures} >= ${rule.freeFailures}::int then ${at} + make_interval(secs => least(
        ${rule.firstWaitSeconds}::int * power(2, ${failures} - ${rule.freeFailures}::int),
        ${rule.maxWaitSeconds}::int)) end`;
    const forgetBefore = new Date(now.getTime() - rule.forgetMinutes * MINUTE).toISOString();
    const failures = sql`case when ${loginBackoffs.lastAttemptAt} < ${forgetBefore}::timestamptz then 1
      else ${loginBackoffs.failures} + 1 end`;
    const counted = await tx
      .insert(loginBackoffs)
      .values({
        account,
        source: rule.source,
        failures: 1,
        lastAttemptAt: now,
        nextAttemptAt: nextAttempt(sql`1`),
      })
      .onConflictDoUpdate({
        target: [loginBackoffs.account, loginBackoffs.source],
        set: { failures, lastAttemptAt: now, nextAttemptAt: nextAttempt(failures) },
        // A source still waiting is not counted: its row is left alone and nothing is returned.
        setWhere: or(isNull(loginBackoffs.nextAttemptAt), lte(loginBackoffs.nextAttemptAt, now)),
      })
      .returning({ failures: loginBackoffs.failures });
    return counted.length > 0;
  }

  async function refusal(tx: Transaction, account: string, rule: BackoffRule, now: Date) {
    const [row] = await tx
      .select({ nextAttemptAt: loginBackoffs.nextAttemptAt })
      .from(loginBackoffs)
      .where(and(eq(loginBackoffs.account, account), eq(loginBackoffs.source, rule.source)));
    const seconds = Math.max(1, Math.ceil(((row?.nextAttemptAt?.getTime() ?? 0) - now.getTime()) / 1000));
    return new HttpProblem(429, ERROR_CODES.loginBackoff, rule.message(koreanWait(seconds)), undefined, {
      'retry-after': String(seconds),
    });
  }

  const key = (account: string) => account.toLowerCase();

  return {
    /**
     * Counts one attempt on the account from the address before its secret is checked; a 429 with
     * the wait (Retry-After too) when the pair or the account must still wait. A refused attempt
     * counts nowhere: the transaction takes back the pair's count when the account refuses.
     */
    async admit(account: string, address: string): Promise<void> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const pair = pairRule(address);
        if (!(await count(tx, key(account), pair, now))) throw await refusal(tx, key(account), pair, now);
        if (!(await count(tx, key(account), accountRule, now)))
          throw await refusal(tx, key(account), accountRule, now);
      });
    },

    /**
     * The secret was right: the pair's failures are forgotten, and the attempt is taken back from the
     * account-wide count (only failures slow an account: a busy shared login is never slowed).
     */
    async succeeded(account: string, address: string): Promise<void> {
      const ofAccount = eq(loginBackoffs.account, key(account));
      await db.transaction(async (tx) => {
        await tx
          .delete(loginBackoffs)
          .where(and(ofAccount, eq(loginBackoffs.source, pairRule(address).source)));
        const failures = sql`greatest(${loginBackoffs.failures} - 1, 0)`;
        await tx
          .update(loginBackoffs)
          .set({
            failures,
            nextAttemptAt: sql`case when ${failures} >= ${T.accountFreeFailures}::int then ${loginBackoffs.nextAttemptAt} end`,
          })
          .where(and(ofAccount, eq(loginBackoffs.source, ALL_ADDRESSES)));
      });
    },

    /** After an identity-verified password reset or a staff re-enrolment: every wait of the account ends. */
    async clear(account: string): Promise<void> {
      await db.delete(loginBackoffs).where(eq(loginBackoffs.account, key(account)));
    },

    /** Drops rows a day old whose wait is over; any instance may run it. */
    async purge(): Promise<void> {
      const now = clock.now();
      await db
        .delete(loginBackoffs)
        .where(
          and(
            lt(loginBackoffs.lastAttemptAt, new Date(now.getTime() - T.pairForgetMinutes * MINUTE)),
            or(isNull(loginBackoffs.nextAttemptAt), lt(loginBackoffs.nextAttemptAt, now)),
          ),
        );
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
