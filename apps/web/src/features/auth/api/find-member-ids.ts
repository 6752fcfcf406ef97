import { MEMBER_PATHS } from '@partner-portal/contract/api-constants';
import type { FoundAccounts } from '@partner-portal/contract/member-api';
import { useMutation } from '@tanstack/react-query';
import { memberSessionApi } from '../../../lib/http/member-session-api';

/** Uses a find-ID verification (once): the verified person's member ids, masked. */
export const findMemberIds = (identityToken: string): Promise<FoundAccounts> =>
  memberSessionApi.post<FoundAccounts>(MEMBER_PATHS.findId, {
    body: { identity_token: identityToken },
    showErrors: false,
  });

export const useFindMemberIds = () => useMutation({ mutationFn: findMemberIds });
