/** Bank transfers awaiting deposit and the ad slots they hold (their confirmation is in shared/order-mutations). */
import { STAFF_PATHS, type StaffOrderRow, type StaffSlotHold } from '@partner-portal/contract/staff-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffApi } from '../../../app/staff-api';

export const depositKeys = {
  all: ['staff', 'deposits'] as const,
  awaiting: () => [...depositKeys.all, 'awaiting'] as const,
  slotHolds: () => [...depositKeys.all, 'slot-holds'] as const,
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

export const slotHoldsQueryOptions = () =>
  queryOptions({
    queryKey: depositKeys.slotHolds(),
    queryFn: ({ signal }) => staffApi.get<StaffSlotHold[]>(STAFF_PATHS.slotHolds, { signal }),
  });

export const useSlotHolds = () => useQuery(slotHoldsQueryOptions());
