import { MEMBER_PATHS } from '@partner-portal/contract/api-constants';
import type { PasswordResetRequest } from '@partner-portal/contract/member-api';
import { useMutation } from '@tanstack/react-query';
import { memberSessionApi } from '../../../lib/http/member-session-api';

/** Sets the new password; the server ends every session of the member. */
export const resetPassword = (request: PasswordResetRequest) =>
  memberSessionApi.post<unknown>(MEMBER_PATHS.passwordReset, { body: request, showErrors: false });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
