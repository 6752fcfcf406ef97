import { ORDER_PATHS } from '@partner-portal/contract/orders-constants';
import type { SubscriptionView } from '@partner-portal/contract/subscriptions-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { partnerApi } from '../http/api-clients';
import { orderQueryKeys } from './query-keys';

/** Plans running today or starting later (`/mypage/plan` and home). */
export const getPlansInUse = (signal?: AbortSignal) =>
  partnerApi.post<SubscriptionView[]>(ORDER_PATHS.inUse, { signal });

export const plansInUseQueryOptions = () =>
  queryOptions({ queryKey: orderQueryKeys.inUse(), queryFn: ({ signal }) => getPlansInUse(signal) });

export const usePlansInUse = () => useQuery(plansInUseQueryOptions());
