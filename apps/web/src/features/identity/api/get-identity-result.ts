import type { IdentityResult } from '@partner-portal/contract/identity-api';
import { IDENTITY_PATHS } from '@partner-portal/contract/identity-constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { partnerApi } from '../../../lib/http/api-clients';
import { identityKeys } from './identity-keys';

/** The verified person behind a token, readable only in the browser that verified. */
export const identityResultQueryOptions = (token: string) =>
  queryOptions({
    queryKey: identityKeys.result(token),
    queryFn: ({ signal }) =>
      partnerApi.get<IdentityResult>(IDENTITY_PATHS.result, { query: { token }, signal, showErrors: false }),
    staleTime: Infinity,
  });

export const useIdentityResult = (token: string) =>
  useQuery({ ...identityResultQueryOptions(token), enabled: token !== '' });
