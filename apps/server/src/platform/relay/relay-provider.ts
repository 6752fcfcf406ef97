/**
 * The relay port (안심번호): a number the partner calls that forwards to the customer's phone until an
 * expiry, so the customer's own number never leaves the server. Two adapters: a generic HTTP provider
 * (http-relay-provider.ts, production) and the embedded sandbox (relay-sandbox.ts).
 */

export interface RelayRequest {
  /** The customer's phone, digits only. */
  target: string;
  /** The number stops forwarding at this instant. */
  expiresAt: Date;
  /** Ours, unique per mapping (`lead-<no>`): a provider answers a repeated reference with its first mapping. */
  reference: string;
}

export interface IssuedRelay {
  /** As the partner dials it, e.g. 0508-1234-5678. */
  relayNumber: string;
  /** The provider's id of the mapping, for its release. */
  relayId: string;
}

export interface RelayProvider {
  issue(request: RelayRequest): Promise<IssuedRelay>;
  /** Stops the forwarding now; releasing a mapping already gone is no error. */
  release(relayId: string): Promise<void>;
}

/** The provider could not issue a number now (pool exhausted, outage, time-out): try again later. */
export class RelayUnavailable extends Error {
  override name = 'RelayUnavailable';
}
