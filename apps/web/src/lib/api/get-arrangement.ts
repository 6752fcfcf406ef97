/** The partner's recurring-payment arrangement: its cards and renewing plans (the recurring screens and `/mypage/plan`). */
import { PERIODIC_PATHS } from '@partner-portal/contract/subscriptions-constants';
import type { Arrangement } from '@partner-portal/contract/subscriptions-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { partnerApi } from '../http/api-clients';
import { subscriptionKeys } from './query-keys';

export const getArrangement = (signal?: AbortSignal): Promise<Arrangement> =>
  partnerApi.get<Arrangement>(PERIODIC_PATHS.arrangement, { signal, showErrors: false });

export const arrangementQueryOptions = () =>
  queryOptions({ queryKey: subscriptionKeys.arrangement(), queryFn: ({ signal }) => getArrangement(signal) });

export const useArrangement = () => useQuery(arrangementQueryOptions());
