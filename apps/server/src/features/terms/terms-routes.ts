/** Legal texts (service group, no auth): the sign-up list and each document by type and version. */
import { SERVICE_PATHS } from '@partner-portal/contract/api-constants';
import { httpErrorSchema, returnEnvelope } from '@partner-portal/contract/envelopes';
import {
  signUpTermsSchema,
  termsDocumentParamsSchema,
  termsDocumentQuerySchema,
  termsDocumentSchema,
} from '@partner-portal/contract/service-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/app-context.js';
import { ok } from '../../shared/envelopes.js';
import { signUpTerms, termsDocument } from './terms-service.js';

export const termsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    SERVICE_PATHS.signUpTerms,
    {
      schema: {
        summary: '회원가입에서 보여줄 약관 목록 (필수 먼저, 그다음 선택)',
        response: { 200: returnEnvelope(signUpTermsSchema) },
      },
    },
    async () => ok(await signUpTerms(db)),
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
    async (request) => ok(await termsDocument(db, request.params.type, request.query.version)),
  );
};
