import { QUOTE_PATHS } from '@partner-portal/contract/leads-constants';
import type { Quote, QuoteCreate } from '@partner-portal/contract/quotes-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { partnerApi } from '../../../lib/http/api-clients';
import { quoteKeys } from './quote-keys';

// The inbox's lead queries live under this prefix; a sent quote moves its lead to 견적 발송.
const LEAD_QUERY_PREFIX = ['leads'] as const;

/**
 * Sends a quote (견적서 발송): the server computes every amount and answers the quote as sent, which
 * the detail screen shows at once. The form shows refusals itself, under its fields.
 */
export function useSendQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuoteCreate) =>
      partnerApi.post<Quote>(QUOTE_PATHS.create, { body, showErrors: false }),
    onSuccess: (quote) => {
      queryClient.setQueryData(quoteKeys.detail(quote.quote_no), quote);
      void queryClient.invalidateQueries({ queryKey: quoteKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: quoteKeys.lead(quote.lead_no) });
      void queryClient.invalidateQueries({ queryKey: LEAD_QUERY_PREFIX });
    },
  });
}
