/**
 * Our own tokens: compact JWTs signed with HMAC-SHA256 and the server's key, issued and checked here
 * with node:crypto. Every signed-in request checks one, and WebCrypto (what `jose` uses) cost a tenth
 * of such a request's CPU in its async job machinery; this check is synchronous. Only what we issue
 * is accepted: the header must say HS256, the signature must match in constant time, the issuer and
 * audience must be ours, and the expiry must be in the future.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface JwtClaims {
  sub: string;
  iss: string;
  aud: string;
  iat: number;
  exp: number;
  [claim: string]: unknown;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
const BASE64URL = /^[A-Za-z0-9_-]+$/;

const signatureOf = (key: Uint8Array, signingInput: string) =>
  createHmac('sha256', key).update(signingInput).digest();

export function signJwt(claims: JwtClaims, key: Uint8Array): string {
  const signingInput = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${signingInput}.${signatureOf(key, signingInput).toString('base64url')}`;
}

/** The part's JSON object, or undefined when it is not one. */
function jsonPart(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The claims of a valid token; 'expired' for one that was valid; undefined for anything else. */
export function verifyJwt(
  token: string,
  key: Uint8Array,
  expected: { issuer: string; audience: string; nowSeconds: number },
): JwtClaims | 'expired' | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) return undefined;
  const [header, payload, signature] = parts as [string, string, string];
  const given = Buffer.from(signature, 'base64url');
  const wanted = signatureOf(key, `${header}.${payload}`);
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return undefined;
  const head = jsonPart(header);
  if (head?.alg !== 'HS256' || head.crit !== undefined) return undefined;
  const claims = jsonPart(payload);
  if (!claims || claims.iss !== expected.issuer || claims.aud !== expected.audience) return undefined;
  if (typeof claims.sub !== 'string' || typeof claims.iat !== 'number' || typeof claims.exp !== 'number')
    return undefined;
  if (typeof claims.nbf === 'number' && claims.nbf > expected.nowSeconds) return undefined;
  return claims.exp <= expected.nowSeconds ? 'expired' : (claims as JwtClaims);
}
