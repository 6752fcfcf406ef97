/** Partnership inquiries from the /enter page (no account yet), limited per client address. */
import { LOGIN_THROTTLE } from '@partner-portal/contract/constants';
import { inquiryRequestSchema, PARTNER_PATHS } from '@partner-portal/contract/partner-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/app-context.js';
import { ok } from '../../shared/envelopes.js';
import { submitInquiry } from './inquiry-service.js';

export const inquiryRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.post(PARTNER_PATHS.inquiry, { schema: { body: inquiryRequestSchema } }, async (request) => {
    await ctx.limiter.hit(
      {
        bucket: 'inquiry',
        limit: ctx.limits.signupPerAddress,
        windowMinutes: LOGIN_THROTTLE.windowMinutes,
        message: '문의 접수 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
      },
      request.ip,
    );
    return ok({ inquiry_no: await submitInquiry(ctx, request.body) });
  });
};
