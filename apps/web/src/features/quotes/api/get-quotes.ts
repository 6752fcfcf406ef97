import { QUOTE_PATHS } from '@partner-portal/contract/leads-constants';
import type { QuoteList } from '@partner-portal/contract/quotes-api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { partnerApi } from '../../../lib/http/api-clients';
import { quoteKeys } from './quote-keys';

export const QUOTE_PAGE_SIZE = 20;

export const quotesQueryOptions = (page: number, size = QUOTE_PAGE_SIZE) =>
  queryOptions({
    queryKey: quoteKeys.list(page, size),
    queryFn: ({ signal }) => partnerApi.get<QuoteList>(QUOTE_PATHS.list, { query: { page, size }, signal }),
    placeholderData: keepPreviousData,
  });

/** One page of the partner's sent quotes, newest first. */
export const useQuotes = (page: number, size = QUOTE_PAGE_SIZE) => useQuery(quotesQueryOptions(page, size));
