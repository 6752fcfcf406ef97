/** The partners desk: search (a page at a time), one partner's detail, suspend and resume, grade. */
import {
  partnerDeskPath,
  STAFF_DESK_PATHS,
  type PartnerDetail,
  type PartnerGradeChange,
  type PartnerPage,
} from '@partner-portal/contract/staff-desks-api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { staffApi } from '../../../app/staff-api';
import { staffKeys } from '../../../shared/staff-keys';
import { useStaffWrite } from '../../../shared/use-staff-write';

export interface PartnerSearchParams {
  q: string;
  page: number;
  size: number;
}

const partnerKeys = staffKeys('partners');

export const partnerSearchQueryOptions = (params: PartnerSearchParams) =>
  queryOptions({
    queryKey: partnerKeys.list(params),
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

/**
 * Suspends (`suspend: true`) or resumes a partner; the partner's state shows on other desks too
 * (dashboard, orders), so every staff query is read again.
 */
export const useSetPartnerSuspended = (partnerId: number) =>
  useStaffWrite(({ suspend, reason }: { suspend: boolean; reason: string }) =>
    staffApi.post<PartnerDetail>(
      partnerDeskPath(suspend ? STAFF_DESK_PATHS.suspendPartner : STAFF_DESK_PATHS.resumePartner, partnerId),
      { body: { reason }, showErrors: false },
    ),
  );

/** Sets the partner's grade with a reason (the partner's promotions and popups follow it). */
export const useSetPartnerGrade = (partnerId: number) =>
  useStaffWrite((change: PartnerGradeChange) =>
    staffApi.post<PartnerDetail>(partnerDeskPath(STAFF_DESK_PATHS.partnerGrade, partnerId), {
      body: change,
      showErrors: false,
    }),
  );
