/** Remaining top-exposure slots per district: what the region picker disables and what join checks. */
import { PLAN_CODES } from '@partner-portal/contract/plans-constants';
import type { AdAvailability, AdDistricts, AdProductSlots } from '@partner-portal/contract/plans-api';
import { isValidRegion, REGIONS, WHOLE_REGION } from '@partner-portal/contract/reference-data';
import { and, asc, count, eq, gt, gte, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { adSlotHolds } from '../../db/tables/orders.js';
import { planProducts } from '../../db/tables/plans.js';
import type { Clock } from '../../shared/clock.js';
import { notFound } from '../../shared/problems.js';
import { slotPool } from './plan-catalogue.js';
import { monthsCovered, seoulDate } from '@partner-portal/contract/seoul-time';

/**
 * Slots of every ad product in each district of `sido` (or only `sigungu`). A product bought today
 * covers the months from this one on, so its remaining slots are those of its fullest month.
 */
export async function adSlotsByDistrict(
  db: Database,
  clock: Clock,
  sido: string,
  districts: readonly string[],
): Promise<Map<string, AdProductSlots[]>> {
  const now = clock.now();
  const today = seoulDate(now);
  const products = await db
    .select()
    .from(planProducts)
    .where(and(eq(planProducts.code, PLAN_CODES.ad), eq(planProducts.active, true)))
    .orderBy(asc(planProducts.tierOrder));
  const taken = await db
    .select({
      sigungu: adSlotHolds.regionSigungu,
      pool: adSlotHolds.pool,
      month: adSlotHolds.month,
      n: count(),
    })
    .from(adSlotHolds)
    .where(
      and(
        eq(adSlotHolds.regionSido, sido),
        gte(adSlotHolds.month, `${today.slice(0, 7)}-01`),
        or(isNull(adSlotHolds.expiresAt), gt(adSlotHolds.expiresAt, now)),
      ),
    )
    .groupBy(adSlotHolds.regionSigungu, adSlotHolds.pool, adSlotHolds.month);
  const takenIn = (sigungu: string, pool: string, month: string) =>
    taken.find((row) => row.sigungu === sigungu && row.pool === pool && row.month === month)?.n ?? 0;

  return new Map(
    districts.map((sigungu) => [
      sigungu,
      products.map((product) => {
        const slots = product.slotsPerDistrict ?? 0;
        const pool = slotPool(product.adCode!);
        const fullest = Math.max(
          ...monthsCovered(today, product.periodMonths).map((month) => takenIn(sigungu, pool, month)),
        );
        return {
          product_key: product.productKey,
          ad_code: product.adCode!,
          slots,
          remaining: Math.max(slots - fullest, 0),
        };
      }),
    ]),
  );
}

/** Remaining slots of one district; an unknown district (or the whole 시/도) is not found. */
export async function adAvailability(
  db: Database,
  clock: Clock,
  region: { sido: string; sigungu: string },
): Promise<AdAvailability> {
  if (region.sigungu === WHOLE_REGION || !isValidRegion(region.sido, region.sigungu)) throw notFound();
  const slots = await adSlotsByDistrict(db, clock, region.sido, [region.sigungu]);
  return { region, products: slots.get(region.sigungu)! };
}

/** Remaining slots of every district of a 시/도 (the region picker). */
export async function adDistricts(db: Database, clock: Clock, sido: string): Promise<AdDistricts> {
  const region = REGIONS.find((r) => r.name === sido);
  if (!region) throw notFound();
  const slots = await adSlotsByDistrict(db, clock, region.name, region.districts);
  return {
    sido: region.name,
    districts: region.districts.map((sigungu) => ({ sigungu, products: slots.get(sigungu)! })),
  };
}
