import type { PaymentConsent } from '@partner-portal/contract/orders-api';
import { PAYMENT_CONSENT_TYPES } from '@partner-portal/contract/orders-constants';
import { useQueries } from '@tanstack/react-query';
import { termsDocumentQueryOptions } from '../../../lib/api/get-terms-document';

/**
 * The documents /payment asks consent to, as the terms dialog shows them (same cache): the versions
 * an order names in its consent. Undefined until all are read; `refetch` after the server found a
 * version changed.
 */
export function usePaymentConsentTerms() {
  return useQueries({
    queries: PAYMENT_CONSENT_TYPES.map((type) => termsDocumentQueryOptions(type)),
    combine: (results) => ({
      terms: results.every((result) => result.data)
        ? PAYMENT_CONSENT_TYPES.map((type, i): PaymentConsent['terms'][number] => ({
            type,
            version: results[i]!.data!.version,
          }))
        : undefined,
      failed: results.some((result) => result.isError),
      refetch: () => results.forEach((result) => void result.refetch()),
    }),
  });
}
