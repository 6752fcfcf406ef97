/**
 * The customer's link to a quote: `<portal>/quote/<token>`, no login. The token names the quote and
 * when the link stops opening, signed with HMAC-SHA256 under the server's quote-link secret
 * (QUOTE_LINK_SECRET); anyone may read what it names, nobody can change it or make one. The expiry
 * follows from the quote itself, so the same quote always has the same link.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { QUOTE_LINK_VALID_DAYS } from '@partner-portal/contract/leads-constants';
import { seoulDayEnd } from '@partner-portal/contract/seoul-time';

const DAY_MS = 86_400_000;
const PAYLOAD = /^(\d{1,10})\.(\d{1,13})$/;

export type LinkCheck =
  { ok: true; quoteNo: number; expiresAt: Date } | { ok: false; reason: 'invalid' | 'expired' };

export interface QuoteLinks {
  /** When the link of a quote sent at `sentAt`, valid until the Seoul day `validUntil`, stops opening. */
  expiryOf(sentAt: Date, validUntil: string): Date;
  token(quoteNo: number, expiresAt: Date): string;
  /** The absolute address the customer opens. */
  url(token: string): string;
  /** Reads a presented token: its quote, or why it is refused (tampered or malformed, or past its time). */
  check(token: string, now: Date): LinkCheck;
}

/** Links signed with `secret` (never logged) under the portal's public address `portalUrl`. */
export function quoteLinks(secret: string, portalUrl: string): QuoteLinks {
  const sign = (payload: string) => createHmac('sha256', secret).update(payload).digest();
  return {
    expiryOf: (sentAt, validUntil) =>
      new Date(
        Math.max(sentAt.getTime() + QUOTE_LINK_VALID_DAYS * DAY_MS, seoulDayEnd(validUntil).getTime()),
      ),
    token(quoteNo, expiresAt) {
      const payload = `${quoteNo}.${expiresAt.getTime()}`;
      return `${Buffer.from(payload).toString('base64url')}.${sign(payload).toString('base64url')}`;
    },
    url: (token) => `${portalUrl}/quote/${token}`,
    check(token, now) {
      const [encoded, signature, ...rest] = token.split('.');
      if (!encoded || !signature || rest.length > 0) return { ok: false, reason: 'invalid' };
      const payload = Buffer.from(encoded, 'base64url').toString('utf8');
      const fields = PAYLOAD.exec(payload);
      const presented = Buffer.from(signature, 'base64url');
      const expected = sign(payload);
      // Only the one spelling the server writes; compared in constant time (a signature of another
      // length is refused before: its length is no secret).
      const canonical =
        Buffer.from(payload).toString('base64url') === encoded &&
        presented.toString('base64url') === signature;
      if (
        !fields ||
        !canonical ||
        presented.length !== expected.length ||
        !timingSafeEqual(presented, expected)
      ) {
        return { ok: false, reason: 'invalid' };
      }
      const expiresAt = new Date(Number(fields[2]));
      if (now >= expiresAt) return { ok: false, reason: 'expired' };
      return { ok: true, quoteNo: Number(fields[1]), expiresAt };
    },
  };
}
