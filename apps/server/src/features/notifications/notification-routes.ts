/**
 * The partner's notification calls (partner group, bearer): the inbox and its read marks, 알림 설정,
 * 테스트 발송, and the browser's web push subscription.
 */
import { httpErrorSchema, returnEnvelope } from '@partner-portal/contract/envelopes';
import {
  inboxQuerySchema,
  inboxSchema,
  markReadResultSchema,
  markReadSchema,
  preferencesSchema,
  preferencesUpdateSchema,
  pushKeySchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  testSendResultSchema,
} from '@partner-portal/contract/notifications-api';
import { NOTIFICATION_PATHS } from '@partner-portal/contract/notifications-constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/app-context.js';
import { ok } from '../../shared/envelopes.js';
import { notFound, Refusal } from '../../shared/problems.js';
import { RETURN_CODES } from '@partner-portal/contract/api-constants';
import { markRead, readInbox } from './inbox.js';
import { readPreferences, savePreferences } from './preferences.js';
import { isPushServiceEndpoint, removePushSubscription, savePushSubscription } from './push-subscriptions.js';
import { sendTest } from './test-send.js';

const notPartner = { 404: httpErrorSchema.describe('파트너가 아닌 계정') };

export const notificationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const deps = { db: ctx.db, clock: ctx.clock, channels: ctx.notifications.channels };

  app.get(
    NOTIFICATION_PATHS.inbox,
    {
      schema: {
        summary: '알림함: 받은 알림 최신순, 읽지 않은 알림 수 (종 모양 배지)',
        querystring: inboxQuerySchema,
        response: { 200: returnEnvelope(inboxSchema), ...notPartner },
      },
    },
    async (request) => ok(await readInbox(ctx.db, (await request.partner()).partnerId, request.query)),
  );

  app.post(
    NOTIFICATION_PATHS.read,
    {
      schema: {
        summary: '알림 읽음 처리 (선택한 알림, 또는 all: 모두 읽음)',
        body: markReadSchema,
        response: { 200: returnEnvelope(markReadResultSchema), ...notPartner },
      },
    },
    async (request) =>
      ok(await markRead(ctx.db, (await request.partner()).partnerId, request.body, ctx.clock.now())),
  );

  app.get(
    NOTIFICATION_PATHS.preferences,
    {
      schema: {
        summary: '알림 설정: 알림별 채널, 방해 금지 시간, 광고성 정보·야간 수신 동의, 받는 곳(가림 처리)',
        response: { 200: returnEnvelope(preferencesSchema), ...notPartner },
      },
    },
    async (request) => ok(await readPreferences(deps, (await request.partner()).partnerId)),
  );

  app.put(
    NOTIFICATION_PATHS.preferences,
    {
      schema: {
        summary:
          '알림 설정 저장 (결제·보안·약관 알림은 채널 하나 이상; 야간 수신은 광고성 정보 동의가 있어야 함)',
        body: preferencesUpdateSchema,
        response: { 200: returnEnvelope(preferencesSchema), ...notPartner },
      },
    },
    async (request) => ok(await savePreferences(deps, (await request.partner()).partnerId, request.body)),
  );

  app.post(
    NOTIFICATION_PATHS.test,
    {
      schema: {
        summary: '테스트 발송: 켜 둔 채널마다 한 건 (한 시간에 5번까지)',
        response: { 200: returnEnvelope(testSendResultSchema), ...notPartner },
      },
    },
    async (request) => ok(await sendTest(deps, (await request.partner()).partnerId)),
  );

  app.get(
    NOTIFICATION_PATHS.pushKey,
    {
      schema: {
        summary: '웹 푸시 구독에 쓰는 서버 공개 키 (VAPID)',
        response: {
          200: returnEnvelope(pushKeySchema),
          404: httpErrorSchema.describe('웹 푸시가 설정되지 않음'),
        },
      },
    },
    async () => {
      if (!ctx.notifications.pushPublicKey) throw notFound();
      return ok({ public_key: ctx.notifications.pushPublicKey });
    },
  );

  app.post(
    NOTIFICATION_PATHS.pushSubscription,
    {
      schema: {
        summary: '이 브라우저에서 알림 받기 (PushSubscription 등록; 브라우저의 푸시 서비스 주소만)',
        body: pushSubscriptionSchema,
        response: { 200: returnEnvelope(z.null()), ...notPartner },
      },
    },
    async (request) => {
      if (!ctx.notifications.anyPushEndpoint && !isPushServiceEndpoint(request.body.endpoint)) {
        throw new Refusal(
          RETURN_CODES.notificationPreferencesRefused,
          '지원하지 않는 브라우저 알림 주소입니다.',
          'endpoint',
        );
      }
      await savePushSubscription(ctx.db, (await request.partner()).partnerId, request.body);
      return ok(null);
    },
  );

  app.delete(
    NOTIFICATION_PATHS.pushSubscription,
    {
      schema: {
        summary: '이 브라우저 알림 끄기 (PushSubscription 삭제)',
        body: pushUnsubscribeSchema,
        response: { 200: returnEnvelope(z.null()), ...notPartner },
      },
    },
    async (request) => {
      await removePushSubscription(ctx.db, (await request.partner()).partnerId, request.body.endpoint);
      return ok(null);
    },
  );
};
