export const planKeys = {
  all: ['plans'] as const,
  catalogue: () => [...planKeys.all, 'catalogue'] as const,
  adDistricts: (sido: string) => [...planKeys.all, 'ad-districts', sido] as const,
};
