/** The card calls: add, change (active, alias), delete and reorder; each refreshes the arrangement. */
import { PERIODIC_PATHS } from '@partner-portal/contract/subscriptions-constants';
import type { BillingCard, CardRegistration, CardUpdate } from '@partner-portal/contract/subscriptions-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriptionKeys } from '../../../lib/api/query-keys';
import { partnerApi } from '../../../lib/http/api-clients';

export const registerCard = (card: CardRegistration) =>
  partnerApi.post<BillingCard>(PERIODIC_PATHS.card, { body: card, showErrors: false });

export const updateCard = (update: CardUpdate) =>
  partnerApi.patch<BillingCard>(PERIODIC_PATHS.card, { body: update, showErrors: false });

export const deleteCard = (cardId: number) =>
  partnerApi.delete<BillingCard[]>(PERIODIC_PATHS.card, { query: { card_id: cardId }, showErrors: false });

export const reorderCards = (cardIds: number[]) =>
  partnerApi.patch<BillingCard[]>(PERIODIC_PATHS.cardOrder, {
    body: { card_list: cardIds },
    showErrors: false,
  });

function useArrangementMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // Cards, their order and the renewals all live in the arrangement: read it again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
  });
}

export const useRegisterCard = () => useArrangementMutation(registerCard);
export const useUpdateCard = () => useArrangementMutation(updateCard);
export const useDeleteCard = () => useArrangementMutation(deleteCard);
export const useReorderCards = () => useArrangementMutation(reorderCards);
