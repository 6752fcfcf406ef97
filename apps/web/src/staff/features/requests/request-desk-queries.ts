/** The 상담 요청 and 제휴 문의 desks' calls, one set for both (the desk is a parameter). */
import type {
  DeskRequestChange,
  DeskRequestPage,
  DeskRequestRow,
} from '@partner-portal/contract/request-desks-api';
import {
  REQUEST_DESK_PATHS,
  requestDeskPath,
  type DeskRequestStatus,
  type RequestDesk,
} from '@partner-portal/contract/request-desks-constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { staffApi } from '../../app/staff-api';
import { staffKeys } from '../../shared/staff-keys';
import { useStaffWrite } from '../../shared/use-staff-write';

export interface DeskListParams {
  status: DeskRequestStatus | '';
  page: number;
  size: number;
}

const requestKeys = staffKeys('requests');

export const deskListQueryOptions = (desk: RequestDesk, params: DeskListParams) =>
  queryOptions({
    queryKey: requestKeys.list(desk, params),
    queryFn: ({ signal }) =>
      staffApi.get<DeskRequestPage>(requestDeskPath(REQUEST_DESK_PATHS.list, desk), {
        query: { ...(params.status ? { status: params.status } : {}), page: params.page, size: params.size },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useDeskList = (desk: RequestDesk, params: DeskListParams) =>
  useQuery(deskListQueryOptions(desk, params));

export const useChangeDeskRequest = (desk: RequestDesk) =>
  useStaffWrite(
    ({ requestId, change }: { requestId: number; change: DeskRequestChange }) =>
      staffApi.patch<DeskRequestRow>(requestDeskPath(REQUEST_DESK_PATHS.request, desk, requestId), {
        body: change,
        showErrors: false,
      }),
    requestKeys.all,
  );
