/**
 * NicePay's payment events (approval, cancel). They are not retried and may come late or twice, so
 * they are only a shortcut: an approval whose answer we never received (`unknown`) is settled at
 * once instead of waiting for the reconciler; everything else is already on record. A body whose
 * signature or amount does not verify is refused and logged.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/app-context.js';
import { paymentAttempts } from '../../db/tables/orders.js';
import { ORDER_PATHS } from '@partner-portal/contract/plans-api';
import { settlePaid } from './order-service.js';

export const webhookRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db, clock, payments } = ctx;

  const windowAttempt = async (pgOrderId: string) =>
    (
      await db
        .select()
        .from(paymentAttempts)
        .where(and(eq(paymentAttempts.pgOrderId, pgOrderId), eq(paymentAttempts.kind, 'window')))
    )[0];

  app.post(ORDER_PATHS.webhook, async (request, reply) => {
    const parsed = await payments.parseWebhook(
      request.body,
      async (orderId) => (await windowAttempt(orderId))?.amountWon,
    );
    if (!parsed.ok) {
      request.log.warn({ reason: parsed.error.code, kind: parsed.error.kind }, 'payment webhook refused');
      return reply.code(400).type('text/plain').send('FAIL');
    }
    const payment = parsed.value;
    if (payment.status === 'paid') {
      const attempt = await windowAttempt(payment.orderId);
      // Claim only an attempt left unknown: the approval path or the reconciler owns every other state.
      const claimed = attempt
        ? await db
            .update(paymentAttempts)
            .set({ state: 'pending', updatedAt: clock.now() })
            .where(
              and(eq(paymentAttempts.attemptId, attempt.attemptId), eq(paymentAttempts.state, 'unknown')),
            )
            .returning({ id: paymentAttempts.attemptId })
        : [];
      if (attempt && claimed.length > 0) {
        await settlePaid({ db, clock, payments }, attempt.attemptId, attempt.orderNo, payment);
        request.log.info({ orderNo: attempt.orderNo }, 'payment settled by webhook');
      }
    }
    return reply.type('text/plain').send('OK');
  });
};
