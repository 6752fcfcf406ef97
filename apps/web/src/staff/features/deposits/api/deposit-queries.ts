/** Bank transfers awaiting deposit (their confirmation is in shared/order-mutations). */
import { STAFF_PATHS, type StaffOrderRow } from '@partner-portal/contract/staff-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffApi } from '../../../app/staff-api';

export const depositKeys = {
  all: ['staff', 'deposits'] as const,
  awaiting: () => [...depositKeys.all, 'awaiting'] as const,
};

export const awaitingDepositsQueryOptions = () =>
  queryOptions({
    queryKey: depositKeys.awaiting(),
    queryFn: ({ signal }) =>
      staffApi.get<StaffOrderRow[]>(STAFF_PATHS.orders, {
        query: { status: 'awaiting_deposit', limit: 200 },
        signal,
      }),
  });

export const useAwaitingDeposits = () => useQuery(awaitingDepositsQueryOptions());
