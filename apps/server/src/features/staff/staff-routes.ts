/**
 * Staff API (prefix /staff-api): sign-in with a staff account, then orders awaiting deposit,
 * deposit confirmation and refunds. Every call after sign-in checks the caller's role in the database.
 */
import { ERROR_CODES } from '@partner-portal/contract/envelopes';
import {
  confirmDepositSchema,
  STAFF_PATHS,
  staffLoginSchema,
  staffOrderQuerySchema,
  staffRefundSchema,
} from '@partner-portal/contract/staff-api';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/app-context.js';
import { memberOf } from '../../platform/auth/authenticate.js';
import { signIn } from '../members/sign-in.js';
import { members } from '../../db/tables/auth.js';
import { ok } from '../../shared/envelopes.js';
import { HttpProblem } from '../../shared/problems.js';
import { confirmDeposit, listOrdersForStaff, refundForStaff } from './staff-service.js';

const orderParams = z.object({ orderNo: z.string().min(1).max(40) });

export const staffRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db, authenticate } = ctx;
  const deps = { db, clock: ctx.clock, payments: ctx.payments };

  async function staffOf(request: FastifyRequest): Promise<number> {
    const { memberNo } = memberOf(request);
    const [row] = await db
      .select({ memberNo: members.memberNo })
      .from(members)
      .where(and(eq(members.memberNo, memberNo), eq(members.role, 'staff'), eq(members.status, 'active')));
    if (!row) throw new HttpProblem(403, ERROR_CODES.forbidden, '직원 계정만 사용할 수 있습니다.');
    return row.memberNo;
  }

  app.post(STAFF_PATHS.login, { schema: { body: staffLoginSchema } }, async (request) => {
    const issued = await signIn(ctx, {
      account: request.body.member_id,
      password: request.body.password,
      address: request.ip,
      role: 'staff',
    });
    return ok({ access_token: issued.accessToken, expires_in: issued.expiresIn });
  });

  app.get(
    STAFF_PATHS.orders,
    { preHandler: authenticate, schema: { querystring: staffOrderQuerySchema } },
    async (request) => {
      await staffOf(request);
      return ok(await listOrdersForStaff(deps, request.query.status, request.query.limit));
    },
  );

  app.post(
    STAFF_PATHS.confirmDeposit,
    { preHandler: authenticate, schema: { params: orderParams, body: confirmDepositSchema } },
    async (request) => {
      await confirmDeposit(deps, await staffOf(request), request.params.orderNo, request.body);
      return ok(null);
    },
  );

  app.post(
    STAFF_PATHS.refund,
    { preHandler: authenticate, schema: { params: orderParams, body: staffRefundSchema } },
    async (request) => {
      await refundForStaff(deps, await staffOf(request), request.params.orderNo, request.body);
      return ok(null);
    },
  );
};
