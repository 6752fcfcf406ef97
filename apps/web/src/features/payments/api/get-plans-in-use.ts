import { ORDER_PATHS, type SubscriptionView } from '@partner-portal/contract/plans-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { partnerApi } from '../../../lib/http/api-clients';
import { paymentKeys } from './payment-keys';

/** Plans running today or starting later. */
export const getPlansInUse = (signal?: AbortSignal) =>
  partnerApi.post<SubscriptionView[]>(ORDER_PATHS.inUse, { signal });

export const plansInUseQueryOptions = () =>
  queryOptions({ queryKey: paymentKeys.inUse(), queryFn: ({ signal }) => getPlansInUse(signal) });

export const usePlansInUse = () => useQuery(plansInUseQueryOptions());
