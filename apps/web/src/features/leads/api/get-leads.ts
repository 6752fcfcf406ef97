import type { LeadList } from '@partner-portal/contract/leads-api';
import { LEAD_PATHS } from '@partner-portal/contract/leads-constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { partnerApi } from '../../../lib/http/api-clients';
import { leadKeys, type LeadListParams } from './lead-keys';

/** The clocks of the rows are the server's reckoning at the time of the answer: asked again each minute. */
const LIST_REFRESH_MS = 60_000;

export const leadListQueryOptions = (query: LeadListParams) =>
  queryOptions({
    queryKey: leadKeys.list(query),
    // Asked again once shown (the minute's refresh, a refocus): no activity of the partner's.
    queryFn: ({ signal, client, queryKey }) =>
      partnerApi.get<LeadList>(LEAD_PATHS.list, {
        query: { ...query },
        signal,
        background: (client.getQueryState(queryKey)?.dataUpdatedAt ?? 0) > 0,
      }),
    placeholderData: keepPreviousData,
  });

/** One page of 견적 요청함, newest first. */
export const useLeads = (query: LeadListParams) =>
  useQuery({
    ...leadListQueryOptions(query),
    refetchInterval: LIST_REFRESH_MS,
  });
