/** The operations dashboard's figures. */
import { STAFF_DESK_PATHS, type Dashboard } from '@partner-portal/contract/staff-desks-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffApi } from '../../../app/staff-api';

export const dashboardKeys = {
  all: ['staff', 'dashboard'] as const,
};

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.all,
    queryFn: ({ signal }) => staffApi.get<Dashboard>(STAFF_DESK_PATHS.dashboard, { signal }),
  });

export const useDashboard = () => useQuery(dashboardQueryOptions());
