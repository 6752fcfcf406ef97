/**
 * The verification flow: the SPA's `/selfCertification/nice/load` page asks for a window request and
 * form-POSTs it to the provider; the provider returns here; we redirect to the SPA's success or
 * failure page. A cookie binds the whole flow to one browser.
 */
import { API_PREFIX } from '@partner-portal/contract/api-constants';
import { IDENTITY_COOKIE, IDENTITY_PATHS } from '@partner-portal/contract/identity-constants';
import { randomBytes } from 'node:crypto';
import { authErrorSchema, httpErrorSchema, returnEnvelope } from '@partner-portal/contract/envelopes';
import {
  identityRequestSchema,
  identityResultQuerySchema,
  identityResultSchema,
  identityReturnFieldsSchema,
  identityWindowSchema,
  type IdentityWindow,
} from '@partner-portal/contract/identity-api';
import { PATHS } from '@partner-portal/contract/routes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/app-context.js';
import { ok } from '../../shared/envelopes.js';
import { notFound } from '../../shared/problems.js';

export const identityRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.post(
    IDENTITY_PATHS.request,
    {
      schema: {
        summary:
          '본인인증 창 요청 (가입, 아이디 찾기, 비밀번호 재설정, 또는 로그인한 회원의 휴대폰 변경); 이 브라우저를 쿠키로 묶음',
        body: identityRequestSchema,
        response: {
          200: returnEnvelope(identityWindowSchema),
          401: authErrorSchema.describe('휴대폰 변경인데 토큰이 없거나 만료됨'),
        },
      },
      config: {
        addressLimit: {
          bucket: 'identity',
          limit: ctx.limits.signupPerAddress * 3,
          message: '본인인증 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
        },
      },
    },
    async (request, reply) => {
      // A phone change belongs to the signed-in member; sign-up has no member yet.
      let memberNo: number | null = null;
      if (request.body.purpose === 'phone-change') {
        await ctx.authenticate.call(app, request, reply);
        memberNo = request.member!.memberNo;
      }
      const binding = randomBytes(24).toString('base64url');
      const started = await ctx.identity.start({
        purpose: request.body.purpose,
        memberNo,
        binding,
        returnUrl: returnUrlOf(request),
      });
      reply.setCookie(IDENTITY_COOKIE.name, binding, cookieOptions(request, IDENTITY_COOKIE.path));
      if (request.body.purpose === 'find-id' || request.body.purpose === 'password-reset')
        reply.setCookie(IDENTITY_COOKIE.name, binding, cookieOptions(request, IDENTITY_COOKIE.recoveryPath));
      const window: IdentityWindow = { window_url: started.windowUrl, fields: started.fields };
      return ok(window);
    },
  );

  const returnSchema = (summary: string) => ({
    summary,
    querystring: identityReturnFieldsSchema,
    response: { 303: z.null().describe('본인인증 성공 또는 실패 화면으로 이동') },
  });
  const onReturn = async (request: FastifyRequest, reply: FastifyReply) => {
    const fields = {
      ...(request.query as Record<string, string>),
      ...((request.body as Record<string, string>) ?? {}),
    };
    const outcome = await ctx.identity.complete(fields, request.cookies[IDENTITY_COOKIE.name]);
    const target = outcome.ok
      ? `${PATHS.niceSuccess}?token=${encodeURIComponent(outcome.token)}&purpose=${outcome.purpose}`
      : `${PATHS.niceFail}?code=${encodeURIComponent(outcome.code)}`;
    return reply.code(303).header('cache-control', 'no-store').redirect(target);
  };
  app.post(
    IDENTITY_PATHS.return,
    {
      schema: {
        ...returnSchema('본인인증 결과 수신 (인증 기관이 form POST): 확인 후 결과 화면으로 이동'),
        body: identityReturnFieldsSchema.optional(),
      },
    },
    onReturn,
  );
  app.get(
    IDENTITY_PATHS.return,
    { schema: returnSchema('본인인증 결과 수신 (쿼리로 돌아온 경우): 확인 후 결과 화면으로 이동') },
    onReturn,
  );

  app.get(
    IDENTITY_PATHS.result,
    {
      schema: {
        summary: '마친 본인인증의 결과 (토큰, 이 브라우저에서만)',
        querystring: identityResultQuerySchema,
        response: {
          200: returnEnvelope(identityResultSchema),
          404: httpErrorSchema.describe('모르는 토큰, 다른 브라우저, 또는 만료'),
        },
      },
    },
    async (request) => {
      const result = await ctx.identity.peek(request.query.token, request.cookies[IDENTITY_COOKIE.name]);
      if (!result) throw notFound();
      return ok(result);
    },
  );
};

/** Where the provider sends the person back: our own origin for the sandbox, absolute for NICE. */
function returnUrlOf(request: FastifyRequest): string {
  const path = `${API_PREFIX.partner}${IDENTITY_PATHS.return}`;
  return request.server.context.identity.provider.name === 'sandbox'
    ? path
    : `${request.protocol}://${request.host}${path}`;
}

/** NICE posts the return from its own site: over https the cookie must be SameSite=None to come along. */
function cookieOptions(request: FastifyRequest, path: string) {
  const secure = request.protocol === 'https';
  return {
    httpOnly: true,
    secure,
    sameSite: secure ? ('none' as const) : ('lax' as const),
    path,
    maxAge: 40 * 60,
  };
}
