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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/app-context.js';
import { ok } from '../../shared/envelopes.js';
import { HttpProblem } from '../../shared/problems.js';
import { linkOrderToApplication, openInvoice } from '../plans/plan-applications.js';
import { listOrders, subscriptionsInUse } from './order-queries.js';
import { approveCardReturn, breakdown, changeOrderPayment, createOrder, viewOrder } from './order-service.js';
import { withdrawOrder } from './order-settlement.js';

const idempotencyKeySchema = z.string().min(8).max(100).regex(/^[A-Za-z0-9_-]+$/);

export const orderRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const deps = { db, clock: ctx.clock, payments: ctx.payments };

  app.get(ORDER_PATHS.invoice, async (request) => ok(await openInvoice(db, (await request.partner()).partnerId)));

  app.post(ORDER_PATHS.breakdown, { schema: { body: breakdownRequestSchema } }, async (request) => {
    await request.partner();
    return ok(await breakdown(db, request.body.items.map((i) => ({ product_key: i.product_key, region: i.region ?? null }))));
  });

  app.post(ORDER_PATHS.create, { schema: { body: orderRequestSchema } }, async (request) => {
    const key = idempotencyKeySchema.safeParse(request.headers[IDEMPOTENCY_HEADER]);
    if (!key.success) {
      throw new HttpProblem(400, ERROR_CODES.validation, '요청 키가 없습니다. 페이지를 새로고침한 뒤 다시 시도해주세요.', [{ path: IDEMPOTENCY_HEADER, message: '요청 키가 필요합니다.' }]);
    }
    const partner = await request.partner();
    const order = await createOrder(deps, partner, request.body, key.data);
    // The application is paid by this order from now on (a declined card leaves it owed).
    if (request.body.application_no) await linkOrderToApplication(db, partner.partnerId, request.body.application_no, order.order_no);
    return ok(order);
  });

  app.post(ORDER_PATHS.update, { schema: { querystring: orderUpdateQuerySchema } }, async (request) =>
    ok(await changeOrderPayment(deps, await request.partner(), request.query)),
  );

  app.get(ORDER_PATHS.get, { schema: { querystring: z.object({ orderNo: z.string().max(40) }) } }, async (request) =>
    ok(await viewOrder(deps, await request.partner(), request.query.orderNo)),
  );

  app.get(ORDER_PATHS.list, { schema: { querystring: orderListQuerySchema } }, async (request) =>
    ok(await listOrders(db, ctx.clock, (await request.partner()).partnerId, request.query)),
  );

  app.post(
    ORDER_PATHS.cancel,
    { schema: { body: z.object({ order_no: z.string().max(40), reason: z.string().max(200).optional().default('') }) } },
    async (request) => ok(await withdrawOrder(deps, (await request.partner()).partnerId, request.body.order_no, request.body.reason)),
  );

  app.post(ORDER_PATHS.inUse, async (request) => {
    const list: SubscriptionView[] = await subscriptionsInUse(db, ctx.clock, (await request.partner()).partnerId);
    return ok(list);
  });
};

/** Where the payment window returns in the browser: public, the signature and our ledger decide. */
export const cardReturnRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const deps = { db: ctx.db, clock: ctx.clock, payments: ctx.payments };

  app.post(ORDER_PATHS.cardReturn, async (request, reply) => {
    const outcome = await approveCardReturn(deps, (request.body ?? {}) as Record<string, unknown>);
    const target = outcome ? `${PATHS.paymentComplete}?orderNo=${encodeURIComponent(outcome.orderNo)}` : `${PATHS.payment}?error=unknown-order`;
    return reply.code(303).header('cache-control', 'no-store').redirect(target);
  });
};
