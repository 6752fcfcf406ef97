/** The arrangement calls: register (first card + terms), the notice switch, a new price agreed, and cancel. */
import { PERIODIC_PATHS } from '@partner-portal/contract/subscriptions-constants';
import type {
  Arrangement,
  ArrangementRequest,
  ArrangementUpdate,
  PriceAgreement,
} from '@partner-portal/contract/subscriptions-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriptionKeys } from '../../../lib/api/query-keys';
import { partnerApi } from '../../../lib/http/api-clients';

export const registerArrangement = (request: ArrangementRequest) =>
  partnerApi.post<Arrangement>(PERIODIC_PATHS.arrangement, { body: request, showErrors: false });

export const updateArrangement = (update: ArrangementUpdate) =>
  partnerApi.patch<Arrangement>(PERIODIC_PATHS.arrangement, { body: update, showErrors: false });

export const agreeToPriceChange = (agreement: PriceAgreement) =>
  partnerApi.post<Arrangement>(PERIODIC_PATHS.priceAgreement, { body: agreement, showErrors: false });

export const cancelArrangement = () =>
  partnerApi.delete<Arrangement>(PERIODIC_PATHS.arrangement, { showErrors: false });

function useArrangementWrite<I>(mutationFn: (input: I) => Promise<Arrangement>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (arrangement) => queryClient.setQueryData(subscriptionKeys.arrangement(), arrangement),
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
  });
}

export const useRegisterArrangement = () => useArrangementWrite(registerArrangement);
export const useUpdateArrangement = () => useArrangementWrite(updateArrangement);
export const useAgreeToPriceChange = () => useArrangementWrite(agreeToPriceChange);
export const useCancelArrangement = () => useArrangementWrite((_: void) => cancelArrangement());
