/**
 * The orders' staff routes (prefix /staff-api, `operations` role): orders by state and the ad slots
 * awaited deposits hold, deposit confirmation, refunds, and the orders desk (search, one order).
 */
import { httpErrorSchema, returnEnvelope } from '@partner-portal/contract/envelopes';
import {
  confirmDepositSchema,
  STAFF_PATHS,
  staffOrderParamsSchema,
  staffOrderQuerySchema,
  staffOrderRowSchema,
  staffRefundSchema,
  staffSlotHoldSchema,
} from '@partner-portal/contract/staff-api';
import {
  orderDetailSchema,
  orderPageSchema,
  orderSearchSchema,
  STAFF_DESK_PATHS,
} from '@partner-portal/contract/staff-desks-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/app-context.js';
import { ok } from '../../shared/envelopes.js';
import { slotsHeldForDeposits } from './pending-transfers.js';
import { issueAfterCommit } from '../tax-documents/tax-document-issuer.js';
import {
  confirmDeposit,
  listOrdersForStaff,
  orderDetail,
  refundForStaff,
  searchOrders,
} from './staff-order-desk.js';

const notStaff = { 403: httpErrorSchema.describe('운영 역할이 없는 계정') };
const noOrder = { 404: httpErrorSchema.describe('없는 주문') };
const orderAnswer = { 200: returnEnvelope(z.null()), ...notStaff, ...noOrder };

export const staffOrderRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const deps = { db: ctx.db, clock: ctx.clock, payments: ctx.payments };
  const taxDeps = { db: ctx.db, clock: ctx.clock, taxInvoices: ctx.taxInvoices };

  app.get(
    STAFF_PATHS.orders,
    {
      schema: {
        summary: '주문 목록 (상태별, 최신순; 기본은 입금 대기)',
        querystring: staffOrderQuerySchema,
        response: { 200: returnEnvelope(z.array(staffOrderRowSchema)), ...notStaff },
      },
    },
    async (request) => ok(await listOrdersForStaff(deps, request.query.status, request.query.limit)),
  );

  app.get(
    STAFF_PATHS.slotHolds,
    {
      schema: {
        summary: '입금 대기 주문이 맡아 둔 상단노출 자리 (파트너, 상품, 지역, 노출 월, 입금 기한순)',
        response: { 200: returnEnvelope(z.array(staffSlotHoldSchema)), ...notStaff },
      },
    },
    async () => ok(await slotsHeldForDeposits(ctx.db, ctx.clock)),
  );

  app.post(
    STAFF_PATHS.confirmDeposit,
    {
      schema: {
        summary: '무통장 입금 확인: 주문 결제 완료, 요금제 시작 (정확한 금액, 입금 기한 내)',
        params: staffOrderParamsSchema,
        body: confirmDepositSchema,
        response: orderAnswer,
      },
    },
    async (request) => {
      await confirmDeposit(deps, request.staff().actor, request.params.orderNo, request.body);
      await issueAfterCommit(taxDeps, request.params.orderNo, request.log);
      return ok(null);
    },
  );

  app.post(
    STAFF_PATHS.refund,
    {
      schema: {
        summary: '환불 (결제 완료 주문, 남은 금액까지; 금액을 주지 않으면 전액)',
        params: staffOrderParamsSchema,
        body: staffRefundSchema,
        response: orderAnswer,
      },
    },
    async (request) => {
      await refundForStaff(deps, request.staff().actor, request.params.orderNo, request.body);
      await issueAfterCommit(taxDeps, request.params.orderNo, request.log);
      return ok(null);
    },
  );

  app.get(
    STAFF_DESK_PATHS.orderSearch,
    {
      schema: {
        summary: '주문 검색 (상태, 결제수단, 주문일 범위, 주문번호·업체명; 페이지 단위)',
        querystring: orderSearchSchema,
        response: { 200: returnEnvelope(orderPageSchema), ...notStaff },
      },
    },
    async (request) => ok(await searchOrders(ctx.db, request.query)),
  );

  app.get(
    STAFF_DESK_PATHS.order,
    {
      schema: {
        summary: '주문 상세와 직원 처리 이력',
        params: staffOrderParamsSchema,
        response: { 200: returnEnvelope(orderDetailSchema), ...notStaff, ...noOrder },
      },
    },
    async (request) => ok(await orderDetail(ctx.db, request.params.orderNo)),
  );
};
