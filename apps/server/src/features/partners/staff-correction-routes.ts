/** Required-information correction requests (prefix /staff-api, `operations` role): the queue, a new request, a withdrawal. */
import { httpErrorSchema, returnEnvelope } from '@partner-portal/contract/envelopes';
import {
  correctionParamsSchema,
  correctionRowSchema,
  createCorrectionSchema,
  FOLLOW_UP_PATHS,
  withdrawCorrectionSchema,
} from '@partner-portal/contract/follow-ups-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/app-context.js';
import { ok } from '../../shared/envelopes.js';
import { openCorrection, openCorrections, withdrawCorrection } from './correction-requests.js';

const notStaff = { 403: httpErrorSchema.describe('운영 역할이 없는 계정') };

export const staffCorrectionRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    FOLLOW_UP_PATHS.corrections,
    {
      schema: {
        summary: '필수 정보 보완 요청 중인 파트너 (이용 정지 기한이 가까운 순)',
        response: { 200: returnEnvelope(z.array(correctionRowSchema)), ...notStaff },
      },
    },
    async () => ok(await openCorrections(ctx)),
  );

  app.post(
    FOLLOW_UP_PATHS.corrections,
    {
      schema: {
        summary: '필수 정보 보완 요청 (30일 안에 보완되지 않으면 이용 정지)',
        body: createCorrectionSchema,
        response: {
          200: returnEnvelope(z.null()),
          ...notStaff,
          404: httpErrorSchema.describe('없는 파트너'),
        },
      },
    },
    async (request) => {
      await openCorrection(ctx, request.staff().actor, request.body);
      return ok(null);
    },
  );

  app.post(
    FOLLOW_UP_PATHS.withdrawCorrection,
    {
      schema: {
        summary: '보완 요청 철회 (보완 확인 후; 감사 기록)',
        params: correctionParamsSchema,
        body: withdrawCorrectionSchema,
        response: { 200: returnEnvelope(z.null()), ...notStaff, 404: httpErrorSchema.describe('없는 요청') },
      },
    },
    async (request) => {
      await withdrawCorrection(ctx, request.staff().actor, request.params.requestId, request.body);
      return ok(null);
    },
  );
};
