import { MEMBER_PATHS } from '@partner-portal/contract/api-constants';
import type { LoginRequest, TokenContext } from '@partner-portal/contract/member-api';
import { memberSessionApi } from '../../../lib/http/member-session-api';

/** The login form shows every failure itself (spec: the server's message for 401 and 429). */
export function logIn(credentials: Pick<LoginRequest, 'username' | 'password'>): Promise<TokenContext> {
  return memberSessionApi.post<TokenContext>(MEMBER_PATHS.login, { body: credentials, showErrors: false });
}
