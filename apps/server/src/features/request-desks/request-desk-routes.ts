/**
 * The 상담 요청 and 제휴 문의 desks (prefix /staff-api, `operations` role): one pair of routes for
 * both (`/requests/:desk`); and the partner's consultation statuses (plan group, `/mypage/plan`).
 */
import { httpErrorSchema, returnEnvelope } from '@partner-portal/contract/envelopes';
import {
  deskParamsSchema,
  deskRequestChangeSchema,
  deskRequestPageSchema,
  deskRequestParamsSchema,
  deskRequestRowSchema,
  deskSearchSchema,
  planConsultationStatusSchema,
} from '@partner-portal/contract/request-desks-api';
import {
  PLAN_CONSULTATION_STATUS_PATH,
  REQUEST_DESK_PATHS,
} from '@partner-portal/contract/request-desks-constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/app-context.js';
import { ok } from '../../shared/envelopes.js';
import { changeDeskRequest, consultationStatuses, searchDesk } from './desk-requests.js';

const notStaff = { 403: httpErrorSchema.describe('운영 역할이 없는 계정') };

export const staffRequestDeskRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    REQUEST_DESK_PATHS.list,
    {
      schema: {
        summary: '상담 요청 또는 제휴 문의 목록 (미완료 먼저, 기한 순; 기한 지난 건수)',
        params: deskParamsSchema,
        querystring: deskSearchSchema,
        response: { 200: returnEnvelope(deskRequestPageSchema), ...notStaff },
      },
    },
    async (request) => ok(await searchDesk(ctx, request.params.desk, request.query)),
  );

  app.patch(
    REQUEST_DESK_PATHS.request,
    {
      schema: {
        summary: '요청 처리: 맡기, 놓기, 상태 변경 (신규 → 처리중 → 완료), 메모 (감사 기록)',
        params: deskRequestParamsSchema,
        body: deskRequestChangeSchema,
        response: {
          200: returnEnvelope(deskRequestRowSchema),
          ...notStaff,
          404: httpErrorSchema.describe('이 창구에 없는 요청'),
        },
      },
    },
    async (request) =>
      ok(
        await changeDeskRequest(
          ctx,
          request.staff().actor,
          request.params.desk,
          request.params.requestId,
          request.body,
        ),
      ),
  );
};

export const consultationStatusRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    PLAN_CONSULTATION_STATUS_PATH,
    {
      schema: {
        summary: '내 요금제 상담 신청의 처리 상태 (신규, 처리중, 완료)',
        response: { 200: returnEnvelope(planConsultationStatusSchema) },
      },
    },
    async (request) => ok(await consultationStatuses(ctx.db, (await request.partner()).partnerId)),
  );
};
