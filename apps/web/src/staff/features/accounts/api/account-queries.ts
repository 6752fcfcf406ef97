/** Staff accounts for admins: the list, creating one (an enrolment link), roles, disabling, 2FA resets, automation tokens. */
import {
  STAFF_PATHS,
  staffAccountPath,
  type AutomationToken,
  type AutomationTokenCreateRequest,
  type AutomationTokenIssued,
  type StaffAccount,
  type StaffAccountCreateRequest,
  type StaffEnrolmentLink,
  type StaffRole,
} from '@partner-portal/contract/staff-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffApi } from '../../../app/staff-api';
import { staffKeys } from '../../../shared/staff-keys';
import { useStaffWrite } from '../../../shared/use-staff-write';

/** The accounts and their automation tokens: every account change reads both again. */
const accountKeys = staffKeys('accounts');

export const staffAccountsQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.list(),
    queryFn: ({ signal }) => staffApi.get<StaffAccount[]>(STAFF_PATHS.accounts, { signal }),
  });
export const useStaffAccounts = () => useQuery(staffAccountsQueryOptions());

export const automationTokensQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.list('automation-tokens'),
    queryFn: ({ signal }) => staffApi.get<AutomationToken[]>(STAFF_PATHS.automationTokens, { signal }),
  });
export const useAutomationTokens = () => useQuery(automationTokensQueryOptions());

export const useCreateStaffAccount = () =>
  useStaffWrite(
    (body: StaffAccountCreateRequest) =>
      staffApi.post<StaffEnrolmentLink>(STAFF_PATHS.accounts, { body, showErrors: false }),
    accountKeys.all,
  );

export const useSetStaffRoles = () =>
  useStaffWrite(
    ({ memberNo, roles }: { memberNo: number; roles: StaffRole[] }) =>
      staffApi.put<StaffAccount>(staffAccountPath(STAFF_PATHS.accountRoles, memberNo), {
        body: { roles },
        showErrors: false,
      }),
    accountKeys.all,
  );

export const useSetStaffDisabled = () =>
  useStaffWrite(
    ({ memberNo, disabled }: { memberNo: number; disabled: boolean }) =>
      staffApi.post<StaffAccount>(
        staffAccountPath(disabled ? STAFF_PATHS.disableAccount : STAFF_PATHS.enableAccount, memberNo),
        { body: {} },
      ),
    accountKeys.all,
  );

export const useResetTwoFactor = () =>
  useStaffWrite(
    (memberNo: number) =>
      staffApi.post<StaffEnrolmentLink>(staffAccountPath(STAFF_PATHS.resetTwoFactor, memberNo), { body: {} }),
    accountKeys.all,
  );

export const useIssueAutomationToken = () =>
  useStaffWrite(
    (body: AutomationTokenCreateRequest) =>
      staffApi.post<AutomationTokenIssued>(STAFF_PATHS.automationTokens, { body, showErrors: false }),
    accountKeys.all,
  );

export const useRevokeAutomationToken = () =>
  useStaffWrite(
    (tokenId: number) =>
      staffApi.post<null>(STAFF_PATHS.revokeAutomationToken.replace(':tokenId', String(tokenId)), {
        body: {},
      }),
    accountKeys.all,
  );
