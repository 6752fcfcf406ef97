import { ESTIMATE_PATHS } from '@partner-portal/contract/api-constants';
import type { EstimateCount } from '@partner-portal/contract/estimates-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { partnerApi } from '../../../lib/http/api-clients';
import { introKeys } from './intro-keys';

/** Leads this week and this month, and leads and spend of the last six months (spec §7 `/estimate/count`). */
export const getEstimateCount = (signal?: AbortSignal): Promise<EstimateCount> =>
  partnerApi.get<EstimateCount>(ESTIMATE_PATHS.count, { signal, showErrors: false });

export const estimateCountQueryOptions = () =>
  queryOptions({ queryKey: introKeys.estimateCount(), queryFn: ({ signal }) => getEstimateCount(signal) });

export const useEstimateCount = () => useQuery(estimateCountQueryOptions());
