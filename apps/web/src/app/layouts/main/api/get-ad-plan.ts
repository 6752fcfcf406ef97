/** The partner's ad plans: holding any makes an ad partner, whose sidebar offers the chat app. */
import { PARTNER_PATHS } from '@partner-portal/contract/api-constants';
import type { AdPlan } from '@partner-portal/contract/partner-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { partnerKeys } from '../../../../lib/api/query-keys';
import { partnerApi } from '../../../../lib/http/api-clients';

export const getAdPlan = (signal?: AbortSignal): Promise<AdPlan> =>
  partnerApi.get<AdPlan>(PARTNER_PATHS.adPlan, { signal });

export const adPlanQueryOptions = () =>
  queryOptions({ queryKey: partnerKeys.adPlan(), queryFn: ({ signal }) => getAdPlan(signal) });

export const useAdPlan = () => useQuery(adPlanQueryOptions());
