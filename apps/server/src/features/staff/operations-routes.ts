/**
 * The operations desks of the console (staff scope): the dashboard, the partners desk and the orders
 * desk. One plugin per desk, so each can sit behind the role that will own it.
 */
import { httpErrorSchema, returnEnvelope } from '@partner-portal/contract/envelopes';
import { staffOrderParamsSchema } from '@partner-portal/contract/staff-api';
import {
  dashboardSchema,
  orderDetailSchema,
  orderPageSchema,
  orderSearchSchema,
  partnerDetailSchema,
  partnerPageSchema,
  partnerParamsSchema,
  partnerSearchSchema,
  partnerStatusChangeSchema,
  STAFF_DESK_PATHS,
} from '@partner-portal/contract/staff-desks-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/app-context.js';
import { ok } from '../../shared/envelopes.js';
import {
  dashboard,
  orderDetail,
  partnerDetail,
  searchOrders,
  searchPartners,
  setPartnerSuspended,
} from './operations-desks.js';

const notStaff = { 403: httpErrorSchema.describe('직원 계정이 아님') };

export const staffDashboardRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    STAFF_DESK_PATHS.dashboard,
    {
      schema: {
        summary: '운영 현황 (이번 주 가입, 최근 14일 주문·매출, 입금 대기, 환불, 정기결제 실패)',
        response: { 200: returnEnvelope(dashboardSchema), ...notStaff },
      },
    },
    async () => ok(await dashboard(ctx)),
  );
};

export const staffPartnerDeskRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
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
    async (request) => ok(await searchPartners(ctx, request.query)),
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
};

export const staffOrderDeskRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    STAFF_DESK_PATHS.orderSearch,
    {
      schema: {
        summary: '주문 검색 (상태, 결제수단, 주문일 범위, 주문번호·업체명; 페이지 단위)',
        querystring: orderSearchSchema,
        response: { 200: returnEnvelope(orderPageSchema), ...notStaff },
      },
    },
    async (request) => ok(await searchOrders(ctx, request.query)),
  );

  app.get(
    STAFF_DESK_PATHS.order,
    {
      schema: {
        summary: '주문 상세와 직원 처리 이력',
        params: staffOrderParamsSchema,
        response: {
          200: returnEnvelope(orderDetailSchema),
          ...notStaff,
          404: httpErrorSchema.describe('없는 주문'),
        },
      },
    },
    async (request) => ok(await orderDetail(ctx, request.params.orderNo)),
  );
};
