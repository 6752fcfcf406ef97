/** Partnership inquiries from the /enter page (no account yet), limited per client address. */
import { PARTNER_PATHS } from '@partner-portal/contract/api-constants';
import { returnEnvelope } from '@partner-portal/contract/envelopes';
import { inquiryRequestSchema, inquiryResultSchema } from '@partner-portal/contract/partner-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/app-context.js';
import { ok } from '../../shared/envelopes.js';
import { submitInquiry } from './inquiry-service.js';

export const inquiryRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.post(
    PARTNER_PATHS.inquiry,
    {
      schema: {
        summary: '제휴 문의 접수 (가입 전, /enter 페이지)',
        body: inquiryRequestSchema,
        response: { 200: returnEnvelope(inquiryResultSchema) },
      },
      config: {
        addressLimit: {
          bucket: 'inquiry',
          limit: ctx.limits.signupPerAddress,
          message: '문의 접수 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
        },
      },
    },
    async (request) => {
      return ok({ inquiry_no: await submitInquiry(ctx, request.body) });
    },
  );
};
