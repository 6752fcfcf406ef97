/**
 * Paths, codes and labels of the plan calls, without zod: the partner app's screens read them without
 * loading the schema library; plans-api.ts re-exports them under their old names.
 */

export const PLAN_PATHS = {
  list: '/list',
  join: '/join',
  /** Spec §7 "plan consulting request (planCode, partnerId)": path not shown, ours. */
  consulting: '/consulting',
  adAvailability: '/ad/availability',
  /** Every district of one 시/도 with its remaining top-exposure slots (the region picker). */
  adDistricts: '/ad/districts',
  /** The card companies' interest-free instalment events (the installment-free popup). */
  interestFree: '/interest-free',
} as const;

/** Plan codes of spec §1: 0 monthly flat plan, 1 partial-construction plan, 2 top-exposure ad plan. */
export const PLAN_CODES = { monthly: 0, partial: 1, ad: 2 } as const;
export type PlanCode = (typeof PLAN_CODES)[keyof typeof PLAN_CODES];

export const PLAN_CODE_LABELS: Record<PlanCode, string> = {
  0: '월정액 플랜',
  1: '부분시공 플랜',
  2: '상단노출 광고',
};

/** Spec §3: in a plan category's construction-type list, the third type moves to first. */
export function orderConstructionTypes(types: readonly string[]): string[] {
  if (types.length < 3) return [...types];
  return [types[2]!, types[0]!, types[1]!, ...types.slice(3)];
}

/**
 * The lane a plan runs in: the monthly plans share one, the partial-construction plan has one, and
 * each top-exposure slot pool (premium `ZPP…` codes, standard others) has one per district. Periods
 * in a lane never overlap: a new one follows the lane's latest, another plan of it replaces it.
 */
export function planLane(
  product: { code: number; adCode: string | null },
  region: { sido: string; sigungu: string } | null,
): string {
  if (product.code !== PLAN_CODES.ad) return `plan:${product.code}`;
  const pool = product.adCode?.startsWith('ZPP') ? 'premium' : 'standard';
  return `ad:${pool}:${region?.sido ?? ''}:${region?.sigungu ?? ''}`;
}
