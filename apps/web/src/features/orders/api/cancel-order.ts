import { ORDER_PATHS } from '@partner-portal/contract/orders-constants';
import type { OrderView } from '@partner-portal/contract/orders-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { partnerApi } from '../../../lib/http/api-clients';
import { orderKeys } from './order-keys';

/** Withdraws a card payment within the window (the refund is the server's to compute). */
export const cancelOrder = (request: { order_no: string; reason: string }) =>
  partnerApi.post<OrderView>(ORDER_PATHS.cancel, { body: request, showErrors: false });

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    // The answer is the order as it now stands; the history, invoice and plans in use are read again.
    onSuccess: (after) => {
      queryClient.setQueryData(orderKeys.order(after.order_no), after);
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
