import {
  IDEMPOTENCY_HEADER,
  ORDER_PATHS,
  type OrderRequest,
  type OrderView,
} from '@partner-portal/contract/plans-api';
import { partnerApi } from '../../../lib/http/api-clients';

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
