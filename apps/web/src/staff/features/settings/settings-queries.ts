/** The admins' settings: the bank-transfer account. */
import type { BankAccount } from '@partner-portal/contract/portal-settings-api';
import { SETTINGS_STAFF_PATHS } from '@partner-portal/contract/portal-settings-constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffApi } from '../../app/staff-api';
import { staffKeys } from '../../shared/staff-keys';
import { useStaffWrite } from '../../shared/use-staff-write';

const settingKeys = staffKeys('settings');

export const bankAccountQueryOptions = () =>
  queryOptions({
    queryKey: settingKeys.detail('bank_account'),
    queryFn: ({ signal }) => staffApi.get<BankAccount>(SETTINGS_STAFF_PATHS.bankAccount, { signal }),
  });

export const useBankAccount = () => useQuery(bankAccountQueryOptions());

export const useSaveBankAccount = () =>
  useStaffWrite(
    (account: BankAccount) =>
      staffApi.put<BankAccount>(SETTINGS_STAFF_PATHS.bankAccount, { body: account, showErrors: false }),
    settingKeys.all,
  );
