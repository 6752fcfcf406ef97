/** Failed renewals: the list, and the staff actions on one (retry now, end) or on all (run billing now). */
import {
  renewalPath,
  STAFF_PATHS,
  type StaffBillingRun,
  type StaffRenewalRow,
} from '@partner-portal/contract/staff-api';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '../../../app/staff-api';

export const renewalKeys = {
  all: ['staff', 'renewals'] as const,
  list: () => [...renewalKeys.all, 'list'] as const,
};

export const renewalsQueryOptions = () =>
  queryOptions({
    queryKey: renewalKeys.list(),
    queryFn: ({ signal }) => staffApi.get<StaffRenewalRow[]>(STAFF_PATHS.renewals, { signal }),
  });

export const useFailedRenewals = () => useQuery(renewalsQueryOptions());

/** Every action changes the list: it is read again once the action settles. */
function useRenewalAction<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: renewalKeys.all }),
  });
}

export const useRetryRenewal = () =>
  useRenewalAction((invoiceNo: number) =>
    staffApi.post<StaffRenewalRow>(renewalPath(STAFF_PATHS.retryRenewal, invoiceNo), { showErrors: false }),
  );

export const useEndRenewal = () =>
  useRenewalAction(({ invoiceNo, reason }: { invoiceNo: number; reason: string }) =>
    staffApi.post<StaffRenewalRow>(renewalPath(STAFF_PATHS.endRenewal, invoiceNo), {
      body: { reason },
      showErrors: false,
    }),
  );

export const useRunBilling = () =>
  useRenewalAction((_: void) =>
    staffApi.post<StaffBillingRun>(STAFF_PATHS.runBilling, { showErrors: false }),
  );
