/** Orders and card payments (partner group, spec §7 paths) and the payment window's return. */
import { httpErrorSchema, returnEnvelope } from '@partner-portal/contract/envelopes';
import {
  breakdownRequestSchema,
  orderExportQuerySchema,
  orderExportSchema,
  orderHeadersSchema,
  orderListQuerySchema,
  orderListSchema,
  orderRequestSchema,
  orderUpdateQuerySchema,
  orderViewSchema,
  priceBreakdownSchema,
} from '@partner-portal/contract/orders-api';
import { IDEMPOTENCY_HEADER, ORDER_PATHS, ORDER_EXPORT_MAX } from '@partner-portal/contract/orders-constants';
import { invoiceSchema } from '@partner-portal/contract/plans-api';
import { subscriptionViewSchema } from '@partner-portal/contract/subscriptions-api';
import { PATHS } from '@partner-portal/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/app-context.js';
import { ok } from '../../shared/envelopes.js';
import { openInvoice } from '../plans/plan-applications.js';
import { consentOrigin } from '../terms/payment-consent.js';
import { exportOrders, listOrders, subscriptionsInUse } from './order-queries.js';
import { approveCardReturn, breakdown, changeOrderPayment, placeOrder, viewOrder } from './order-service.js';
import { withdrawOrder } from './order-settlement.js';

const notFound = { 404: httpErrorSchema.describe('이 파트너의 주문이 아님') };

export const orderRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;

  app.get(
    ORDER_PATHS.invoice,
    {
      schema: {
        summary: '결제할 요금제 신청서 (없으면 null)',
        response: { 200: returnEnvelope(invoiceSchema) },
      },
    },
    async (request) => ok(await openInvoice(db, (await request.partner()).partnerId)),
  );

  app.post(
    ORDER_PATHS.breakdown,
    {
      schema: {
        summary:
          '결제 금액 내역 (공급가, 부가세, 합계: 서버 가격)과 줄마다 이용 기간 (이용 중인 기간 다음부터)',
        body: breakdownRequestSchema,
        response: { 200: returnEnvelope(priceBreakdownSchema) },
      },
    },
    async (request) => {
      const { partnerId } = await request.partner();
      return ok(
        await breakdown(
          db,
          partnerId,
          request.body.items.map((i) => ({ product_key: i.product_key, region: i.region ?? null })),
          ctx.clock.now(),
        ),
      );
    },
  );

  app.post(
    ORDER_PATHS.create,
    {
      schema: {
        summary: `주문 생성 (카드 결제창 또는 무통장 입금, 결제 진행 동의와 함께); \`${IDEMPOTENCY_HEADER}\` 헤더로 한 번만 처리`,
        headers: orderHeadersSchema,
        body: orderRequestSchema,
        response: { 200: returnEnvelope(orderViewSchema) },
      },
    },
    async (request) => {
      // A string: the headers schema checked it (Node's header type also allows a list).
      const key = String(request.headers[IDEMPOTENCY_HEADER]);
      return ok(await placeOrder(ctx, await request.partner(), request.body, key, consentOrigin(request)));
    },
  );

  app.post(
    ORDER_PATHS.update,
    {
      schema: {
        summary: '미결제 주문의 결제 수단 또는 할부 변경 (spec §7 query)',
        querystring: orderUpdateQuerySchema,
        response: { 200: returnEnvelope(orderViewSchema), ...notFound },
      },
    },
    async (request) => ok(await changeOrderPayment(ctx, await request.partner(), request.query)),
  );

  app.get(
    ORDER_PATHS.get,
    {
      schema: {
        summary: '주문 한 건 (결제창 요청, 입금 안내, 철회 가능 여부 포함)',
        querystring: z.object({ orderNo: z.string().max(40) }),
        response: { 200: returnEnvelope(orderViewSchema), ...notFound },
      },
    },
    async (request) => ok(await viewOrder(ctx, await request.partner(), request.query.orderNo)),
  );

  app.get(
    ORDER_PATHS.list,
    {
      schema: {
        summary: '결제 내역 (기간, 상태, 페이지)',
        querystring: orderListQuerySchema,
        response: { 200: returnEnvelope(orderListSchema) },
      },
    },
    async (request) =>
      ok(await listOrders(db, ctx.clock, (await request.partner()).partnerId, request.query)),
  );

  app.get(
    ORDER_PATHS.export,
    {
      schema: {
        summary: `결제 내역 내려받기용 전체 목록 (기간, 상태; 최대 ${ORDER_EXPORT_MAX.toLocaleString('ko-KR')}건)`,
        querystring: orderExportQuerySchema,
        response: { 200: returnEnvelope(orderExportSchema) },
      },
    },
    async (request) =>
      ok(await exportOrders(db, ctx.clock, (await request.partner()).partnerId, request.query)),
  );

  app.post(
    ORDER_PATHS.cancel,
    {
      schema: {
        summary: '결제 철회 (결제일로부터 7일 이내, 일할 계산 환불)',
        body: z.object({ order_no: z.string().max(40), reason: z.string().max(200).optional().default('') }),
        response: { 200: returnEnvelope(orderViewSchema), ...notFound },
      },
    },
    async (request) =>
      ok(
        await withdrawOrder(
          ctx,
          (await request.partner()).partnerId,
          request.body.order_no,
          request.body.reason,
        ),
      ),
  );

  app.post(
    ORDER_PATHS.inUse,
    {
      schema: {
        summary: '이용 중인 요금제',
        response: { 200: returnEnvelope(z.array(subscriptionViewSchema)) },
      },
    },
    async (request) => ok(await subscriptionsInUse(db, ctx.clock, (await request.partner()).partnerId)),
  );
};

/** Where the payment window returns in the browser: public, the signature and our ledger decide. */
export const cardReturnRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.post(
    ORDER_PATHS.cardReturn,
    {
      schema: {
        summary: '결제창 결과 수신 (브라우저 form POST): 검증 후 승인하고 결제 완료 화면으로 이동',
        querystring: z.object({ key: z.string().max(64).optional() }),
        body: z.record(z.string(), z.unknown()).optional(),
        response: { 303: z.null().describe('결제 완료 화면 (또는 알 수 없는 주문이면 결제 화면)으로 이동') },
      },
    },
    async (request, reply) => {
      const outcome = await approveCardReturn(ctx, request.body ?? {}, request.query.key);
      const target = outcome
        ? `${PATHS.paymentComplete}?orderNo=${encodeURIComponent(outcome.orderNo)}`
        : `${PATHS.payment}?error=unknown-order`;
      return reply.code(303).header('cache-control', 'no-store').redirect(target);
    },
  );
};
