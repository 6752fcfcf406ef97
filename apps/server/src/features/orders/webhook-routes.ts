/**
 * The gateway's payment events (approval, cancel), verified by signature and amount; see
 * `settleWebhook`. The gateway wants a plain `OK`; a body that does not verify is refused and logged.
 */
import { httpErrorSchema } from '@partner-portal/contract/envelopes';
import { ORDER_PATHS } from '@partner-portal/contract/orders-constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/app-context.js';
import { settleWebhook } from './order-settlement.js';

const plainText = (description: string, text: string) => ({
  description,
  content: { 'text/plain': { schema: z.literal(text) } },
});

export const webhookRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.post(
    ORDER_PATHS.webhook,
    {
      schema: {
        summary: '결제사 웹훅 (승인, 취소): 서명과 금액을 확인한 뒤 응답을 받지 못한 승인을 바로 정산',
        response: {
          200: plainText('접수', 'OK'),
          // `FAIL` when the event does not verify; the API's error when its body does not even parse.
          400: {
            description: '서명 또는 금액 불일치 (FAIL), 해석할 수 없는 본문 (API 오류)',
            content: {
              'text/plain': { schema: z.literal('FAIL') },
              'application/json': { schema: httpErrorSchema },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const outcome = await settleWebhook(ctx, request.body);
      if (!outcome.ok) {
        request.log.warn({ reason: outcome.error.code, kind: outcome.error.kind }, 'payment webhook refused');
        return reply.code(400).type('text/plain').send('FAIL');
      }
      if (outcome.settledOrderNo)
        request.log.info({ orderNo: outcome.settledOrderNo }, 'payment settled by webhook');
      return reply.type('text/plain').send('OK');
    },
  );
};
