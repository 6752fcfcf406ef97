/** The signed-in partner's own record (`mypartner`) and its ad-plan lookup by member number. */
import { httpErrorSchema, returnEnvelope } from '@partner-portal/contract/envelopes';
import { adPlanSchema, PARTNER_PATHS, partnerSchema } from '@partner-portal/contract/partner-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/app-context.js';
import { ok } from '../../shared/envelopes.js';
import { adPlanOf, myPartner } from './partner-service.js';

const noPartner = { 404: httpErrorSchema.describe('파트너가 아닌 계정') };

export const partnerRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    PARTNER_PATHS.myPartner,
    {
      schema: {
        summary: '내 파트너 정보 (mypartner): 담당 매니저, 필수 정보 체크리스트, 미동의 약관',
        response: { 200: returnEnvelope(partnerSchema), ...noPartner },
      },
    },
    async (request) => ok(await myPartner(ctx, (await request.partner()).partnerId)),
  );

  app.get(
    PARTNER_PATHS.adPlan,
    {
      schema: {
        summary: '이용 중인 상단 노출 광고 요금제와 파트너 등급',
        response: { 200: returnEnvelope(adPlanSchema), ...noPartner },
      },
    },
    async (request) => ok(await adPlanOf(ctx, (await request.partner()).partnerId)),
  );
};
