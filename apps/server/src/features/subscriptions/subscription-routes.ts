/** Recurring card payment (partner group, spec §7 `/authapi/periodic/payment…`). */
import { PERIODIC_PATHS } from '@partner-portal/contract/subscriptions-constants';
import { httpErrorSchema, returnEnvelope } from '@partner-portal/contract/envelopes';
import {
  arrangementRequestSchema,
  arrangementSchema,
  arrangementUpdateSchema,
  billingCardSchema,
  billingHistoryQuerySchema,
  billingHistorySchema,
  cardDeleteQuerySchema,
  cardOrderSchema,
  cardRegistrationSchema,
  cardUpdateSchema,
  priceAgreementSchema,
} from '@partner-portal/contract/subscriptions-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/app-context.js';
import { ok } from '../../shared/envelopes.js';
import { consentOrigin } from '../terms/payment-consent.js';
import {
  agreeToPriceChange,
  readArrangement,
  registerArrangement,
  removeArrangement,
  updateArrangement,
} from './arrangement-service.js';
import { billingHistory } from './billing-history.js';
import { registerCard, removeCard, reorderCards, updateCard } from './billing-cards.js';

const notFound = { 404: httpErrorSchema.describe('이 파트너의 카드가 아님') };

export const subscriptionRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const deps = { db: ctx.db, clock: ctx.clock, payments: ctx.payments };

  app.post(
    PERIODIC_PATHS.arrangement,
    {
      schema: {
        summary: '정기결제 등록 (첫 카드와 정기결제 이용약관 동의)',
        body: arrangementRequestSchema,
        response: { 200: returnEnvelope(arrangementSchema) },
      },
    },
    async (request) =>
      ok(await registerArrangement(deps, await request.partner(), request.body, consentOrigin(request))),
  );

  app.get(
    PERIODIC_PATHS.arrangement,
    {
      schema: {
        summary: '정기결제 조회 (카드, 갱신 요금제, 다음 결제일과 금액)',
        response: { 200: returnEnvelope(arrangementSchema) },
      },
    },
    async (request) => ok(await readArrangement(ctx.db, ctx.clock, (await request.partner()).partnerId)),
  );

  app.patch(
    PERIODIC_PATHS.arrangement,
    {
      schema: {
        summary: '정기결제 설정 변경 (결제 전 알림 켜기/끄기)',
        body: arrangementUpdateSchema,
        response: { 200: returnEnvelope(arrangementSchema) },
      },
    },
    async (request) =>
      ok(await updateArrangement(ctx.db, ctx.clock, (await request.partner()).partnerId, request.body)),
  );

  app.get(
    PERIODIC_PATHS.history,
    {
      schema: {
        summary: '정기결제 실행 내역 (최근 순, 결제 시도별 카드와 결과)',
        querystring: billingHistoryQuerySchema,
        response: { 200: returnEnvelope(billingHistorySchema) },
      },
    },
    async (request) => ok(await billingHistory(ctx.db, (await request.partner()).partnerId, request.query)),
  );

  app.post(
    PERIODIC_PATHS.priceAgreement,
    {
      schema: {
        summary: '요금제 가격 변경 동의 (동의하지 않으면 현재 기간이 끝나면 결제 없이 종료)',
        body: priceAgreementSchema,
        response: { 200: returnEnvelope(arrangementSchema) },
      },
    },
    async (request) =>
      ok(
        await agreeToPriceChange(
          ctx.db,
          ctx.clock,
          (await request.partner()).partnerId,
          request.body.change_id,
        ),
      ),
  );

  app.delete(
    PERIODIC_PATHS.arrangement,
    {
      schema: {
        summary: '정기결제 해지 (현재 기간이 끝나면 갱신하지 않음)',
        response: { 200: returnEnvelope(arrangementSchema) },
      },
    },
    async (request) => ok(await removeArrangement(deps, (await request.partner()).partnerId)),
  );

  app.post(
    PERIODIC_PATHS.card,
    {
      schema: {
        summary: '정기결제 카드 추가 (최대 5개)',
        body: cardRegistrationSchema,
        response: { 200: returnEnvelope(billingCardSchema) },
      },
    },
    async (request) => ok(await registerCard(deps, (await request.partner()).partnerId, request.body)),
  );

  app.patch(
    PERIODIC_PATHS.card,
    {
      schema: {
        summary: '정기결제 카드 수정 (사용 여부, 별칭)',
        body: cardUpdateSchema,
        response: { 200: returnEnvelope(billingCardSchema), ...notFound },
      },
    },
    async (request) => ok(await updateCard(deps, (await request.partner()).partnerId, request.body)),
  );

  app.delete(
    PERIODIC_PATHS.card,
    {
      schema: {
        summary: '정기결제 카드 삭제 (별칭 또는 카드 번호로; 빌키도 만료)',
        querystring: cardDeleteQuerySchema,
        response: { 200: returnEnvelope(z.array(billingCardSchema)), ...notFound },
      },
    },
    async (request) => ok(await removeCard(deps, (await request.partner()).partnerId, request.query)),
  );

  app.patch(
    PERIODIC_PATHS.cardOrder,
    {
      schema: {
        summary: '정기결제 카드 순서 변경 (결제 시도 순서)',
        body: cardOrderSchema,
        response: { 200: returnEnvelope(z.array(billingCardSchema)) },
      },
    },
    async (request) => ok(await reorderCards(deps, (await request.partner()).partnerId, request.body)),
  );
};
