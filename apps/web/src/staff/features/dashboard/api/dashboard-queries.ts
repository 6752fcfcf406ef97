/** The operations dashboard's figures. */
import { STAFF_DESK_PATHS, type Dashboard } from '@partner-portal/contract/staff-desks-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffApi } from '../../../app/staff-api';
import { staffKeys } from '../../../shared/staff-keys';

/** The figures and the click counts: the dashboard's two lists. */
export const dashboardKeys = staffKeys('dashboard');

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.list('figures'),
    queryFn: ({ signal }) => staffApi.get<Dashboard>(STAFF_DESK_PATHS.dashboard, { signal }),
  });

export const useDashboard = () => useQuery(dashboardQueryOptions());
