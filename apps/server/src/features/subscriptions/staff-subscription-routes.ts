/**
 * The subscriptions' staff routes (prefix /staff-api, `operations` role): failed recurring renewals
 * (list, retry now, end), the billing run now, and plan price changes.
 */
import { httpErrorSchema, returnEnvelope } from '@partner-portal/contract/envelopes';
import {
  STAFF_PATHS,
  staffBillingRunSchema,
  staffPlanParamsSchema,
  staffPriceChangeAnswerSchema,
  staffPriceChangeSchema,
  staffRenewalEndSchema,
  staffRenewalParamsSchema,
  staffRenewalRowSchema,
} from '@partner-portal/contract/staff-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/app-context.js';
import { ok } from '../../shared/envelopes.js';
import { runBillingNow } from './billing-run.js';
import { endRenewal, listFailedRenewals, retryRenewal } from './failed-renewals.js';
import { announcePriceChange } from './price-changes.js';

const notStaff = { 403: httpErrorSchema.describe('운영 역할이 없는 계정') };

export const staffSubscriptionRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
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
    async () => ok(await listFailedRenewals(ctx.db)),
  );

  app.post(
    STAFF_PATHS.runBilling,
    {
      schema: {
        summary: '정기결제 즉시 실행 (예약된 실행과 같음: 청구 생성, 결제 시도, 결과 확인; 06:00~24:00)',
        response: { 200: returnEnvelope(staffBillingRunSchema), ...notStaff },
      },
    },
    async (request) => ok(await runBillingNow(deps, request.staff().actor)),
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
    async (request) => ok(await retryRenewal(deps, request.staff().actor, request.params.invoiceNo)),
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
      ok(await endRenewal(deps, request.staff().actor, request.params.invoiceNo, request.body)),
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
      ok(await announcePriceChange(deps, request.staff().actor, request.params.productKey, request.body)),
  );
};
