import { PLAN_PATHS } from '@partner-portal/contract/plans-constants';
import type { AdDistricts } from '@partner-portal/contract/plans-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { planApi } from '../../../lib/http/api-clients';
import { planKeys } from './plan-keys';

/** Remaining top-exposure slots of every district of one 시/도. */
export const getAdDistricts = (sido: string, signal?: AbortSignal) =>
  planApi.get<AdDistricts>(PLAN_PATHS.adDistricts, { query: { sido }, signal });

export const adDistrictsQueryOptions = (sido: string) =>
  queryOptions({
    queryKey: planKeys.adDistricts(sido),
    queryFn: ({ signal }) => getAdDistricts(sido, signal),
    // Slots sell while the page is open: never older than a minute.
    staleTime: 60_000,
  });

export const useAdDistricts = (sido: string | null) =>
  useQuery({ ...adDistrictsQueryOptions(sido ?? ''), enabled: sido !== null });
