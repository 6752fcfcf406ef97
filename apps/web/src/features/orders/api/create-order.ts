import { IDEMPOTENCY_HEADER, ORDER_PATHS } from '@partner-portal/contract/orders-constants';
import type { OrderRequest, OrderView } from '@partner-portal/contract/orders-api';
import { useQueryClient } from '@tanstack/react-query';
import { partnerApi } from '../../../lib/http/api-clients';
import { orderKeys } from './order-keys';

/**
 * Creates the order the server prices. The same key and body answer with the same order, so a
 * retried request never makes a second one; the screen shows refusals itself.
 */
export const createOrder = (request: OrderRequest, idempotencyKey: string) =>
  partnerApi.post<OrderView>(ORDER_PATHS.create, {
    body: request,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    showErrors: false,
  });

/** A fresh key for one payment attempt (getRandomValues also works outside secure contexts). */
export const newIdempotencyKey = () =>
  `pay-${Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')}`;

/**
 * What an order changes (the invoice, the history, the plans in use) is read again once the partner
 * leaves the checkout: until then the bank transfer dialog shows the invoice being paid.
 */
export function useRefreshAfterOrder() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: orderKeys.all });
}
