/** The terms desk: every version with its state, scheduling a new one, calling off a scheduled one. */
import type { StaffTermsVersion } from '@partner-portal/contract/terms-api';
import { STAFF_TERMS_PATHS } from '@partner-portal/contract/terms-constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffApi } from '../../../app/staff-api';
import { staffKeys } from '../../../shared/staff-keys';
import { useStaffWrite } from '../../../shared/use-staff-write';

const termsKeys = staffKeys('terms');

export const termsVersionsQueryOptions = () =>
  queryOptions({
    queryKey: termsKeys.list(),
    queryFn: ({ signal }) => staffApi.get<StaffTermsVersion[]>(STAFF_TERMS_PATHS.list, { signal }),
  });

export const useTermsVersions = () => useQuery(termsVersionsQueryOptions());

/** Schedules a new version; the form shows refusals itself. */
export const useScheduleTerms = () =>
  useStaffWrite(
    (body: object) => staffApi.post<StaffTermsVersion>(STAFF_TERMS_PATHS.list, { body, showErrors: false }),
    termsKeys.all,
  );

export const useCancelTerms = () =>
  useStaffWrite(
    (documentNo: number) =>
      staffApi.post<StaffTermsVersion>(STAFF_TERMS_PATHS.cancel.replace(':id', String(documentNo))),
    termsKeys.all,
  );
