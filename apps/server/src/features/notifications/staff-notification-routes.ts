/** The staff console's 알림 발송 내역 (prefix /staff-api, operations or admin): the delivery log and a resend. */
import { httpErrorSchema, returnEnvelope } from '@partner-portal/contract/envelopes';
import {
  deliveryPageSchema,
  deliveryParamsSchema,
  deliveryRowSchema,
  deliverySearchSchema,
} from '@partner-portal/contract/notifications-api';
import { STAFF_NOTIFICATION_PATHS } from '@partner-portal/contract/notifications-constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/app-context.js';
import { ok } from '../../shared/envelopes.js';
import { resendDelivery, searchDeliveries } from './delivery-log.js';

const notStaff = { 403: httpErrorSchema.describe('운영 또는 관리자 역할이 없는 계정') };

export const staffNotificationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    STAFF_NOTIFICATION_PATHS.deliveries,
    {
      schema: {
        summary: '알림 발송 내역: 알림 종류, 채널, 상태, 파트너로 거른 발송 건 (최신순)',
        querystring: deliverySearchSchema,
        response: { 200: returnEnvelope(deliveryPageSchema), ...notStaff },
      },
    },
    async (request) => ok(await searchDeliveries(ctx.db, request.query)),
  );

  app.post(
    STAFF_NOTIFICATION_PATHS.resend,
    {
      schema: {
        summary: '알림 재발송 (발송 건 1건, 새 메시지 키로 지금 보냄; 감사 기록)',
        params: deliveryParamsSchema,
        response: {
          200: returnEnvelope(deliveryRowSchema),
          ...notStaff,
          404: httpErrorSchema.describe('없는 발송 건'),
        },
      },
    },
    async (request) => ok(await resendDelivery(ctx, request.staff().actor, request.params.deliveryId)),
  );
};
