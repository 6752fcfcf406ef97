import type { caseListQuerySchema } from '@partner-portal/contract/cases-api';
import type { z } from 'zod';

export type CaseListParams = z.output<typeof caseListQuerySchema>;

/** Every case query's key: one prefix, so a mutation can refresh lists, details or both. */
export const caseKeys = {
  all: ['cases'] as const,
  lists: () => [...caseKeys.all, 'list'] as const,
  list: (query: CaseListParams) => [...caseKeys.lists(), query] as const,
  detail: (caseId: number) => [...caseKeys.all, 'detail', caseId] as const,
};
