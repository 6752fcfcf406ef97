/**
 * Plan group (spec §7 "Plan API"): the catalogue and top-exposure slots for anyone; joining plans and
 * asking for plan consulting for the signed-in partner.
 */
import { PLAN_PATHS } from '@partner-portal/contract/plans-constants';
import { httpErrorSchema, returnEnvelope } from '@partner-portal/contract/envelopes';
import {
  adAvailabilityQuerySchema,
  adAvailabilitySchema,
  adDistrictsQuerySchema,
  adDistrictsSchema,
  interestFreeSchema,
  planCatalogueSchema,
  planConsultRequestSchema,
  planConsultResultSchema,
  planJoinRequestSchema,
  planJoinResultSchema,
  type PlanCatalogue,
} from '@partner-portal/contract/plans-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/app-context.js';
import { ok, sharedOk } from '../../shared/envelopes.js';
import { serializeOncePerAnswer } from '../../shared/serialize-once.js';
import { adAvailability, adDistricts } from './ad-availability.js';
import { joinPlans, requestConsultation } from './plan-applications.js';
import { interestFreeCache } from './interest-free.js';
import { cachedCatalogue } from './plan-catalogue.js';

const unknownRegion = { 404: httpErrorSchema.describe('알 수 없는 시/도 또는 시/군/구') };

/** The catalogue and top-exposure slots: open to anyone. */
export const planCatalogueRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { db, clock, payments },
) => {
  const interestFree = interestFreeCache(payments, clock);
  const catalogue = cachedCatalogue(db, clock);
  // Every visitor reads the same catalogue: one answer, stringified once, per read from the database.
  const catalogueAnswer = sharedOk<PlanCatalogue>();

  app.get(
    PLAN_PATHS.list,
    {
      schema: {
        summary: '요금제 목록 (월정액, 부분시공, 상단노출 광고; 부가세 별도 가격)',
        response: { 200: returnEnvelope(planCatalogueSchema) },
      },
      serializerCompiler: serializeOncePerAnswer,
    },
    async () => catalogueAnswer(await catalogue()),
  );

  app.get(
    PLAN_PATHS.adAvailability,
    {
      schema: {
        summary: '시/군/구 하나의 상단노출 광고 잔여 슬롯',
        querystring: adAvailabilityQuerySchema,
        response: { 200: returnEnvelope(adAvailabilitySchema), ...unknownRegion },
      },
    },
    async (request) => ok(await adAvailability(db, clock, request.query)),
  );

  app.get(
    PLAN_PATHS.adDistricts,
    {
      schema: {
        summary: '시/도의 모든 시/군/구별 상단노출 광고 잔여 슬롯',
        querystring: adDistrictsQuerySchema,
        response: { 200: returnEnvelope(adDistrictsSchema), ...unknownRegion },
      },
    },
    async (request) => ok(await adDistricts(db, clock, request.query.sido)),
  );

  app.get(
    PLAN_PATHS.interestFree,
    {
      schema: {
        summary: '카드사 무이자 할부 이벤트 (결제사 기준, 1시간 보관)',
        response: {
          200: returnEnvelope(interestFreeSchema),
          503: httpErrorSchema.describe('결제사가 응답하지 않고 보관한 목록도 없음'),
        },
      },
    },
    async () => ok(await interestFree()),
  );
};

/** Joining plans and asking for consulting (partner scope). */
export const planApplicationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, clock }) => {
  app.post(
    PLAN_PATHS.join,
    {
      schema: {
        summary: '요금제 가입 신청 (결제 화면이 청구서로 읽음)',
        body: planJoinRequestSchema,
        response: { 200: returnEnvelope(planJoinResultSchema) },
      },
    },
    async (request) =>
      ok(await joinPlans(db, clock, (await request.partner()).partnerId, request.body.items)),
  );

  app.post(
    PLAN_PATHS.consulting,
    {
      schema: {
        summary: '요금제 상담 신청 (상품당 한 번)',
        body: planConsultRequestSchema,
        response: {
          200: returnEnvelope(planConsultResultSchema),
          404: httpErrorSchema.describe('partnerId가 로그인한 파트너가 아님'),
        },
      },
    },
    async (request) => ok(await requestConsultation(db, clock, await request.partner(), request.body)),
  );
};
