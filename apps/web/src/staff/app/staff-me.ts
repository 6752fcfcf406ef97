/** The signed-in staff member and their roles (`GET /staff-api/me`): the menu shows the desks they open. */
import { STAFF_PATHS, type StaffMe } from '@partner-portal/contract/staff-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffKeys } from '../shared/staff-keys';
import { staffApi } from './staff-api';

export const staffMeKeys = staffKeys('me');

export const staffMeQueryOptions = () =>
  queryOptions({
    queryKey: staffMeKeys.all,
    queryFn: ({ signal }) => staffApi.get<StaffMe>(STAFF_PATHS.me, { signal }),
    staleTime: 60_000,
  });

export const useStaffMe = () => useQuery(staffMeQueryOptions());
