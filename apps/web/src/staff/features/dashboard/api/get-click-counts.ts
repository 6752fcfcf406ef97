/** Click counts per event and type for a period of Korean days (default: the last 7, the server decides). */
import { STAFF_ANALYTICS_PATHS, type ClickCounts } from '@partner-portal/contract/analytics-api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { staffApi } from '../../../app/staff-api';
import { dashboardKeys } from './dashboard-queries';

export interface ClickPeriod {
  from?: string;
  to?: string;
}

export const clickCountsQueryOptions = (period: ClickPeriod) =>
  queryOptions({
    queryKey: dashboardKeys.list('click-counts', period),
    queryFn: ({ signal }) =>
      staffApi.get<ClickCounts>(STAFF_ANALYTICS_PATHS.clickCounts, {
        signal,
        query: { from: period.from, to: period.to },
      }),
    placeholderData: keepPreviousData,
  });

export const useClickCounts = (period: ClickPeriod) => useQuery(clickCountsQueryOptions(period));
