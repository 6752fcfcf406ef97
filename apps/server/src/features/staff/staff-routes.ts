/**
 * Staff API (prefix /staff-api): sign-in with a staff account, then orders awaiting deposit,
 * deposit confirmation and refunds. Every call after sign-in checks the caller's role in the database.
 */

import {
  confirmDepositSchema,
  STAFF_PATHS,
  staffLoginSchema,
  staffOrderQuerySchema,
  staffRefundSchema,
} from '@partner-portal/contract/staff-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/app-context.js';
import { memberOf } from '../../platform/auth/authenticate.js';
import { signIn } from '../members/sign-in.js';
import { ok } from '../../shared/envelopes.js';
import { confirmDeposit, listOrdersForStaff, refundForStaff } from './staff-service.js';

const orderParams = z.object({ orderNo: z.string().min(1).max(40) });

/** Staff sign-in: open, like the partner login. */
export const staffLoginRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {

  app.post(STAFF_PATHS.login, { schema: { body: staffLoginSchema } }, async (request) => {
    const issued = await signIn(ctx, {
      account: request.body.member_id,
      password: request.body.password,
      address: request.ip,
      role: 'staff',
    });
    return ok({ access_token: issued.accessToken, expires_in: issued.expiresIn });
  });
};

/** Orders, deposits and refunds (staff scope). */
export const staffOrderRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const deps = { db: ctx.db, clock: ctx.clock, payments: ctx.payments };

  app.get(
    STAFF_PATHS.orders,
    { schema: { querystring: staffOrderQuerySchema } },
    async (request) => {
      return ok(await listOrdersForStaff(deps, request.query.status, request.query.limit));
    },
  );

  app.post(
    STAFF_PATHS.confirmDeposit,
    { schema: { params: orderParams, body: confirmDepositSchema } },
    async (request) => {
      await confirmDeposit(deps, memberOf(request).memberNo, request.params.orderNo, request.body);
      return ok(null);
    },
  );

  app.post(
    STAFF_PATHS.refund,
    { schema: { params: orderParams, body: staffRefundSchema } },
    async (request) => {
      await refundForStaff(deps, memberOf(request).memberNo, request.params.orderNo, request.body);
      return ok(null);
    },
  );
};
