import { CASE_PATHS, type CaseList, type caseListQuerySchema } from '@partner-portal/contract/cases-api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { partnerApi } from '../../../lib/http/api-clients';

export type CaseListParams = z.output<typeof caseListQuerySchema>;

/** Every case query starts with this key, so one invalidation refreshes lists and details alike. */
export const CASES_KEY = ['cases'] as const;

export const getCases = (query: CaseListParams, signal?: AbortSignal): Promise<CaseList> =>
  partnerApi.get<CaseList>(CASE_PATHS.list, {
    query: { ...query, q: query.q || undefined },
    signal,
    showErrors: false,
  });

export const casesQueryOptions = (query: CaseListParams) =>
  queryOptions({
    queryKey: [...CASES_KEY, 'list', query],
    queryFn: ({ signal }) => getCases(query, signal),
    // The previous page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useCases = (query: CaseListParams) => useQuery(casesQueryOptions(query));
