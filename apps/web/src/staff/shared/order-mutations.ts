/**
 * What staff do to one order (deposits and orders desks both): confirm a bank deposit, refund.
 * Either changes lists, counts and details all over the console, so every staff query is read again.
 */
import {
  STAFF_PATHS,
  staffPath,
  type ConfirmDepositRequest,
  type StaffRefundRequest,
} from '@partner-portal/contract/staff-api';
import { staffApi } from '../app/staff-api';
import { useStaffWrite } from './use-staff-write';

const useOrderAction = <I extends object>(template: string) =>
  useStaffWrite(({ orderNo, ...body }: I & { orderNo: string }) =>
    staffApi.post<null>(staffPath(template, orderNo), { body, showErrors: false }),
  );

export const useConfirmDeposit = () => useOrderAction<ConfirmDepositRequest>(STAFF_PATHS.confirmDeposit);
export const useRefund = () => useOrderAction<StaffRefundRequest>(STAFF_PATHS.refund);
