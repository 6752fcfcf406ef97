import { PUBLIC_QUOTE_PATHS } from '@partner-portal/contract/leads-constants';
import type { PublicQuote } from '@partner-portal/contract/quotes-api';
import { useQuery } from '@tanstack/react-query';
import { createApiClient, fillPath } from '../../../lib/http/create-api-client';
import { quoteKeys } from './quote-keys';

/**
 * The customer's link is served at the site root, outside the four API groups, and needs no login:
 * its client sends no token even when a partner is signed in on the same browser.
 */
const publicQuoteApi = createApiClient({ baseUrl: '', envelope: 'return', accessToken: () => null });

export const usePublicQuote = (token: string) =>
  useQuery({
    queryKey: quoteKeys.shared(token),
    queryFn: ({ signal }) =>
      publicQuoteApi.get<PublicQuote>(fillPath(PUBLIC_QUOTE_PATHS.api, { token }), {
        signal,
        showErrors: false,
      }),
  });
