/**
 * `POST /authapi/partner/subscription/terms/agree?subscription_no=`: the partner agrees to one
 * document (its `document_no`); the agreement is recorded with member, version, time and channel.
 */
import { PROFILE_PATHS } from '@partner-portal/contract/profile-checklist';
import { httpErrorSchema, returnEnvelope } from '@partner-portal/contract/envelopes';
import { termsAgreeQuerySchema, termsAgreeResultSchema } from '@partner-portal/contract/profile-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/app-context.js';
import { memberOf } from '../../platform/auth/authenticate.js';
import { ok } from '../../shared/envelopes.js';
import { agreeToTerms } from './terms-service.js';

export const agreementRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.post(
    PROFILE_PATHS.termsAgree,
    {
      schema: {
        summary: '약관 한 건에 동의 (subscription_no는 약관의 document_no); 남은 미동의 약관',
        querystring: termsAgreeQuerySchema,
        response: {
          200: returnEnvelope(termsAgreeResultSchema),
          404: httpErrorSchema.describe('없는 약관'),
        },
      },
    },
    async (request) => {
      const { subscription_no: documentId, channel } = request.query;
      return ok({
        need_agree_terms_list: await agreeToTerms(ctx, memberOf(request).memberNo, documentId, channel),
      });
    },
  );
};
