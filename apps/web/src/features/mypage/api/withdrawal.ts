import type {
  WithdrawalConditions,
  WithdrawalRequest,
  WithdrawalResult,
} from '@partner-portal/contract/withdrawal-api';
import { WITHDRAWAL_PATHS } from '@partner-portal/contract/withdrawal-constants';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { partnerKeys } from '../../../lib/api/query-keys';
import { partnerApi } from '../../../lib/http/api-clients';

export const withdrawalKeys = {
  conditions: () => [...partnerKeys.all, 'withdrawal-conditions'] as const,
};

export const withdrawalConditionsQueryOptions = () =>
  queryOptions({
    queryKey: withdrawalKeys.conditions(),
    queryFn: ({ signal }) => partnerApi.get<WithdrawalConditions>(WITHDRAWAL_PATHS.conditions, { signal }),
  });

/** The conditions with their current state, as the server sees them now. */
export const useWithdrawalConditions = () =>
  useQuery({ ...withdrawalConditionsQueryOptions(), staleTime: 0 });

/** The server checks the password and the conditions again; the form shows its refusals. */
export const useWithdraw = () =>
  useMutation({
    mutationFn: (request: WithdrawalRequest) =>
      partnerApi.post<WithdrawalResult>(WITHDRAWAL_PATHS.withdraw, { body: request, showErrors: false }),
  });
