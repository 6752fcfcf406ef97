import { CASE_PATHS, casePath } from '@partner-portal/contract/cases-constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { partnerApi } from '../../../lib/http/api-clients';
import { caseKeys } from './case-keys';

/** Deletes one case (the server keeps it soft-deleted). */
export const deleteCase = (caseId: number) => partnerApi.delete<null>(casePath(CASE_PATHS.detail, caseId));

export function useDeleteCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCase,
    // The case is gone: its detail is dropped, the lists are read again.
    onSuccess: (_, caseId) => {
      queryClient.removeQueries({ queryKey: caseKeys.detail(caseId) });
      return queryClient.invalidateQueries({ queryKey: caseKeys.lists() });
    },
  });
}
