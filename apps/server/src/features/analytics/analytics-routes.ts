/** Click-event log (spec §7 `POST /analytics` with the `member-no` header). */
import { httpErrorSchema, returnEnvelope } from '@partner-portal/contract/envelopes';
import {
  analyticsHeadersSchema,
  analyticsRequestSchema,
  MEMBER_NO_HEADER,
  PARTNER_PATHS,
} from '@partner-portal/contract/partner-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/app-context.js';
import { memberOf } from '../../platform/auth/authenticate.js';
import { ok } from '../../shared/envelopes.js';
import { notFound } from '../../shared/problems.js';
import { recordClickEvent } from './analytics-service.js';

export const analyticsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.post(
    PARTNER_PATHS.analytics,
    {
      schema: {
        summary: '클릭 이벤트 기록 (member-no 헤더는 로그인한 회원 번호)',
        body: analyticsRequestSchema,
        headers: analyticsHeadersSchema,
        response: {
          200: returnEnvelope(z.null()),
          404: httpErrorSchema.describe('member-no 헤더가 로그인한 회원이 아님'),
        },
      },
    },
    async (request) => {
      const memberNo = memberOf(request).memberNo;
      // The header names whose event this is; it may only be the caller's own.
      if (request.headers[MEMBER_NO_HEADER] !== memberNo) throw notFound();
      await recordClickEvent(ctx, memberNo, request.body);
      return ok(null);
    },
  );
};
