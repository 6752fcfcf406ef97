/** Terms versions scheduled to take effect, soonest first (the change banner reads them). */
import type { UpcomingTerms } from '@partner-portal/contract/terms-api';
import { TERMS_SERVICE_PATHS } from '@partner-portal/contract/terms-constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { termsKeys } from '../../../lib/api/query-keys';
import { serviceApi } from '../../../lib/http/api-clients';

export const getUpcomingTerms = (signal?: AbortSignal): Promise<UpcomingTerms> =>
  serviceApi.get<UpcomingTerms>(TERMS_SERVICE_PATHS.upcoming, { signal, showErrors: false });

export const upcomingTermsQueryOptions = () =>
  queryOptions({
    queryKey: termsKeys.upcoming(),
    queryFn: ({ signal }) => getUpcomingTerms(signal),
    staleTime: 10 * 60_000,
  });

export const useUpcomingTerms = () => useQuery(upcomingTermsQueryOptions());
