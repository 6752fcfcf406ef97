import { PLAN_PATHS } from '@partner-portal/contract/plans-constants';
import type { InterestFree } from '@partner-portal/contract/plans-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { planApi } from '../../../lib/http/api-clients';
import { orderKeys } from './order-keys';

/** The card companies' interest-free instalment events (the server keeps the gateway's list an hour). */
export const getInterestFree = (signal?: AbortSignal) =>
  planApi.get<InterestFree>(PLAN_PATHS.interestFree, { signal, showErrors: false });

export const interestFreeQueryOptions = () =>
  queryOptions({
    queryKey: orderKeys.interestFree(),
    queryFn: ({ signal }) => getInterestFree(signal),
    staleTime: 10 * 60_000,
  });

export const useInterestFree = () => useQuery(interestFreeQueryOptions());
