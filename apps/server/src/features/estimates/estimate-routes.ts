/**
 * Leads: `GET /estimate/count` for the signed-in partner (spec §7), and the marketplace's
 * service-authenticated `POST /internal/estimates` that records them.
 */
import { ESTIMATE_PATHS } from '@partner-portal/contract/api-constants';
import {
  ESTIMATE_MESSAGES,
  estimateCountSchema,
  estimateCreatedSchema,
  estimateCreateSchema,
} from '@partner-portal/contract/estimates-api';
import { authErrorSchema, httpErrorSchema, returnEnvelope } from '@partner-portal/contract/envelopes';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../platform/app-context.js';
import { ok } from '../../shared/envelopes.js';
import { AuthFailure, notFound } from '../../shared/problems.js';
import { estimateCount, recordEstimate } from './estimate-service.js';

export const estimateRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    ESTIMATE_PATHS.count,
    {
      schema: {
        summary: '받은 상담 리드: 이번 주, 이번 달(한국 시간), 최근 6개월 리드와 결제 금액',
        response: {
          200: returnEnvelope(estimateCountSchema),
          404: httpErrorSchema.describe('파트너가 아닌 계정'),
        },
      },
    },
    async (request) => ok(await estimateCount(ctx, (await request.partner()).partnerId)),
  );
};

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The marketplace's call, authenticated by `Authorization: Bearer <MARKETPLACE_SERVICE_TOKEN>`
 * (compared in constant time). Without a configured token the call does not exist: 404.
 */
export const marketplaceEstimateRoutes =
  (serviceToken: string | undefined): FastifyPluginAsyncZod<AppContext> =>
  async (app, ctx) => {
    const expected = serviceToken ? digest(serviceToken) : undefined;

    function checkServiceToken(request: FastifyRequest): void {
      if (!expected) throw notFound();
      const header = request.headers.authorization;
      const presented = header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : undefined;
      if (!presented) throw new AuthFailure('unauthorized', ESTIMATE_MESSAGES.tokenMissing);
      if (!timingSafeEqual(digest(presented), expected)) {
        throw new AuthFailure('invalid_token', ESTIMATE_MESSAGES.tokenWrong);
      }
    }

    app.post(
      ESTIMATE_PATHS.internalCreate,
      {
        // The token is checked before the body is looked at.
        onRequest: async (request) => checkServiceToken(request),
        schema: {
          summary:
            '마켓플레이스가 파트너에게 리드 전달 (서비스 토큰 MARKETPLACE_SERVICE_TOKEN, 같은 lead_id는 한 번만 기록)',
          body: estimateCreateSchema,
          response: {
            200: returnEnvelope(estimateCreatedSchema),
            401: authErrorSchema.describe('서비스 토큰이 없거나 틀림'),
            404: httpErrorSchema.describe('서비스 토큰이 설정되지 않음, 또는 파트너 없음'),
            409: httpErrorSchema.describe('같은 lead_id로 다른 내용이 이미 기록됨'),
          },
        },
      },
      async (request) => ok(await recordEstimate(ctx, request.body)),
    );
  };
