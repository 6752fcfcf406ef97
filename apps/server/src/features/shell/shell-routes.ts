/** `GET …/authapi/partner/shell`: the signed-in shell's first load in one call (contract shell-api.ts). */
import { httpErrorSchema, returnEnvelope } from '@partner-portal/contract/envelopes';
import { PARTNER_PATHS } from '@partner-portal/contract/api-constants';
import { shellQuerySchema, shellSchema } from '@partner-portal/contract/shell-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/app-context.js';
import { ok } from '../../shared/envelopes.js';
import { shellOf } from './shell-service.js';

export const shellRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    PARTNER_PATHS.shell,
    {
      schema: {
        summary:
          '첫 화면에 필요한 것 한 번에: 내 파트너 정보, 광고 요금제, 노출할 팝업, 공지·이벤트·프로모션 배지',
        querystring: shellQuerySchema,
        response: { 200: returnEnvelope(shellSchema), 404: httpErrorSchema.describe('파트너가 아닌 계정') },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(ok(await shellOf(ctx, await request.partner(), request.query.placement))),
  );
};
