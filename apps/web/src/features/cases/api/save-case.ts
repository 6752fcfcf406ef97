import { CASE_PATHS, casePath, type CaseDetail, type CaseInput } from '@partner-portal/contract/cases-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { partnerApi } from '../../../lib/http/api-clients';
import { CASES_KEY } from './get-cases';

/** Creates a case (no id) or replaces one with its photos; field errors stay with the form. */
export const saveCase = ({ caseId, input }: { caseId?: number; input: CaseInput }): Promise<CaseDetail> =>
  caseId === undefined
    ? partnerApi.post<CaseDetail>(CASE_PATHS.create, { body: input, showErrors: false })
    : partnerApi.put<CaseDetail>(casePath(CASE_PATHS.detail, caseId), { body: input, showErrors: false });

export function useSaveCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCase,
    onSuccess: (saved) => {
      queryClient.setQueryData([...CASES_KEY, 'detail', saved.case_id], saved);
      return queryClient.invalidateQueries({ queryKey: [...CASES_KEY, 'list'] });
    },
  });
}
