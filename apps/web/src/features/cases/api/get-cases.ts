import { CASE_PATHS } from '@partner-portal/contract/cases-constants';
import type { CaseList } from '@partner-portal/contract/cases-api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { partnerApi } from '../../../lib/http/api-clients';
import { caseKeys, type CaseListParams } from './case-keys';

export const getCases = (query: CaseListParams, signal?: AbortSignal): Promise<CaseList> =>
  partnerApi.get<CaseList>(CASE_PATHS.list, {
    query: { ...query, q: query.q || undefined },
    signal,
    showErrors: false,
  });

export const casesQueryOptions = (query: CaseListParams) =>
  queryOptions({
    queryKey: caseKeys.list(query),
    queryFn: ({ signal }) => getCases(query, signal),
    // The previous page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useCases = (query: CaseListParams) => useQuery(casesQueryOptions(query));
