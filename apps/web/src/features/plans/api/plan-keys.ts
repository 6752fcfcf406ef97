export const planKeys = {
  all: ['plans'] as const,
  catalogue: () => [...planKeys.all, 'catalogue'] as const,
  adDistricts: (sido: string) => [...planKeys.all, 'ad-districts', sido] as const,
  /** The FAQ of plans and payment (category 2). */
  faq: () => ['faq', 2] as const,
};
