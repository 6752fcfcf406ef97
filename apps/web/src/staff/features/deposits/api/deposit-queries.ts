/** Bank transfers awaiting deposit and the ad slots they hold (their confirmation is in shared/order-mutations). */
import { STAFF_PATHS, type StaffOrderRow, type StaffSlotHold } from '@partner-portal/contract/staff-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffApi } from '../../../app/staff-api';
import { staffKeys } from '../../../shared/staff-keys';

const depositKeys = staffKeys('deposits');

export const awaitingDepositsQueryOptions = () =>
  queryOptions({
    queryKey: depositKeys.list('awaiting'),
    queryFn: ({ signal }) =>
      staffApi.get<StaffOrderRow[]>(STAFF_PATHS.orders, {
        query: { status: 'awaiting_deposit', limit: 200 },
        signal,
      }),
  });

export const useAwaitingDeposits = () => useQuery(awaitingDepositsQueryOptions());

export const slotHoldsQueryOptions = () =>
  queryOptions({
    queryKey: depositKeys.list('slot-holds'),
    queryFn: ({ signal }) => staffApi.get<StaffSlotHold[]>(STAFF_PATHS.slotHolds, { signal }),
  });

export const useSlotHolds = () => useQuery(slotHoldsQueryOptions());
