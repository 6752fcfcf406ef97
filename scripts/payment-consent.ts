/**
 * The consent an order names, as /payment sends it: the current version of each payment document,
 * read from the portal's terms API (for journeys and the bench, which order over HTTP).
 */
import type { PaymentConsent } from '../packages/contract/src/orders-api.js';
import { PAYMENT_CONSENT_TYPES } from '../packages/contract/src/orders-constants.js';

export async function currentPaymentConsent(baseUrl: string): Promise<PaymentConsent> {
  const terms = await Promise.all(
    PAYMENT_CONSENT_TYPES.map(async (type) => {
      const answer = await fetch(`${baseUrl}/service-api/terms/document/${type}`);
      const { data } = (await answer.json()) as { data: { version: number } };
      return { type, version: data.version };
    }),
  );
  return { agreed: true, terms };
}
