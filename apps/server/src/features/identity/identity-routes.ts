/**
 * The verification flow: the SPA's `/selfCertification/nice/load` page asks for a window request and
 * form-POSTs it to the provider; the provider returns here; we redirect to the SPA's success or
 * failure page. A cookie binds the whole flow to one browser.
 */
import { randomBytes } from 'node:crypto';
import { LOGIN_THROTTLE } from '@partner-portal/contract/constants';
import { IDENTITY_COOKIE, IDENTITY_PATHS, identityRequestSchema, type IdentityResult, type IdentityWindow } from '@partner-portal/contract/identity-api';
import { PATHS } from '@partner-portal/contract/routes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/app-context.js';
import { ok } from '../../shared/envelopes.js';
import { notFound } from '../../shared/problems.js';
import { API_PREFIX } from '@partner-portal/contract/envelopes';

export const identityRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.post(IDENTITY_PATHS.request, { schema: { body: identityRequestSchema } }, async (request, reply) => {
    await ctx.limiter.hit(
      { bucket: 'identity', limit: ctx.limits.signupPerAddress * 3, windowMinutes: LOGIN_THROTTLE.windowMinutes, message: '본인인증 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.' },
      request.ip,
    );
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
    reply.setCookie(IDENTITY_COOKIE.name, binding, cookieOptions(request));
    const window: IdentityWindow = { window_url: started.windowUrl, fields: started.fields };
    return ok(window);
  });

  const onReturn = async (request: FastifyRequest, reply: FastifyReply) => {
    const fields = { ...(request.query as Record<string, string>), ...((request.body as Record<string, string>) ?? {}) };
    const outcome = await ctx.identity.complete(fields, request.cookies[IDENTITY_COOKIE.name]);
    const target = outcome.ok
      ? `${PATHS.niceSuccess}?token=${encodeURIComponent(outcome.token)}&purpose=${outcome.purpose}`
      : `${PATHS.niceFail}?code=${encodeURIComponent(outcome.code)}`;
    return reply.code(303).header('cache-control', 'no-store').redirect(target);
  };
  app.post(IDENTITY_PATHS.return, onReturn);
  app.get(IDENTITY_PATHS.return, onReturn);

  app.get(IDENTITY_PATHS.result, { schema: { querystring: z.object({ token: z.string().max(100) }) } }, async (request) => {
    const result = await ctx.identity.peek(request.query.token, request.cookies[IDENTITY_COOKIE.name]);
    if (!result) throw notFound();
    const body: IdentityResult = result;
    return ok(body);
  });
};

/** Where the provider sends the person back: our own origin for the sandbox, absolute for NICE. */
function returnUrlOf(request: FastifyRequest): string {
  const path = `${API_PREFIX.partner}${IDENTITY_PATHS.return}`;
  return request.server.context.identity.provider.name === 'sandbox' ? path : `${request.protocol}://${request.host}${path}`;
}

/** NICE posts the return from its own site: over https the cookie must be SameSite=None to come along. */
function cookieOptions(request: FastifyRequest) {
  const secure = request.protocol === 'https';
  return {
    httpOnly: true,
    secure,
    sameSite: secure ? ('none' as const) : ('lax' as const),
    path: IDENTITY_COOKIE.path,
    maxAge: 40 * 60,
  };
}
