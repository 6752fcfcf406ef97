/**
 * Per-address limits kept in the database, so every instance behind a load balancer shares them:
 * a counter per address and fixed window (of the rule's minutes).
 * The address is stored as a keyed hash: a client address is personal data and never needed in clear.
 */
import { ERROR_CODES } from '@partner-portal/contract/api-constants';
import { createHmac } from 'node:crypto';
import { LOGIN_THROTTLE } from '@partner-portal/contract/constants';
import { httpErrorSchema } from '@partner-portal/contract/envelopes';
import { lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { rateLimitWindows } from '../db/tables/auth.js';
import type { Clock } from './clock.js';
import { HttpProblem } from './problems.js';

export interface AddressLimit {
  bucket: string;
  limit: number;
  windowMinutes: number;
  message: string;
}

/** A client address is personal data: it is stored only as this keyed hash. */
export const hashAddress = (secret: string, address: string) =>
  createHmac('sha256', secret).update(address).digest('base64url');

export function createAddressLimiter(db: Database, clock: Clock, secret: string) {
  return {
    /** Records one hit for the address, refusing with 429 once the window's limit is reached. */
    async hit(rule: AddressLimit, address: string): Promise<void> {
      const windowMs = rule.windowMinutes * 60_000;
      const now = clock.now().getTime();
      const windowStart = new Date(now - (now % windowMs));
      // Counted and read in one statement: parallel requests each see their own count.
      const [row] = await db
        .insert(rateLimitWindows)
        .values({ bucket: rule.bucket, keyHash: hashAddress(secret, address), windowStart, hits: 1 })
        .onConflictDoUpdate({
          target: [rateLimitWindows.bucket, rateLimitWindows.keyHash, rateLimitWindows.windowStart],
          set: { hits: sql`${rateLimitWindows.hits} + 1` },
        })
        .returning({ hits: rateLimitWindows.hits });
      if ((row?.hits ?? 0) > rule.limit) {
        const secondsLeft = Math.ceil((windowStart.getTime() + windowMs - now) / 1000);
        throw new HttpProblem(429, ERROR_CODES.tooManyRequests, rule.message, undefined, {
          'retry-after': String(secondsLeft),
        });
      }
    },

    /** Drops hits older than a day; any instance may run it. */
    async purge(): Promise<void> {
      await db
        .delete(rateLimitWindows)
        .where(lt(rateLimitWindows.windowStart, new Date(clock.now().getTime() - 86_400_000)));
    },
  };
}

export type AddressLimiter = ReturnType<typeof createAddressLimiter>;

/** A route's own limit per client address, in the login throttle's window unless it names another. */
export type RouteAddressLimit = Omit<AddressLimit, 'windowMinutes'> & { windowMinutes?: number };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Counted for the client's address before the handler runs (after validation); past it, a Korean 429. */
    addressLimit?: RouteAddressLimit;
  }
}

/**
 * One hook for every per-address limit a route declares (`config.addressLimit`), and its 429 in the
 * route's documented answers: the routes say what they allow, not how it is counted.
 */
export function registerAddressLimits(app: FastifyInstance, limiter: AddressLimiter): void {
  app.addHook('onRoute', (route) => {
    const rule = route.config?.addressLimit;
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if (rule && response) response[429] ??= httpErrorSchema.describe(`${rule.message} (주소별 한도)`);
  });
  app.addHook('preHandler', async (request) => {
    const rule = request.routeOptions.config.addressLimit;
    if (rule) {
      await limiter.hit({ windowMinutes: LOGIN_THROTTLE.windowMinutes, ...rule }, request.ip);
    }
  });
}
