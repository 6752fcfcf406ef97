/** Click-event log (spec §7 `POST /analytics` with the `member-no` header). */
import {
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
        body: analyticsRequestSchema,
        headers: z.object({ [MEMBER_NO_HEADER]: z.coerce.number().int().positive() }),
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
