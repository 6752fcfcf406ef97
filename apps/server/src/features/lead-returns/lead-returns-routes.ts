/**
 * What each plan returns: the partner's own figures (partner group), and the staff desk 리드 현황
 * (staff group, operations role): every partner's leads and the returns across partners.
 */
import { returnEnvelope } from '@partner-portal/contract/envelopes';
import {
  planReturnsQuerySchema,
  planReturnsSchema,
  staffLeadListSchema,
  staffLeadQuerySchema,
  staffLeadSummarySchema,
} from '@partner-portal/contract/leads-api';
import { LEAD_PATHS, STAFF_LEAD_PATHS } from '@partner-portal/contract/leads-constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/app-context.js';
import { ok } from '../../shared/envelopes.js';
import { planReturns } from './plan-returns.js';
import { staffLeadSummary, staffLeads } from './staff-lead-desk.js';

export const planReturnRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    LEAD_PATHS.returns,
    {
      schema: {
        summary: '요금제별 성과: 월별(한국 시간) 리드, 수락, 견적, 계약, 결제 비용과 리드·계약당 비용',
        querystring: planReturnsQuerySchema,
        response: { 200: returnEnvelope(planReturnsSchema) },
      },
    },
    async (request) => ok(await planReturns(ctx, (await request.partner()).partnerId, request.query.months)),
  );
};

export const staffLeadRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    STAFF_LEAD_PATHS.list,
    {
      schema: {
        summary: '리드 현황: 모든 파트너의 견적 요청 (파트너, 상태, 접수일; 최신순, 고객 이름 없음)',
        querystring: staffLeadQuerySchema,
        response: { 200: returnEnvelope(staffLeadListSchema) },
      },
    },
    async (request) => ok(await staffLeads(ctx, request.query)),
  );

  app.get(
    STAFF_LEAD_PATHS.summary,
    {
      schema: {
        summary:
          '리드 현황 요약: 요금제별 월별 성과(전체)와 파트너별 리드, 계약, 비용, 30일 응답률·첫 응답 중앙값',
        querystring: planReturnsQuerySchema,
        response: { 200: returnEnvelope(staffLeadSummarySchema) },
      },
    },
    async (request) => ok(await staffLeadSummary(ctx, request.query.months)),
  );
};
