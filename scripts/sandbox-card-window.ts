/**
 * A card payment through the built-in NicePay sandbox over HTTP, as the browser makes it: the card
 * window opened with the order's window request, the card typed in, and the fields the window posts
 * back to the portal's return URL (the caller posts them: to the same server, or to another one).
 */
import type { CardWindowRequest } from '../packages/contract/src/orders-api.js';
import { hiddenFields } from '../apps/server/src/test-support/html-forms.js';
import { cardWindowForm } from '../apps/server/src/test-support/payment-window.js';

/** A `fetch` init posting `fields` as a form, redirects left to the caller. */
export const formPost = (fields: Record<string, string | number>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(),
  redirect: 'manual' as const,
});

export async function payInSandboxWindow(
  baseUrl: string,
  window: CardWindowRequest,
  cardNumber: string,
): Promise<Record<string, string>> {
  const opened = await fetch(`${baseUrl}/pg-sandbox/window`, formPost(cardWindowForm(window)));
  const submitted = await fetch(
    `${baseUrl}/pg-sandbox/window/submit`,
    formPost({ ...hiddenFields(await opened.text()), cardNumber, cardQuota: 0, action: 'pay' }),
  );
  return hiddenFields(await submitted.text());
}
