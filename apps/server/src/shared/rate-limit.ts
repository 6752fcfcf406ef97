/**
 * Per-address limits kept in the database, so every instance behind a load balancer shares them.
 * The address is stored as a keyed hash: a client address is personal data and never needed in clear.
 */
import { createHmac } from 'node:crypto';
import { ERROR_CODES } from '@partner-portal/contract/envelopes';
import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { rateLimitHits } from '../db/tables/auth.js';
import type { Clock } from './clock.js';
import { HttpProblem } from './problems.js';

export interface AddressLimit {
  bucket: string;
  limit: number;
  windowMinutes: number;
  message: string;
}

export function createAddressLimiter(db: Database, clock: Clock, secret: string) {
  const hashAddress = (address: string) => createHmac('sha256', secret).update(address).digest('base64url');

  return {
    /** Records one hit for the address, refusing with 429 once the window's limit is reached. */
    async hit(rule: AddressLimit, address: string): Promise<void> {
      const keyHash = hashAddress(address);
      const now = clock.now();
      const since = new Date(now.getTime() - rule.windowMinutes * 60_000);
      const [row] = await db
        .select({ hits: count() })
        .from(rateLimitHits)
        .where(
          and(
            eq(rateLimitHits.bucket, rule.bucket),
            eq(rateLimitHits.keyHash, keyHash),
            gt(rateLimitHits.hitAt, since),
          ),
        );
      if ((row?.hits ?? 0) >= rule.limit) {
        throw new HttpProblem(429, ERROR_CODES.tooManyRequests, rule.message, undefined, {
          'retry-after': String(rule.windowMinutes * 60),
        });
      }
      await db.insert(rateLimitHits).values({ bucket: rule.bucket, keyHash, hitAt: now });
    },

    /** Drops hits older than a day; any instance may run it. */
    async purge(): Promise<void> {
      await db
        .delete(rateLimitHits)
        .where(lt(rateLimitHits.hitAt, new Date(clock.now().getTime() - 86_400_000)));
    },
  };
}

export type AddressLimiter = ReturnType<typeof createAddressLimiter>;
