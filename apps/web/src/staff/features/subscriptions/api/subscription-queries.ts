/** Failed renewals: the list, and the staff actions on one (retry now, end) or on all (run billing now); each reads the list again. */
import {
  renewalPath,
  STAFF_PATHS,
  type StaffBillingRun,
  type StaffRenewalRow,
} from '@partner-portal/contract/staff-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffApi } from '../../../app/staff-api';
import { staffKeys } from '../../../shared/staff-keys';
import { useStaffWrite } from '../../../shared/use-staff-write';

const subscriptionKeys = staffKeys('subscriptions');

export const renewalsQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionKeys.list(),
    queryFn: ({ signal }) => staffApi.get<StaffRenewalRow[]>(STAFF_PATHS.renewals, { signal }),
  });

export const useFailedRenewals = () => useQuery(renewalsQueryOptions());

export const useRetryRenewal = () =>
  useStaffWrite(
    (invoiceNo: number) =>
      staffApi.post<StaffRenewalRow>(renewalPath(STAFF_PATHS.retryRenewal, invoiceNo), { showErrors: false }),
    subscriptionKeys.all,
  );

export const useEndRenewal = () =>
  useStaffWrite(
    ({ invoiceNo, reason }: { invoiceNo: number; reason: string }) =>
      staffApi.post<StaffRenewalRow>(renewalPath(STAFF_PATHS.endRenewal, invoiceNo), {
        body: { reason },
        showErrors: false,
      }),
    subscriptionKeys.all,
  );

export const useRunBilling = () =>
  useStaffWrite(
    (_: void) => staffApi.post<StaffBillingRun>(STAFF_PATHS.runBilling, { showErrors: false }),
    subscriptionKeys.all,
  );
