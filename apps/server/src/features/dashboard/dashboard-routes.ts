/** The staff console's dashboard (prefix /staff-api, `operations` role). */
import { httpErrorSchema, returnEnvelope } from '@partner-portal/contract/envelopes';
import { dashboardSchema, STAFF_DESK_PATHS } from '@partner-portal/contract/staff-desks-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/app-context.js';
import { ok } from '../../shared/envelopes.js';
import { dashboard } from './dashboard-service.js';

export const staffDashboardRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    STAFF_DESK_PATHS.dashboard,
    {
      schema: {
        summary: '운영 현황 (이번 주 가입, 최근 14일 주문·매출, 입금 대기, 환불, 정기결제 실패)',
        response: { 200: returnEnvelope(dashboardSchema), 403: httpErrorSchema.describe('직원 계정이 아님') },
      },
    },
    async () => ok(await dashboard(ctx)),
  );
};
