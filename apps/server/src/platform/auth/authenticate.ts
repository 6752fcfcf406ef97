/** The bearer check used by every `authapi` route: sets `request.member` or answers 401. */
import { BACKGROUND_REQUEST_HEADER } from '@partner-portal/contract/constants';
import type { FastifyRequest } from 'fastify';
import { AuthFailure } from '../../shared/problems.js';
import type { MemberPrincipal, TokenService } from './tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    member?: MemberPrincipal;
  }
}

export function bearerAuthentication(tokens: TokenService) {
  return async function authenticate(request: FastifyRequest): Promise<void> {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match)
      throw new AuthFailure('unauthorized', 'Full authentication is required to access this resource');
    const principal = await tokens.verifyAccessToken(match[1]!);
    if (principal === 'expired') throw new AuthFailure('invalid_token', 'Access token expired');
    if (!principal) throw new AuthFailure('invalid_token', 'Invalid access token');
    request.member = principal;
    // Idle logout (issue #40 §3): what the person does keeps the session; a background poll does not.
    if (request.headers[BACKGROUND_REQUEST_HEADER] !== '1') await tokens.recordActivity(principal.sessionId);
  };
}

/** The authenticated member of a route guarded by `bearerAuthentication`. */
export function memberOf(request: FastifyRequest): MemberPrincipal {
  if (!request.member)
    throw new AuthFailure('unauthorized', 'Full authentication is required to access this resource');
  return request.member;
}
