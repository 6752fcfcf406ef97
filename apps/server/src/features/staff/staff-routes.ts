/**
 * The operations desks of the staff API (prefix /staff-api, `operations` role): orders awaiting
 * deposit and the ad slots they hold, deposit confirmation, refunds, failed renewals, the billing run and price changes. Sign-in
 * and the admin desks are in staff-security-routes.ts.
 */

import { httpErrorSchema, returnEnvelope } from '@partner-portal/contract/envelopes';
import {
  confirmDepositSchema,
  STAFF_PATHS,
  staffOrderParamsSchema,
  staffOrderQuerySchema,
  staffOrderRowSchema,
  staffPlanParamsSchema,
  staffBillingRunSchema,
  staffPriceChangeAnswerSchema,
  staffPriceChangeSchema,
  staffRefundSchema,
  staffRenewalEndSchema,
  staffRenewalParamsSchema,
  staffRenewalRowSchema,
  staffSlotHoldSchema,
} from '@partner-portal/contract/staff-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/app-context.js';
import { ok } from '../../shared/envelopes.js';
import { slotsHeldForDeposits } from '../orders/pending-transfers.js';
import {
  announcePriceChangeForStaff,
  confirmDeposit,
  endRenewalForStaff,
  failedRenewalsForStaff,
  listOrdersForStaff,
  refundForStaff,
  retryRenewalForStaff,
  runBillingForStaff,
} from './staff-service.js';

const notStaff = { 403: httpErrorSchema.describe('운영 역할이 없는 계정') };
const orderAnswer = {
  200: returnEnvelope(z.null()),
  ...notStaff,
  404: httpErrorSchema.describe('없는 주문'),
};

/** Orders, deposits and refunds (operations). */
export const staffOrderRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const deps = { db: ctx.db, clock: ctx.clock, payments: ctx.payments };

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
      return ok(null);
    },
  );
};

/** Failed recurring renewals: list, retry now, end; the billing run; price changes (operations). */
export const staffRenewalRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const deps = { db: ctx.db, clock: ctx.clock, payments: ctx.payments };
  const renewalAnswer = {
    200: returnEnvelope(staffRenewalRowSchema),
    ...notStaff,
    404: httpErrorSchema.describe('없는 청구'),
  };

  app.get(
    STAFF_PATHS.renewals,
    {
      schema: {
        summary: '정기결제 실패 목록 (미납·결제 실패 요금제, 청구와 결제 시도, 다음 재시도)',
        response: { 200: returnEnvelope(z.array(staffRenewalRowSchema)), ...notStaff },
      },
    },
    async () => ok(await failedRenewalsForStaff(deps)),
  );

  app.post(
    STAFF_PATHS.runBilling,
    {
      schema: {
        summary: '정기결제 즉시 실행 (예약된 실행과 같음: 청구 생성, 결제 시도, 결과 확인; 06:00~24:00)',
        response: { 200: returnEnvelope(staffBillingRunSchema), ...notStaff },
      },
    },
    async (request) => ok(await runBillingForStaff(deps, request.staff().actor)),
  );

  app.post(
    STAFF_PATHS.retryRenewal,
    {
      schema: {
        summary: '정기결제 즉시 재시도 (청구 1건, 06:00~24:00)',
        params: staffRenewalParamsSchema,
        response: renewalAnswer,
      },
    },
    async (request) => ok(await retryRenewalForStaff(deps, request.staff().actor, request.params.invoiceNo)),
  );

  app.post(
    STAFF_PATHS.endRenewal,
    {
      schema: {
        summary: '정기결제 종료 (갱신 중단, 결제된 기간까지 이용 후 종료)',
        params: staffRenewalParamsSchema,
        body: staffRenewalEndSchema,
        response: renewalAnswer,
      },
    },
    async (request) =>
      ok(await endRenewalForStaff(deps, request.staff().actor, request.params.invoiceNo, request.body)),
  );

  app.post(
    STAFF_PATHS.priceChange,
    {
      schema: {
        summary: '요금제 가격 변경 공지 (적용일은 30일 이후, 갱신 중인 파트너에게 알림)',
        params: staffPlanParamsSchema,
        body: staffPriceChangeSchema,
        response: {
          200: returnEnvelope(staffPriceChangeAnswerSchema),
          ...notStaff,
          404: httpErrorSchema.describe('없는 요금제'),
        },
      },
    },
    async (request) =>
      ok(
        await announcePriceChangeForStaff(
          deps,
          request.staff().actor,
          request.params.productKey,
          request.body,
        ),
      ),
  );
};
