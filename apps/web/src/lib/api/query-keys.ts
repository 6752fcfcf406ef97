/** Keys of the queries several features share: the partner's record and checklist, legal texts. */
export const partnerKeys = {
  all: ['partner'] as const,
  mine: () => [...partnerKeys.all, 'mine'] as const,
  requiredStatuses: () => [...partnerKeys.all, 'required-status'] as const,
  requiredStatus: (partnerId: number) => [...partnerKeys.requiredStatuses(), partnerId] as const,
  adPlan: () => [...partnerKeys.all, 'ad-plan'] as const,
};

export const termsKeys = {
  all: ['terms'] as const,
  document: (type: string, version?: number) => [...termsKeys.all, type, version ?? 'latest'] as const,
};

/** The recurring-payment arrangement: the recurring screens and the plan page read it. */
export const arrangementKeys = {
  all: ['arrangement'] as const,
  mine: () => [...arrangementKeys.all, 'mine'] as const,
  history: (page: number) => [...arrangementKeys.all, 'history', page] as const,
};
