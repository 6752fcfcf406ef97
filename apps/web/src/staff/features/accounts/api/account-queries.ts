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
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '../../../app/staff-api';

export const accountKeys = {
  all: ['staff', 'accounts'] as const,
  list: () => [...accountKeys.all, 'list'] as const,
  tokens: () => [...accountKeys.all, 'automation-tokens'] as const,
};

export const staffAccountsQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.list(),
    queryFn: ({ signal }) => staffApi.get<StaffAccount[]>(STAFF_PATHS.accounts, { signal }),
  });
export const useStaffAccounts = () => useQuery(staffAccountsQueryOptions());

export const automationTokensQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.tokens(),
    queryFn: ({ signal }) => staffApi.get<AutomationToken[]>(STAFF_PATHS.automationTokens, { signal }),
  });
export const useAutomationTokens = () => useQuery(automationTokensQueryOptions());

/** Every account change invalidates the accounts and tokens lists. */
function useAccountMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}

export const useCreateStaffAccount = () =>
  useAccountMutation((body: StaffAccountCreateRequest) =>
    staffApi.post<StaffEnrolmentLink>(STAFF_PATHS.accounts, { body, showErrors: false }),
  );

export const useSetStaffRoles = () =>
  useAccountMutation(({ memberNo, roles }: { memberNo: number; roles: StaffRole[] }) =>
    staffApi.put<StaffAccount>(staffAccountPath(STAFF_PATHS.accountRoles, memberNo), {
      body: { roles },
      showErrors: false,
    }),
  );

export const useSetStaffDisabled = () =>
  useAccountMutation(({ memberNo, disabled }: { memberNo: number; disabled: boolean }) =>
    staffApi.post<StaffAccount>(
      staffAccountPath(disabled ? STAFF_PATHS.disableAccount : STAFF_PATHS.enableAccount, memberNo),
      { body: {} },
    ),
  );

export const useResetTwoFactor = () =>
  useAccountMutation((memberNo: number) =>
    staffApi.post<StaffEnrolmentLink>(staffAccountPath(STAFF_PATHS.resetTwoFactor, memberNo), { body: {} }),
  );

export const useIssueAutomationToken = () =>
  useAccountMutation((body: AutomationTokenCreateRequest) =>
    staffApi.post<AutomationTokenIssued>(STAFF_PATHS.automationTokens, { body, showErrors: false }),
  );

export const useRevokeAutomationToken = () =>
  useAccountMutation((tokenId: number) =>
    staffApi.post<null>(STAFF_PATHS.revokeAutomationToken.replace(':tokenId', String(tokenId)), { body: {} }),
  );
