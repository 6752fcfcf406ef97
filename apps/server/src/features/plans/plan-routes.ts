/**
 * Plan group (spec §7 "Plan API"): the catalogue and top-exposure slots for anyone; joining plans and
 * asking for plan consulting for the signed-in partner.
 */
import {
  adAvailabilityQuerySchema,
  adDistrictsQuerySchema,
  PLAN_PATHS,
  planConsultRequestSchema,
  planJoinRequestSchema,
  type AdAvailability,
  type AdDistricts,
} from '@partner-portal/contract/plans-api';
import { isValidRegion, REGIONS, WHOLE_REGION } from '@partner-portal/contract/reference-data';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/app-context.js';
import { ok } from '../../shared/envelopes.js';
import { notFound } from '../../shared/problems.js';
import { adSlotsByDistrict } from './ad-availability.js';
import { joinPlans, requestConsultation } from './plan-applications.js';
import { listCatalogue } from './plan-catalogue.js';

/** The catalogue and top-exposure slots: open to anyone. */
export const planCatalogueRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, clock }) => {
  app.get(PLAN_PATHS.list, async () => ok(await listCatalogue(db)));

  app.get(
    PLAN_PATHS.adAvailability,
    { schema: { querystring: adAvailabilityQuerySchema } },
    async (request) => {
      const region = request.query;
      if (region.sigungu === WHOLE_REGION || !isValidRegion(region.sido, region.sigungu)) throw notFound();
      const slots = await adSlotsByDistrict(db, clock, region.sido, [region.sigungu]);
      const availability: AdAvailability = { region, products: slots.get(region.sigungu)! };
      return ok(availability);
    },
  );

  app.get(PLAN_PATHS.adDistricts, { schema: { querystring: adDistrictsQuerySchema } }, async (request) => {
    const region = REGIONS.find((r) => r.name === request.query.sido);
    if (!region) throw notFound();
    const slots = await adSlotsByDistrict(db, clock, region.name, region.districts);
    const districts: AdDistricts = {
      sido: region.name,
      districts: region.districts.map((sigungu) => ({ sigungu, products: slots.get(sigungu)! })),
    };
    return ok(districts);
  });

};

/** Joining plans and asking for consulting (partner scope). */
export const planApplicationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, clock }) => {
  app.post(
    PLAN_PATHS.join,
    { schema: { body: planJoinRequestSchema } },
    async (request) => {
      const { partnerId } = await request.partner();
      return ok(await joinPlans(db, clock, partnerId, request.body.items));
    },
  );

  app.post(
    PLAN_PATHS.consulting,
    { schema: { body: planConsultRequestSchema } },
    async (request) => {
      const { partnerId } = await request.partner();
      return ok(await requestConsultation(db, clock, partnerId, request.body));
    },
  );
};
