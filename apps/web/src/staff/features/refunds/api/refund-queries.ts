/** The refunds desk: refunds by due date under a filter, and a transfer's refund recorded as sent. */
import {
  FOLLOW_UP_PATHS,
  followUpPath,
  type REFUND_FILTERS,
  type RefundRow,
} from '@partner-portal/contract/follow-ups-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffApi } from '../../../app/staff-api';
import { staffKeys } from '../../../shared/staff-keys';
import { useStaffWrite } from '../../../shared/use-staff-write';

export type RefundFilter = (typeof REFUND_FILTERS)[number];

const refundKeys = staffKeys('refunds');

export const refundsQueryOptions = (filter: RefundFilter) =>
  queryOptions({
    queryKey: refundKeys.list(filter),
    queryFn: ({ signal }) =>
      staffApi.get<RefundRow[]>(FOLLOW_UP_PATHS.refunds, { query: { filter }, signal }),
  });

export const useRefunds = (filter: RefundFilter) => useQuery(refundsQueryOptions(filter));

export const useSettleRefund = () =>
  useStaffWrite(
    ({ refundId, note }: { refundId: number; note: string }) =>
      staffApi.post<null>(followUpPath(FOLLOW_UP_PATHS.settleRefund, refundId), {
        body: { note },
        showErrors: false,
      }),
    refundKeys.all,
  );
