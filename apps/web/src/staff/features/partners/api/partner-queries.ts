/** The partners desk: search (a page at a time), one partner's detail, suspend and resume. */
import {
  partnerDeskPath,
  STAFF_DESK_PATHS,
  type PartnerDetail,
  type PartnerPage,
} from '@partner-portal/contract/staff-desks-api';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '../../../app/staff-api';

export interface PartnerSearchParams {
  q: string;
  page: number;
  size: number;
}

export const partnerKeys = {
  all: ['staff', 'partners'] as const,
  search: (params: PartnerSearchParams) => [...partnerKeys.all, 'search', params] as const,
  detail: (partnerId: number) => [...partnerKeys.all, 'detail', partnerId] as const,
};

export const partnerSearchQueryOptions = (params: PartnerSearchParams) =>
  queryOptions({
    queryKey: partnerKeys.search(params),
    queryFn: ({ signal }) =>
      staffApi.get<PartnerPage>(STAFF_DESK_PATHS.partners, { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });

export const usePartnerSearch = (params: PartnerSearchParams) => useQuery(partnerSearchQueryOptions(params));

export const partnerDetailQueryOptions = (partnerId: number) =>
  queryOptions({
    queryKey: partnerKeys.detail(partnerId),
    queryFn: ({ signal }) =>
      staffApi.get<PartnerDetail>(partnerDeskPath(STAFF_DESK_PATHS.partner, partnerId), { signal }),
  });

export const usePartnerDetail = (partnerId: number) => useQuery(partnerDetailQueryOptions(partnerId));

/** Suspends (`suspend: true`) or resumes a partner; the answer is the new detail, and lists are read again. */
export function useSetPartnerSuspended(partnerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ suspend, reason }: { suspend: boolean; reason: string }) =>
      staffApi.post<PartnerDetail>(
        partnerDeskPath(
          suspend ? STAFF_DESK_PATHS.suspendPartner : STAFF_DESK_PATHS.resumePartner,
          partnerId,
        ),
        { body: { reason }, showErrors: false },
      ),
    onSuccess: (detail) => queryClient.setQueryData(partnerKeys.detail(partnerId), detail),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}
