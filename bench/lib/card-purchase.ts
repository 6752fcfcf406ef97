/** One whole card purchase of a plan, as a browser makes it: order → sandbox card window → approval. */
import { currentPaymentConsent } from '../../scripts/payment-consent.js';
import { formPost, payInSandboxWindow } from '../../scripts/sandbox-card-window.js';
import type { CardWindowRequest } from '../../packages/contract/src/orders-api.js';

const APPROVE_CARD = '9410010000000004';

/** Returns the time of the whole purchase and of its approval step, in ms. */
export async function purchase(
  url: string,
  headers: Record<string, string>,
  key: string,
): Promise<{ total: number; approve: number }> {
  const started = performance.now();
  const created = await fetch(`${url}/partner-api/authapi/partner/order/create`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify({
      items: [{ product_key: 'MONTHLY_LITE' }],
      method: 'card',
      consent: await currentPaymentConsent(url),
    }),
  });
  const order = ((await created.json()) as { data: { card_window: CardWindowRequest } }).data;
  const returned = await payInSandboxWindow(url, order.card_window, APPROVE_CARD);
  const approveStarted = performance.now();
  const back = await fetch(`${url}${order.card_window.returnUrl}`, formPost(returned));
  if (back.status !== 303 || !back.headers.get('location')?.startsWith('/payment/complete'))
    throw new Error(`purchase failed: ${back.status}`);
  const ended = performance.now();
  return { total: ended - started, approve: ended - approveStarted };
}
