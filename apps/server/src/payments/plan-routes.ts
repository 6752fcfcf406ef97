/** Plan group (spec §7 "Plan API", no auth): the catalogue and a district's top-exposure slots. */
import { adAvailabilityQuerySchema, PLAN_PATHS, type AdAvailability } from '@partner-portal/contract/plans-api';
import { isValidRegion } from '@partner-portal/contract/reference-data';
import { and, count, eq, gt, isNull, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context.js';
import { adSlotHolds, planProducts } from '../db/schema.js';
import { ok } from '../shared/envelopes.js';
import { notFound } from '../shared/problems.js';
import { listCatalogue, slotPool } from './plan-catalogue.js';
import { seoulDate } from './order-view.js';

export const planRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, clock }) => {
  app.get(PLAN_PATHS.list, async () => ok(await listCatalogue(db)));

  app.get(PLAN_PATHS.adAvailability, { schema: { querystring: adAvailabilityQuerySchema } }, async (request) => {
    const region = request.query;
    if (!isValidRegion(region.sido, region.sigungu)) throw notFound();
    const month = `${seoulDate(clock.now()).slice(0, 7)}-01`;
    const products = await db.select().from(planProducts).where(eq(planProducts.code, 2));
    const taken = async (pool: 'standard' | 'premium') => {
      const [row] = await db
        .select({ n: count() })
        .from(adSlotHolds)
        .where(
          and(
            eq(adSlotHolds.pool, pool),
            eq(adSlotHolds.regionSido, region.sido),
            eq(adSlotHolds.regionSigungu, region.sigungu),
            eq(adSlotHolds.month, month),
            or(isNull(adSlotHolds.expiresAt), gt(adSlotHolds.expiresAt, clock.now())),
          ),
        );
      return row?.n ?? 0;
    };
    const availability: AdAvailability = {
      region,
      products: await Promise.all(
        products.map(async (p) => ({
          product_key: p.productKey,
          ad_code: p.adCode!,
          slots: p.slotsPerDistrict ?? 0,
          remaining: Math.max((p.slotsPerDistrict ?? 0) - (await taken(slotPool(p.adCode!))), 0),
        })),
      ),
    };
    return ok(availability);
  });
};
