/**
 * `POST /partner/v3/reg`: partner sign-up (spec §3 payload) with the identity verification made in
 * this browser, limited per client address.
 */
import { LOGIN_THROTTLE } from '@partner-portal/contract/constants';
import { IDENTITY_COOKIE } from '@partner-portal/contract/identity-api';
import { PARTNER_PATHS, signUpRequestSchema } from '@partner-portal/contract/partner-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/app-context.js';
import { ok } from '../../shared/envelopes.js';
import { signUpPartner } from './signup-service.js';

export const signUpRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.post(PARTNER_PATHS.signUp, { schema: { body: signUpRequestSchema } }, async (request) => {
    await ctx.limiter.hit(
      {
        bucket: 'signup',
        limit: ctx.limits.signupPerAddress,
        windowMinutes: LOGIN_THROTTLE.windowMinutes,
        message: '회원가입 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
      },
      request.ip,
    );
    return ok(await signUpPartner(ctx, request.body, request.cookies[IDENTITY_COOKIE.name]));
  });
};
