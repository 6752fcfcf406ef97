/** Member API group (spec §7): login, token renewal, logout, user detail, id check, password. */
import { LOGIN_THROTTLE, REFRESH_TOKEN_TTL_SECONDS } from '@partner-portal/contract/constants';
import { ERROR_CODES } from '@partner-portal/contract/envelopes';
import {
  changePasswordRequestSchema,
  checkPasswordRequestSchema,
  loginRequestSchema,
  managerContactQuerySchema,
  MEMBER_PATHS,
  REFRESH_COOKIE,
  refreshQuerySchema,
  validateMemberIdQuerySchema,
  type TokenContext,
  type UserDetail,
  type ValidateMemberIdResult,
} from '@partner-portal/contract/member-api';
import { MESSAGES } from '@partner-portal/contract/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/app-context.js';
import { memberOk } from '../../shared/envelopes.js';
import { fromZodError } from '../../shared/errors.js';
import { HttpProblem } from '../../shared/problems.js';
import { memberOf } from '../../platform/auth/authenticate.js';
import { signIn } from './sign-in.js';
import {
  changePassword,
  checkCurrentPassword,
  isMemberIdAvailable,
  managerContactOf,
} from './member-service.js';
import type { IssuedTokens } from '../../platform/auth/tokens.js';

/** Sign-in, token renewal and the id check: open to visitors. */
export const memberPublicRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db, tokens, limiter } = ctx;

  app.post(MEMBER_PATHS.login, async (request, reply) => {
    // Credentials travel in the body; the spec's query-string form is accepted for compatibility.
    const parsed = loginRequestSchema.safeParse({ ...asRecord(request.query), ...asRecord(request.body) });
    if (!parsed.success) throw fromZodError(parsed.error);
    const issued = await signIn(ctx, {
      account: parsed.data.username,
      password: parsed.data.password,
      address: request.ip,
      role: 'partner',
    });
    return memberOk(tokenContext(request, reply, issued));
  });

  app.post(
    MEMBER_PATHS.refreshToken,
    { schema: { querystring: refreshQuerySchema } },
    async (request, reply) => {
      const cookieToken = request.cookies[REFRESH_COOKIE.name];
      const token = request.query.refreshToken ?? cookieToken;
      if (!token) throw new HttpProblem(401, ERROR_CODES.refreshTokenMissing, MESSAGES.loginFailed);
      // A cookie travels by itself, so a cookie-borne renewal must come from our own pages.
      if (!request.query.refreshToken && !isSameOrigin(request)) {
        throw new HttpProblem(403, ERROR_CODES.forbiddenOrigin, '허용되지 않은 요청입니다.');
      }
      const outcome = await tokens.rotate(token);
      if (!outcome.ok) {
        clearRefreshCookie(reply);
        throw new HttpProblem(401, ERROR_CODES.refreshTokenInvalid, MESSAGES.sessionExpired);
      }
      return memberOk(tokenContext(request, reply, outcome.tokens));
    },
  );

  app.post(
    MEMBER_PATHS.validateMemberId,
    { schema: { querystring: validateMemberIdQuerySchema } },
    async (request) => {
      await limiter.hit(
        {
          bucket: 'validate-member-id',
          limit: ctx.limits.signupPerAddress * 10,
          windowMinutes: LOGIN_THROTTLE.windowMinutes,
          message: '아이디 확인 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
        },
        request.ip,
      );
      const memberId = request.query.memberId;
      const result: ValidateMemberIdResult = {
        member_id: memberId,
        available: await isMemberIdAvailable(db, memberId),
      };
      return memberOk(result);
    },
  );
};

/** The signed-in member's own account: logout, detail, manager contact, password (member scope). */
export const memberAccountRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db, tokens } = ctx;

  app.get(MEMBER_PATHS.logout, async (request, reply) => {
    await tokens.revokeSession(memberOf(request).sessionId, 'logout');
    clearRefreshCookie(reply);
    return memberOk({});
  });

  app.get(MEMBER_PATHS.userDetail, async (request) => {
    const member = memberOf(request);
    const detail: UserDetail = {
      member_no: member.memberNo,
      member_id: member.memberId,
      username: member.name,
      exp: member.exp,
    };
    return memberOk(detail);
  });

  app.get(
    MEMBER_PATHS.managerContact,
    { schema: { querystring: managerContactQuerySchema } },
    async (request) => memberOk(await managerContactOf(db, memberOf(request), request.query.member_no)),
  );

  app.post(MEMBER_PATHS.password, { schema: { body: checkPasswordRequestSchema } }, async (request) => {
    await checkCurrentPassword(ctx, memberOf(request), request.body);
    return memberOk({ valid: true as const });
  });

  app.patch(MEMBER_PATHS.password, { schema: { body: changePasswordRequestSchema } }, async (request) => {
    await changePassword(ctx, memberOf(request), request.body);
    return memberOk({});
  });
};

function tokenContext(request: FastifyRequest, reply: FastifyReply, issued: IssuedTokens): TokenContext {
  reply.setCookie(REFRESH_COOKIE.name, issued.refreshToken, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: REFRESH_COOKIE.path,
    maxAge: REFRESH_TOKEN_TTL_SECONDS,
  });
  return {
    member_info: {
      member_no: issued.member.memberNo,
      member_id: issued.member.memberId,
      name: issued.member.name,
    },
    expires_in: issued.expiresIn,
    access_token: issued.accessToken,
    refresh_token: issued.refreshToken,
  };
}

function clearRefreshCookie(reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE.name, { path: REFRESH_COOKIE.path });
}

function isSameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  return !!origin && origin === `${request.protocol}://${request.host}`;
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
