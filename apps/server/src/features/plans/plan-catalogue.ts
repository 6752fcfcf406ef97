/** The plan catalogue: seeded from `content/plans.json`, read by the plan pages, and the only source of prices. */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { RETURN_CODES } from '@partner-portal/contract/api-constants';
import { PLAN_CODE_LABELS, PLAN_CODES, type PlanCode } from '@partner-portal/contract/plans-constants';
import { vatOf, type PlanCatalogue, type PlanProduct } from '@partner-portal/contract/plans-api';
import type { PriceLine } from '@partner-portal/contract/orders-api';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { planProducts } from '../../db/tables/plans.js';
import type { Clock } from '../../shared/clock.js';
import { Refusal } from '../../shared/problems.js';

const CATALOGUE_FILE = fileURLToPath(new URL('../../../content/plans.json', import.meta.url));

type ProductRow = typeof planProducts.$inferSelect;

interface CatalogueEntry {
  product_key: string;
  code: number;
  name: string;
  tier_order: number;
  price_won: number;
  period_months: number;
  recommend: boolean;
  budget_cap?: number | null;
  customer_budget?: string;
  construction_area?: string;
  active_construction_type?: string;
  construction_types: string[];
  description: string;
  ad_code?: string;
  slots_per_district?: number;
}

/** Adds catalogue products that are missing; a product staff already changed is left as it is. */
export async function seedPlanCatalogue(db: Database): Promise<number> {
  const entries = JSON.parse(await readFile(CATALOGUE_FILE, 'utf8')) as CatalogueEntry[];
  const inserted = await db
    .insert(planProducts)
    .values(
      entries.map((e) => ({
        productKey: e.product_key,
        code: e.code,
        name: e.name,
        tierOrder: e.tier_order,
        priceWon: e.price_won,
        periodMonths: e.period_months,
        recommend: e.recommend,
        budgetCap: e.budget_cap ?? null,
        customerBudget: e.customer_budget ?? null,
        constructionArea: e.construction_area ?? null,
        activeConstructionType: e.active_construction_type ?? null,
        constructionTypes: e.construction_types,
        description: e.description,
        adCode: e.ad_code ?? null,
        slotsPerDistrict: e.slots_per_district ?? null,
      })),
    )
    .onConflictDoNothing({ target: planProducts.productKey })
    .returning({ key: planProducts.productKey });
  return inserted.length;
}

export function toPlanProduct(row: ProductRow): PlanProduct {
  return {
    product_key: row.productKey,
    code: row.code as PlanCode,
    name: row.name,
    tier_order: row.tierOrder,
    price_won: row.priceWon,
    vat_won: vatOf(row.priceWon),
    period_months: row.periodMonths,
    recommend: row.recommend,
    budgetCap: row.budgetCap,
    customerBudget: row.customerBudget,
    constructionArea: row.constructionArea,
    activeConstructionType: row.activeConstructionType,
    constructionTypes: row.constructionTypes,
    description: row.description,
    ad_code: row.adCode,
    slots_per_district: row.slotsPerDistrict,
  };
}

export async function listCatalogue(db: Database): Promise<PlanCatalogue> {
  const rows = await db
    .select()
    .from(planProducts)
    .where(eq(planProducts.active, true))
    .orderBy(asc(planProducts.code), asc(planProducts.tierOrder));
  const codes = Object.values(PLAN_CODES);
  return {
    groups: codes.map((code) => ({
      code,
      label: PLAN_CODE_LABELS[code],
      products: rows.filter((row) => row.code === code).map(toPlanProduct),
    })),
  };
}

/** How long a process answers the plan list from its copy of the catalogue. */
export const CATALOGUE_CACHE_MS = 5_000;

/**
 * The plan list as every plan page asks for it: the catalogue changes only when products are seeded
 * at start or edited in the database, so each process keeps it for CATALOGUE_CACHE_MS (instances
 * agree within that time) instead of reading it on every call.
 */
export function cachedCatalogue(db: Database, clock: Clock): () => Promise<PlanCatalogue> {
  let kept: { catalogue: Promise<PlanCatalogue>; until: number } | undefined;
  return () => {
    const now = clock.now().getTime();
    if (!kept || now >= kept.until || now < kept.until - CATALOGUE_CACHE_MS) {
      const catalogue = listCatalogue(db);
      kept = { catalogue, until: now + CATALOGUE_CACHE_MS };
      // A failed read is not kept: the next call reads again.
      catalogue.catch(() => {
        if (kept?.catalogue === catalogue) kept = undefined;
      });
    }
    return kept.catalogue;
  };
}

export const isAdProduct = (row: Pick<ProductRow, 'code'>) => row.code === PLAN_CODES.ad;
export const slotPool = (adCode: string): 'standard' | 'premium' =>
  adCode.startsWith('ZPP') ? 'premium' : 'standard';

/**
 * Prices the requested items from the catalogue. Amounts a client might send are never read.
 * An ad product needs a district; other products take none; one monthly tier per order.
 */
export async function priceItems(
  db: Database,
  items: { product_key: string; region: { sido: string; sigungu: string } | null }[],
): Promise<{ lines: PriceLine[]; products: ProductRow[] }> {
  const rows = await db.select().from(planProducts).where(eq(planProducts.active, true));
  const products = items.map((item, index) => {
    const row = rows.find((r) => r.productKey === item.product_key);
    if (!row)
      throw new Refusal(
        RETURN_CODES.unknownProduct,
        '판매하지 않는 상품입니다. 요금제를 다시 선택해주세요.',
        `items.${index}.product_key`,
      );
    if (isAdProduct(row) && !item.region)
      throw new Refusal(
        RETURN_CODES.regionRequired,
        '상단노출 광고는 노출할 지역을 선택해주세요.',
        `items.${index}.region`,
      );
    return row;
  });
  if (products.filter((p) => p.code === PLAN_CODES.monthly).length > 1) {
    throw new Refusal(
      RETURN_CODES.oneMonthlyPlan,
      '월정액 플랜은 한 번에 하나만 선택할 수 있습니다.',
      'items',
    );
  }
  const regionKeys = items.map((item, i) =>
    isAdProduct(products[i]!)
      ? `${slotPool(products[i]!.adCode!)}:${item.region!.sido}:${item.region!.sigungu}`
      : `${i}`,
  );
  if (new Set(regionKeys).size !== regionKeys.length) {
    throw new Refusal(
      RETURN_CODES.duplicateAdRegion,
      '같은 지역의 같은 광고 상품이 두 번 선택되었습니다.',
      'items',
    );
  }
  const lines = products.map((row, i) => ({
    product_key: row.productKey,
    name: row.name,
    region: isAdProduct(row) ? items[i]!.region : null,
    period_months: row.periodMonths,
    supply_won: row.priceWon,
    vat_won: vatOf(row.priceWon),
    total_won: row.priceWon + vatOf(row.priceWon),
  }));
  return { lines, products };
}
