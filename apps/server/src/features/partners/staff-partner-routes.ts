/** The partners desk's staff routes (prefix /staff-api, `operations` role): search, detail, suspend and resume, grade. */
import { httpErrorSchema, returnEnvelope } from '@partner-portal/contract/envelopes';
import {
  partnerDetailSchema,
  partnerGradeChangeSchema,
  partnerPageSchema,
  partnerParamsSchema,
  partnerSearchSchema,
  partnerStatusChangeSchema,
  STAFF_DESK_PATHS,
} from '@partner-portal/contract/staff-desks-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/app-context.js';
import { ok } from '../../shared/envelopes.js';
import { partnerDetail, searchPartners, setPartnerGrade, setPartnerSuspended } from './staff-partner-desk.js';

const notStaff = { 403: httpErrorSchema.describe('직원 계정이 아님') };

export const staffPartnerRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const detailAnswer = {
    200: returnEnvelope(partnerDetailSchema),
    ...notStaff,
    404: httpErrorSchema.describe('없는 파트너'),
  };

  app.get(
    STAFF_DESK_PATHS.partners,
    {
      schema: {
        summary: '파트너 검색 (업체명, 사업자등록번호, 아이디; 페이지 단위)',
        querystring: partnerSearchSchema,
        response: { 200: returnEnvelope(partnerPageSchema), ...notStaff },
      },
    },
    async (request) => ok(await searchPartners(ctx.db, request.query)),
  );

  app.get(
    STAFF_DESK_PATHS.partner,
    { schema: { summary: '파트너 상세', params: partnerParamsSchema, response: detailAnswer } },
    async (request) => ok(await partnerDetail(ctx, request.params.partnerId)),
  );

  for (const [path, suspend] of [
    [STAFF_DESK_PATHS.suspendPartner, true],
    [STAFF_DESK_PATHS.resumePartner, false],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          summary: suspend
            ? '파트너 이용 정지 (사유 필수; 로그인과 파트너 API가 거절되고 세션이 끝남)'
            : '파트너 이용 재개 (사유 필수)',
          params: partnerParamsSchema,
          body: partnerStatusChangeSchema,
          response: detailAnswer,
        },
      },
      async (request) =>
        ok(
          await setPartnerSuspended(
            ctx,
            request.staff().actor,
            request.params.partnerId,
            suspend,
            request.body.reason,
          ),
        ),
    );
  }

  app.post(
    STAFF_DESK_PATHS.partnerGrade,
    {
      schema: {
        summary: '파트너 등급 변경 (사유 필수; 프로모션, 팝업, 쇼핑몰 연동이 새 등급을 읽음)',
        params: partnerParamsSchema,
        body: partnerGradeChangeSchema,
        response: detailAnswer,
      },
    },
    async (request) =>
      ok(await setPartnerGrade(ctx, request.staff().actor, request.params.partnerId, request.body)),
  );
};
