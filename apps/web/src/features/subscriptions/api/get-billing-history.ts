import { PERIODIC_PATHS } from '@partner-portal/contract/subscriptions-constants';
import type { BillingHistory } from '@partner-portal/contract/subscriptions-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { subscriptionKeys } from '../../../lib/api/query-keys';
import { partnerApi } from '../../../lib/http/api-clients';

export const getBillingHistory = (page: number, signal?: AbortSignal): Promise<BillingHistory> =>
  partnerApi.get<BillingHistory>(PERIODIC_PATHS.history, {
    query: { page, size: 10 },
    signal,
    showErrors: false,
  });

export const billingHistoryQueryOptions = (page: number) =>
  queryOptions({
    queryKey: subscriptionKeys.history(page),
    queryFn: ({ signal }) => getBillingHistory(page, signal),
  });

export const useBillingHistory = (page: number, enabled: boolean) =>
  useQuery({ ...billingHistoryQueryOptions(page), enabled });
