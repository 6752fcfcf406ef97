import type { BankAccount } from '@partner-portal/contract/portal-settings-api';
import { SETTINGS_PARTNER_PATHS } from '@partner-portal/contract/portal-settings-constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { partnerApi } from '../../../lib/http/api-clients';
import { orderKeys } from './order-keys';

/** The account bank transfers go to (admins change it in the console): read each time it shows. */
export const bankAccountQueryOptions = () =>
  queryOptions({
    queryKey: orderKeys.bankAccount(),
    queryFn: ({ signal }) => partnerApi.get<BankAccount>(SETTINGS_PARTNER_PATHS.bankAccount, { signal }),
    staleTime: 0,
  });

export const useBankAccount = () => useQuery(bankAccountQueryOptions());
