/** The signed-in partner's own record (`mypartner`) and its ad-plan lookup by member number. */
import { PARTNER_PATHS } from '@partner-portal/contract/partner-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/app-context.js';
import { ok } from '../../shared/envelopes.js';
import { adPlanOf, myPartner } from './partner-service.js';

export const partnerRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(PARTNER_PATHS.myPartner, async (request) =>
    ok(await myPartner(ctx, (await request.partner()).partnerId)),
  );

  app.get(PARTNER_PATHS.adPlan, async (request) =>
    ok(await adPlanOf(ctx, (await request.partner()).partnerId)),
  );
};
