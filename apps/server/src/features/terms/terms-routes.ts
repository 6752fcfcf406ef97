/**
 * Legal texts (service group, no auth): the sign-up list, each document by type and version, and the
 * versions scheduled to take effect (the portal's banner).
 */
import { SERVICE_PATHS } from '@partner-portal/contract/api-constants';
import { httpErrorSchema, returnEnvelope } from '@partner-portal/contract/envelopes';
import {
  signUpTermsSchema,
  termsDocumentParamsSchema,
  termsDocumentQuerySchema,
  termsDocumentSchema,
} from '@partner-portal/contract/service-api';
import { upcomingTermsSchema } from '@partner-portal/contract/terms-api';
import { TERMS_SERVICE_PATHS } from '@partner-portal/contract/terms-constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/app-context.js';
import { ok } from '../../shared/envelopes.js';
import { upcomingTerms } from './terms-schedule.js';
import { signUpTerms, termsDocument } from './terms-service.js';

export const termsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    SERVICE_PATHS.signUpTerms,
    {
      schema: {
        summary: '회원가입에서 보여줄 약관 목록 (필수 먼저, 그다음 선택)',
        response: { 200: returnEnvelope(signUpTermsSchema) },
      },
    },
    async () => ok(await signUpTerms(ctx)),
  );

  app.get(
    SERVICE_PATHS.termsDocument,
    {
      schema: {
        summary: '약관 한 건과 그 버전 목록 (버전을 주지 않으면 최신)',
        params: termsDocumentParamsSchema,
        querystring: termsDocumentQuerySchema,
        response: {
          200: returnEnvelope(termsDocumentSchema),
          404: httpErrorSchema.describe('없는 약관 종류 또는 버전'),
        },
      },
    },
    async (request) => ok(await termsDocument(ctx, request.params.type, request.query.version)),
  );

  app.get(
    TERMS_SERVICE_PATHS.upcoming,
    {
      schema: {
        summary: '시행 예정인 약관 버전 (시행일이 가까운 순; 포털의 변경 안내 배너)',
        response: { 200: returnEnvelope(upcomingTermsSchema) },
      },
    },
    // Its answer changes at 00:00 Seoul of each effective date: never kept by a cache.
    async (_request, reply) => reply.header('cache-control', 'no-store').send(ok(await upcomingTerms(ctx))),
  );
};
