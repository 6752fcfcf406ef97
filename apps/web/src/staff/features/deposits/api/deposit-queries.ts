/** Bank transfers awaiting deposit, and the confirmation of one (the plan starts). */
import {
  STAFF_PATHS,
  staffPath,
  type ConfirmDepositRequest,
  type StaffOrderRow,
} from '@partner-portal/contract/staff-api';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

export function useConfirmDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderNo, ...request }: ConfirmDepositRequest & { orderNo: string }) =>
      staffApi.post<null>(staffPath(STAFF_PATHS.confirmDeposit, orderNo), {
        body: request,
        showErrors: false,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: depositKeys.all }),
  });
}
