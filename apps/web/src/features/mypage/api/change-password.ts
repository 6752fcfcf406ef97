import { MEMBER_PATHS } from '@partner-portal/contract/api-constants';
import type { ChangePasswordRequest, checkPasswordRequestSchema } from '@partner-portal/contract/member-api';
import type { z } from 'zod';
import { memberApi } from '../../../lib/http/api-clients';

/** Step 1: the current password is checked before a new one can be chosen. */
export const checkPassword = (request: z.input<typeof checkPasswordRequestSchema>) =>
  memberApi.post<{ valid: true }>(MEMBER_PATHS.password, { body: request, showErrors: false });

/** Step 2: the server revokes the member's other sessions; this one keeps working. */
export const changePassword = (request: ChangePasswordRequest) =>
  memberApi.patch<unknown>(MEMBER_PATHS.password, { body: request, showErrors: false });
