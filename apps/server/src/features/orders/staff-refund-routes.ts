/** The refunds desk's staff routes (prefix /staff-api, `operations` role): refunds by due date, and a transfer's refund sent. */
import { httpErrorSchema, returnEnvelope } from '@partner-portal/contract/envelopes';
import {
  FOLLOW_UP_PATHS,
  refundDeskQuerySchema,
  refundParamsSchema,
  refundRowSchema,
  settleRefundSchema,
} from '@partner-portal/contract/follow-ups-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/app-context.js';
import { ok } from '../../shared/envelopes.js';
import { listRefunds, settleRefund } from './refund-desk.js';

const notStaff = { 403: httpErrorSchema.describe('운영 역할이 없는 계정') };

export const staffRefundRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    FOLLOW_UP_PATHS.refunds,
    {
      schema: {
        summary: '환불 목록 (처리 중은 환불 기한순; 기한 임박/지연, 처리 중 전체, 전체)',
        querystring: refundDeskQuerySchema,
        response: { 200: returnEnvelope(z.array(refundRowSchema)), ...notStaff },
      },
    },
    async (request) => ok(await listRefunds(ctx, request.query.filter)),
  );

  app.post(
    FOLLOW_UP_PATHS.settleRefund,
    {
      schema: {
        summary: '무통장 환불 송금 완료 기록 (한 번만; 감사 기록)',
        params: refundParamsSchema,
        body: settleRefundSchema,
        response: { 200: returnEnvelope(z.null()), ...notStaff, 404: httpErrorSchema.describe('없는 환불') },
      },
    },
    async (request) => {
      await settleRefund(ctx, request.staff().actor, request.params.refundId, request.body);
      return ok(null);
    },
  );
};
