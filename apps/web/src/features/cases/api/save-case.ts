import { CASE_PATHS, casePath } from '@partner-portal/contract/cases-constants';
import type { CaseDetail, CaseInput } from '@partner-portal/contract/cases-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { partnerApi } from '../../../lib/http/api-clients';
import { caseKeys } from './case-keys';

/** Creates a case (no id) or replaces one with its photos; field errors stay with the form. */
export const saveCase = ({ caseId, input }: { caseId?: number; input: CaseInput }): Promise<CaseDetail> =>
  caseId === undefined
    ? partnerApi.post<CaseDetail>(CASE_PATHS.create, { body: input, showErrors: false })
    : partnerApi.put<CaseDetail>(casePath(CASE_PATHS.detail, caseId), { body: input, showErrors: false });

export function useSaveCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCase,
    // The answer is the case as stored; the lists it appears in are read again.
    onSuccess: (saved) => {
      queryClient.setQueryData(caseKeys.detail(saved.case_id), saved);
      return queryClient.invalidateQueries({ queryKey: caseKeys.lists() });
    },
  });
}
