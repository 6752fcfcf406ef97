import { ORDER_PATHS, type OrderView } from '@partner-portal/contract/plans-api';
import { partnerApi } from '../../../lib/http/api-clients';

/** Withdraws a card payment within the window (the refund is the server's to compute). */
export const cancelOrder = (request: { order_no: string; reason: string }) =>
  partnerApi.post<OrderView>(ORDER_PATHS.cancel, { body: request, showErrors: false });
