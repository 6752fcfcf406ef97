import { ORDER_PATHS } from '@partner-portal/contract/orders-constants';
import type { OrderUpdate, OrderView } from '@partner-portal/contract/orders-api';
import { partnerApi } from '../../../lib/http/api-clients';

/** Pays an unpaid order another way (spec §7 `order/update`, query parameters); the amount stays the server's. */
export const changeOrderPayment = (change: OrderUpdate) =>
  partnerApi.post<OrderView>(ORDER_PATHS.update, { query: { ...change } });
