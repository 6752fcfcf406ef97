import { CASE_PATHS, casePath } from '@partner-portal/contract/cases-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { partnerApi } from '../../../lib/http/api-clients';
import { CASES_KEY } from './get-cases';

/** Deletes one case (the server keeps it soft-deleted). */
export const deleteCase = (caseId: number) => partnerApi.delete<null>(casePath(CASE_PATHS.detail, caseId));

export function useDeleteCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCase,
    onSuccess: (_, caseId) => {
      queryClient.removeQueries({ queryKey: [...CASES_KEY, 'detail', caseId] });
      return queryClient.invalidateQueries({ queryKey: [...CASES_KEY, 'list'] });
    },
  });
}
