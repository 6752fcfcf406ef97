/** Orders and card payments (partner group, spec §7 paths) and the payment window's return. */
import { ERROR_CODES } from '@partner-portal/contract/envelopes';
import {
  breakdownRequestSchema,
  IDEMPOTENCY_HEADER,
  ORDER_PATHS,
  orderListQuerySchema,
  orderRequestSchema,
  orderUpdateQuerySchema,
  type SubscriptionView,
} from '@partner-portal/contract/plans-api';
import { PATHS } from '@partner-portal/contract/routes';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/app-context.js';
import { ok } from '../../shared/envelopes.js';
import { HttpProblem } from '../../shared/problems.js';
import { callerPartner } from './caller-partner.js';
import { linkOrderToApplication, openInvoice } from '../plans/plan-applications.js';
import { listOrders, subscriptionsInUse } from './order-queries.js';
import { approveCardReturn, breakdown, changeOrderPayment, createOrder, viewOrder } from './order-service.js';
import { withdrawOrder } from './order-settlement.js';

const idempotencyKeySchema = z.string().min(8).max(100).regex(/^[A-Za-z0-9_-]+$/);

export const orderRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db, authenticate } = ctx;
  const deps = { db, clock: ctx.clock, payments: ctx.payments };

  const partnerOf = (request: FastifyRequest) => callerPartner(db, request);

  app.get(ORDER_PATHS.invoice, { preHandler: authenticate }, async (request) => ok(await openInvoice(db, (await partnerOf(request)).partnerId)));

  app.post(ORDER_PATHS.breakdown, { preHandler: authenticate, schema: { body: breakdownRequestSchema } }, async (request) => {
    await partnerOf(request);
    return ok(await breakdown(db, request.body.items.map((i) => ({ product_key: i.product_key, region: i.region ?? null }))));
  });

  app.post(ORDER_PATHS.create, { preHandler: authenticate, schema: { body: orderRequestSchema } }, async (request) => {
    const key = idempotencyKeySchema.safeParse(request.headers[IDEMPOTENCY_HEADER]);
    if (!key.success) {
      throw new HttpProblem(400, ERROR_CODES.validation, '요청 키가 없습니다. 페이지를 새로고침한 뒤 다시 시도해주세요.', [{ path: IDEMPOTENCY_HEADER, message: '요청 키가 필요합니다.' }]);
    }
    const partner = await partnerOf(request);
    const order = await createOrder(deps, partner, request.body, key.data);
    // The application is paid by this order from now on (a declined card leaves it owed).
    if (request.body.application_no) await linkOrderToApplication(db, partner.partnerId, request.body.application_no, order.order_no);
    return ok(order);
  });

  app.post(ORDER_PATHS.update, { preHandler: authenticate, schema: { querystring: orderUpdateQuerySchema } }, async (request) =>
    ok(await changeOrderPayment(deps, await partnerOf(request), request.query)),
  );

  app.get(ORDER_PATHS.get, { preHandler: authenticate, schema: { querystring: z.object({ orderNo: z.string().max(40) }) } }, async (request) =>
    ok(await viewOrder(deps, await partnerOf(request), request.query.orderNo)),
  );

  app.get(ORDER_PATHS.list, { preHandler: authenticate, schema: { querystring: orderListQuerySchema } }, async (request) =>
    ok(await listOrders(db, ctx.clock, (await partnerOf(request)).partnerId, request.query)),
  );

  app.post(
    ORDER_PATHS.cancel,
    { preHandler: authenticate, schema: { body: z.object({ order_no: z.string().max(40), reason: z.string().max(200).optional().default('') }) } },
    async (request) => ok(await withdrawOrder(deps, (await partnerOf(request)).partnerId, request.body.order_no, request.body.reason)),
  );

  app.post(ORDER_PATHS.inUse, { preHandler: authenticate }, async (request) => {
    const list: SubscriptionView[] = await subscriptionsInUse(db, ctx.clock, (await partnerOf(request)).partnerId);
    return ok(list);
  });

  // The window posts here in the browser; the signature and our ledger decide, not a session.
  app.post(ORDER_PATHS.cardReturn, async (request, reply) => {
    const outcome = await approveCardReturn(deps, (request.body ?? {}) as Record<string, unknown>);
    const target = outcome ? `${PATHS.paymentComplete}?orderNo=${encodeURIComponent(outcome.orderNo)}` : `${PATHS.payment}?error=unknown-order`;
    return reply.code(303).header('cache-control', 'no-store').redirect(target);
  });
};
