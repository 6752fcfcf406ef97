import { CASE_PATHS, casePath } from '@partner-portal/contract/cases-constants';
import type { CaseDetail } from '@partner-portal/contract/cases-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { partnerApi } from '../../../lib/http/api-clients';
import { caseKeys } from './case-keys';

export const getCase = (caseId: number, signal?: AbortSignal): Promise<CaseDetail> =>
  partnerApi.get<CaseDetail>(casePath(CASE_PATHS.detail, caseId), { signal, showErrors: false });

export const caseQueryOptions = (caseId: number) =>
  queryOptions({
    queryKey: caseKeys.detail(caseId),
    queryFn: ({ signal }) => getCase(caseId, signal),
  });

export const useCase = (caseId: number, enabled = true) => useQuery({ ...caseQueryOptions(caseId), enabled });
