/** Click-event log (spec §7 `POST /analytics` with the `member-no` header), its batch form, and the staff counts. */
import {
  analyticsBatchResultSchema,
  analyticsBatchSchema,
  analyticsHeadersSchema,
  analyticsRequestSchema,
  clickCountsQuerySchema,
  clickCountsSchema,
  STAFF_ANALYTICS_PATHS,
} from '@partner-portal/contract/analytics-api';
import { httpErrorSchema, returnEnvelope } from '@partner-portal/contract/envelopes';
import { MEMBER_NO_HEADER, PARTNER_PATHS } from '@partner-portal/contract/api-constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../platform/app-context.js';
import { memberOf } from '../../platform/auth/authenticate.js';
import { ok } from '../../shared/envelopes.js';
import { notFound } from '../../shared/problems.js';
import { clickCounts, limitAnalyticsCalls, recordClickEvents } from './analytics-service.js';

const refusals = {
  404: httpErrorSchema.describe('member-no 헤더가 로그인한 회원이 아님'),
  429: httpErrorSchema.describe('회원별 기록 요청 초과'),
};

/** The header names whose events these are; it may only be the caller's own. */
function ownMemberNo(request: FastifyRequest): number {
  const memberNo = memberOf(request).memberNo;
  if (Number(request.headers[MEMBER_NO_HEADER]) !== memberNo) throw notFound();
  return memberNo;
}

export const analyticsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.post(
    PARTNER_PATHS.analytics,
    {
      schema: {
        summary: '클릭 이벤트 기록 (member-no 헤더는 로그인한 회원 번호)',
        body: analyticsRequestSchema,
        headers: analyticsHeadersSchema,
        response: { 200: returnEnvelope(z.null()), ...refusals },
      },
    },
    async (request) => {
      const memberNo = ownMemberNo(request);
      await limitAnalyticsCalls(ctx, memberNo);
      await recordClickEvents(ctx, memberNo, [request.body]);
      return ok(null);
    },
  );

  app.post(
    PARTNER_PATHS.analyticsBatch,
    {
      schema: {
        summary: '클릭 이벤트 여러 건 기록 (브라우저가 모아 보냄; member-no 헤더는 로그인한 회원 번호)',
        body: analyticsBatchSchema,
        headers: analyticsHeadersSchema,
        response: { 200: returnEnvelope(analyticsBatchResultSchema), ...refusals },
      },
    },
    async (request) => {
      const memberNo = ownMemberNo(request);
      await limitAnalyticsCalls(ctx, memberNo);
      return ok({ recorded: await recordClickEvents(ctx, memberNo, request.body.events) });
    },
  );
};

/** Staff (operations): counts per event and type for a period of Korean days. */
export const staffAnalyticsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    STAFF_ANALYTICS_PATHS.clickCounts,
    {
      schema: {
        summary: '클릭 이벤트 집계 (기간: 서울 기준 날짜, 기본 최근 7일)',
        querystring: clickCountsQuerySchema,
        response: {
          200: returnEnvelope(clickCountsSchema),
          403: httpErrorSchema.describe('직원 계정이 아니거나 운영 역할이 없음'),
        },
      },
    },
    async (request) => ok(await clickCounts(ctx, request.query)),
  );
};
