/** The signed-in partner's record: the guard, the top bar, the mall entry and the home screen all read it. */
import { PARTNER_PATHS } from '@partner-portal/contract/api-constants';
import type { Partner } from '@partner-portal/contract/partner-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { partnerApi } from '../http/api-clients';
import { queryClient } from '../query-client';
import { partnerKeys } from './query-keys';

export const getMyPartner = (signal?: AbortSignal): Promise<Partner> =>
  partnerApi.get<Partner>(PARTNER_PATHS.myPartner, { signal });

export const myPartnerQueryOptions = () =>
  queryOptions({ queryKey: partnerKeys.mine(), queryFn: ({ signal }) => getMyPartner(signal) });

export const useMyPartner = () => useQuery(myPartnerQueryOptions());

/** A fresh read for the guard, kept in the cache so the screens after it do not ask again. */
export const fetchMyPartner = (): Promise<Partner> =>
  queryClient.fetchQuery({ ...myPartnerQueryOptions(), staleTime: 0 });
