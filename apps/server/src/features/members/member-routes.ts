/** Member API group (spec §7): login, token renewal, logout, user detail, id check, password. */
import { REFRESH_TOKEN_TTL_SECONDS } from '@partner-portal/contract/constants';
import { httpErrorSchema, memberEnvelope } from '@partner-portal/contract/envelopes';
import { ERROR_CODES, MEMBER_PATHS, REFRESH_COOKIE } from '@partner-portal/contract/api-constants';
import { IDENTITY_COOKIE } from '@partner-portal/contract/identity-constants';
import {
  changePasswordRequestSchema,
  checkPasswordRequestSchema,
  emptyContextSchema,
  findIdRequestSchema,
  foundAccountsSchema,
  passwordResetCheckRequestSchema,
  passwordResetRequestSchema,
  loginRequestSchema,
  managerContactQuerySchema,
  managerContactSchema,
  passwordCheckSchema,
  refreshQuerySchema,
  tokenContextSchema,
  userDetailSchema,
  validateMemberIdQuerySchema,
  validateMemberIdSchema,
  type TokenContext,
  type UserDetail,
  type ValidateMemberIdResult,
} from '@partner-portal/contract/member-api';
import { MESSAGES } from '@partner-portal/contract/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/app-context.js';
import { memberOk } from '../../shared/envelopes.js';
import { HttpProblem } from '../../shared/problems.js';
import { memberOf } from '../../platform/auth/authenticate.js';
import { signIn } from '../../platform/auth/password-sign-in.js';
import {
  changePassword,
  checkCurrentPassword,
  isMemberIdAvailable,
  managerContactOf,
} from './member-service.js';
import type { IssuedTokens } from '../../platform/auth/tokens.js';
import { checkPasswordReset, findMemberIds, resetPassword } from './account-recovery.js';
import { BROWSER_COOKIE, recognizeBrowser } from './security-notices.js';

/** Sign-in, token renewal and the id check: open to visitors. */
export const memberPublicRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db, tokens } = ctx;

  app.post(
    MEMBER_PATHS.login,
    {
      schema: {
        summary:
          '파트너 로그인 (ceologin): 토큰 발급, 갱신 토큰은 HttpOnly 쿠키로도; 처음 보는 브라우저면 알림 (브라우저 식별 쿠키)',
        body: loginRequestSchema,
        querystring: loginRequestSchema.partial().describe("The spec's form: the same fields in the query."),
        response: {
          200: memberEnvelope(tokenContextSchema),
          401: httpErrorSchema.describe('아이디 또는 비밀번호 불일치, 이용 제한 계정'),
          429: httpErrorSchema.describe('로그인 시도 초과 (주소별 한도, 또는 계정·주소별 대기: Retry-After)'),
        },
      },
      // Credentials travel in the body; the spec's query-string form is accepted for compatibility:
      // its fields join the body (the body wins) before the body is validated.
      preValidation: async (request) => {
        request.body = { ...asRecord(request.query), ...asRecord(request.body) } as typeof request.body;
      },
    },
    async (request, reply) => {
      const issued = await signIn(ctx, {
        account: request.body.username,
        password: request.body.password,
        address: request.ip,
        role: 'partner',
      });
      const browserId = await recognizeBrowser(
        ctx,
        issued.member.memberNo,
        request.cookies[BROWSER_COOKIE.name],
        request.headers['user-agent'],
      );
      reply.setCookie(BROWSER_COOKIE.name, browserId, {
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        path: BROWSER_COOKIE.path,
        maxAge: BROWSER_COOKIE.maxAgeSeconds,
      });
      return memberOk(tokenContext(request, reply, issued));
    },
  );

  app.post(
    MEMBER_PATHS.refreshToken,
    {
      schema: {
        summary: '토큰 갱신: 갱신 토큰(쿼리 또는 쿠키)을 새 토큰 쌍으로 교체',
        querystring: refreshQuerySchema,
        response: {
          200: memberEnvelope(tokenContextSchema),
          401: httpErrorSchema.describe('갱신 토큰이 없거나 만료·폐기·재사용됨'),
          403: httpErrorSchema.describe('쿠키로 갱신하는 요청이 다른 출처에서 옴'),
        },
      },
    },
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
    {
      schema: {
        summary: '아이디 사용 가능 여부 (가입 전)',
        querystring: validateMemberIdQuerySchema,
        response: { 200: memberEnvelope(validateMemberIdSchema) },
      },
      config: {
        addressLimit: {
          bucket: 'validate-member-id',
          limit: ctx.limits.signupPerAddress * 10,
          message: '아이디 확인 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
        },
      },
    },
    async (request) => {
      const memberId = request.query.memberId;
      const result: ValidateMemberIdResult = {
        member_id: memberId,
        available: await isMemberIdAvailable(db, memberId),
      };
      return memberOk(result);
    },
  );
};

/**
 * ID and password recovery with a verification made in this browser (the identity cookie is sent
 * to these paths too): open to visitors, limited per address like sign-up's identity checks.
 */
export const memberRecoveryRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  // One count for the three steps together.
  const limited = {
    addressLimit: {
      bucket: 'account-recovery',
      limit: ctx.limits.signupPerAddress * 3,
      message: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
    },
  };
  const binding = (request: FastifyRequest) => request.cookies[IDENTITY_COOKIE.name];

  app.post(
    MEMBER_PATHS.findId,
    {
      schema: {
        summary: '아이디 찾기: 본인인증(find-id, 1회용)한 대표자의 아이디를 가려서',
        body: findIdRequestSchema,
        response: { 200: memberEnvelope(foundAccountsSchema) },
      },
      config: limited,
    },
    async (request) => memberOk(await findMemberIds(ctx, request.body.identity_token, binding(request))),
  );

  app.post(
    MEMBER_PATHS.passwordResetCheck,
    {
      schema: {
        summary:
          '비밀번호 재설정 전 확인: 아이디와 본인인증(password-reset)이 같은 대표자인지 (인증은 그대로)',
        body: passwordResetCheckRequestSchema,
        response: { 200: memberEnvelope(emptyContextSchema) },
      },
      config: limited,
    },
    async (request) => {
      await checkPasswordReset(ctx, request.body, binding(request));
      return memberOk({});
    },
  );

  app.post(
    MEMBER_PATHS.passwordReset,
    {
      schema: {
        summary: '비밀번호 재설정: 본인인증을 사용하고 새 비밀번호 저장, 그 회원의 모든 세션 종료',
        body: passwordResetRequestSchema,
        response: { 200: memberEnvelope(emptyContextSchema) },
      },
      config: limited,
    },
    async (request) => {
      await resetPassword(ctx, request.body, binding(request), {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      return memberOk({});
    },
  );
};

/** The signed-in member's own account: logout, detail, manager contact, password (member scope). */
export const memberAccountRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db, tokens } = ctx;

  app.get(
    MEMBER_PATHS.logout,
    {
      schema: {
        summary: '로그아웃: 이 세션의 토큰 폐기',
        response: { 200: memberEnvelope(emptyContextSchema) },
      },
    },
    async (request, reply) => {
      await tokens.revokeSession(memberOf(request).sessionId, 'logout');
      clearRefreshCookie(reply);
      return memberOk({});
    },
  );

  app.get(
    MEMBER_PATHS.userDetail,
    { schema: { summary: '로그인한 회원 정보', response: { 200: memberEnvelope(userDetailSchema) } } },
    async (request) => {
      const member = memberOf(request);
      const detail: UserDetail = {
        member_no: member.memberNo,
        member_id: member.memberId,
        username: member.name,
        exp: member.exp,
      };
      return memberOk(detail);
    },
  );

  app.get(
    MEMBER_PATHS.managerContact,
    {
      schema: {
        summary: '담당 매니저 연락처 (배정 전이면 거절 코드)',
        querystring: managerContactQuerySchema,
        response: {
          200: memberEnvelope(managerContactSchema),
          404: httpErrorSchema.describe('member_no가 로그인한 회원이 아님'),
        },
      },
    },
    async (request) => memberOk(await managerContactOf(db, memberOf(request), request.query.member_no)),
  );

  const passwordErrors = {
    404: httpErrorSchema.describe('member_no, member_id가 로그인한 회원이 아님'),
    429: httpErrorSchema.describe('비밀번호 오류 누적으로 잠긴 계정'),
  };

  app.post(
    MEMBER_PATHS.password,
    {
      schema: {
        summary: '현재 비밀번호 확인 (틀리면 거절 코드, 로그인 제한에 합산)',
        body: checkPasswordRequestSchema,
        response: { 200: memberEnvelope(passwordCheckSchema), ...passwordErrors },
      },
    },
    async (request) => {
      await checkCurrentPassword(ctx, memberOf(request), request.body, request.ip);
      return memberOk({ valid: true as const });
    },
  );

  app.patch(
    MEMBER_PATHS.password,
    {
      schema: {
        summary: '비밀번호 변경: 다른 세션은 로그아웃',
        body: changePasswordRequestSchema,
        response: { 200: memberEnvelope(emptyContextSchema), ...passwordErrors },
      },
    },
    async (request) => {
      await changePassword(ctx, memberOf(request), request.body, request.ip);
      return memberOk({});
    },
  );
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
