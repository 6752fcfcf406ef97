/** Pays an order's card window in the NicePay sandbox the way a browser does, and follows the return. */
import type { CardWindowRequest } from '@partner-portal/contract/orders-api';
import type { FastifyInstance } from 'fastify';
import { form, hiddenFields } from './html-forms.js';

/** The sandbox's test cards (see payments/gateway/sandbox/sandbox-cards.ts). */
export const TEST_CARDS = {
  approve: '9410010000000004',
  softDecline: '9410021000000001',
  hardDecline: '9410031000000000',
  slowCharged: '9410041000000009',
  slowNotCharged: '9410042000000007',
  unavailable: '9410051000000008',
  badGatewayCharged: '9410052000000006',
} as const;

/** The form a browser posts to open the sandbox's card window for an order's window request. */
export const cardWindowForm = (window: CardWindowRequest) => ({
  clientId: window.clientId,
  method: 'card',
  orderId: window.orderId,
  amount: window.amount,
  goodsName: window.goodsName,
  returnUrl: window.returnUrl,
});

/** Returns the window's return fields and, unless `deliver` is false, where our return route redirected. */
export async function payCardWindow(
  app: FastifyInstance,
  window: CardWindowRequest,
  cardNumber: string,
  options: { quota?: number; deliver?: boolean } = {},
) {
  const page = await app.inject({
    method: 'POST',
    url: '/pg-sandbox/window',
    ...form(cardWindowForm(window)),
  });
  if (page.statusCode !== 200) throw new Error(`window refused: ${page.body}`);
  const submitted = await app.inject({
    method: 'POST',
    url: '/pg-sandbox/window/submit',
    ...form({ ...hiddenFields(page.body), cardNumber, cardQuota: options.quota ?? 0, action: 'pay' }),
  });
  const fields = hiddenFields(submitted.body);
  if (options.deliver === false) return { fields, location: undefined };
  const back = await app.inject({ method: 'POST', url: window.returnUrl, ...form(fields) });
  return { fields, location: back.headers.location as string | undefined };
}
