import { QUOTE_PATHS } from '@partner-portal/contract/leads-constants';
import type { Quote } from '@partner-portal/contract/quotes-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fillPath } from '../../../lib/http/create-api-client';
import { partnerApi } from '../../../lib/http/api-clients';
import { quoteKeys } from './quote-keys';

/** A sent quote with its items; the opened figures change, so it is asked again on each visit. */
export const quoteQueryOptions = (quoteNo: number) =>
  queryOptions({
    queryKey: quoteKeys.detail(quoteNo),
    queryFn: ({ signal }) =>
      partnerApi.get<Quote>(fillPath(QUOTE_PATHS.detail, { quoteNo }), { signal, showErrors: false }),
    staleTime: 0,
  });

export const useQuote = (quoteNo: number | null) =>
  useQuery({ ...quoteQueryOptions(quoteNo ?? 0), enabled: quoteNo !== null });
