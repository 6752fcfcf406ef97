/** The signed-in partner's own record (`mypartner`) and its ad-plan lookup by member number. */
import { MEMBER_NO_HEADER, PARTNER_PATHS } from '@partner-portal/contract/api-constants';
import { httpErrorSchema, returnEnvelope } from '@partner-portal/contract/envelopes';
import {
  adPlanSchema,
  partnerDetailHeadersSchema,
  partnerSchema,
} from '@partner-portal/contract/partner-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/app-context.js';
import { memberOf } from '../../platform/auth/authenticate.js';
import { ok } from '../../shared/envelopes.js';
import { notFound } from '../../shared/problems.js';
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
    async (request) => ok(await myPartner(ctx, await request.partner())),
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

  // Spec §7 `GET /partner/detail` (member-no header): the partner-info lookup by member number of §3.
  app.get(
    PARTNER_PATHS.partnerDetail,
    {
      schema: {
        summary: '회원 번호로 파트너 조회 (member-no 헤더는 로그인한 회원 번호): 광고 요금제 목록과 등급',
        headers: partnerDetailHeadersSchema,
        response: {
          200: returnEnvelope(adPlanSchema),
          404: httpErrorSchema.describe('파트너가 아닌 계정, 또는 member-no 헤더가 로그인한 회원이 아님'),
        },
      },
    },
    async (request) => {
      // The header may only name the caller: another member's number answers as not found.
      if (request.headers[MEMBER_NO_HEADER] !== memberOf(request).memberNo) throw notFound();
      return ok(await adPlanOf(ctx, (await request.partner()).partnerId));
    },
  );
};
