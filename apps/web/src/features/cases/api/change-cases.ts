import { CASE_PATHS, type CASE_BULK_ACTIONS } from '@partner-portal/contract/cases-constants';
import type { CaseBulkResult } from '@partner-portal/contract/cases-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { partnerApi } from '../../../lib/http/api-clients';
import { caseKeys } from './case-keys';

export type CaseAction = (typeof CASE_BULK_ACTIONS)[number];

/** Publishes, hides or deletes several cases; the ones it could not change come back with a reason. */
export const changeCases = ({ caseIds, action }: { caseIds: number[]; action: CaseAction }) =>
  partnerApi.post<CaseBulkResult>(CASE_PATHS.bulk, { body: { case_ids: caseIds, action } });

export function useChangeCases() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeCases,
    // Even a refusal may have changed some: lists and details of cases are read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: caseKeys.all }),
  });
}
