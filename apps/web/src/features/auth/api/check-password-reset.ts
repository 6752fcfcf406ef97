import { MEMBER_PATHS } from '@partner-portal/contract/api-constants';
import type { PasswordResetCheckRequest } from '@partner-portal/contract/member-api';
import { useMutation } from '@tanstack/react-query';
import { memberSessionApi } from '../../../lib/http/member-session-api';

/** Whether the verification is the CEO's of this member id; the verification stays usable. */
export const checkPasswordReset = (request: PasswordResetCheckRequest) =>
  memberSessionApi.post<unknown>(MEMBER_PATHS.passwordResetCheck, { body: request, showErrors: false });

export const useCheckPasswordReset = () => useMutation({ mutationFn: checkPasswordReset });
