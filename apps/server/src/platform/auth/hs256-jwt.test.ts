/** Our tokens are accepted only as issued: signed with our key, HS256, ours by issuer and audience, unexpired. */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signJwt, verifyJwt, type JwtClaims } from './hs256-jwt.js';

const key = new TextEncoder().encode('a-server-secret-of-enough-length-for-tests');
const now = 1_800_000_000;
const claims: JwtClaims = { sub: '7', iss: 'us', aud: 'portal', iat: now, exp: now + 60, sid: 's-1' };
const expected = { issuer: 'us', audience: 'portal', nowSeconds: now };

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A token with any header and payload, signed with `signingKey`. */
function forge(header: unknown, payload: unknown, signingKey: Uint8Array = key): string {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${createHmac('sha256', signingKey).update(input).digest('base64url')}`;
}

describe('HS256 tokens', () => {
  it('reads back the claims of a token it signed', () => {
    expect(verifyJwt(signJwt(claims, key), key, expected)).toEqual(claims);
  });

  it('answers expired (not invalid) for a genuine token at or past its expiry', () => {
    const token = signJwt(claims, key);
    expect(verifyJwt(token, key, { ...expected, nowSeconds: now + 59 })).toEqual(claims);
    expect(verifyJwt(token, key, { ...expected, nowSeconds: now + 60 })).toBe('expired');
  });

  it('refuses a changed payload, another key, or a token cut short', () => {
    const [header, , signature] = signJwt(claims, key).split('.');
    expect(
      verifyJwt(`${header}.${b64({ ...claims, sub: '8' })}.${signature}`, key, expected),
    ).toBeUndefined();
    expect(
      verifyJwt(signJwt(claims, new TextEncoder().encode('another key')), key, expected),
    ).toBeUndefined();
    expect(verifyJwt(signJwt(claims, key).split('.').slice(0, 2).join('.'), key, expected)).toBeUndefined();
    expect(verifyJwt('', key, expected)).toBeUndefined();
  });

  it('refuses an unsigned token and any algorithm but HS256, even with a matching HMAC', () => {
    const [header, payload] = signJwt(claims, key).split('.');
    expect(verifyJwt(`${b64({ alg: 'none' })}.${payload}.`, key, expected)).toBeUndefined();
    expect(verifyJwt(forge({ alg: 'HS512', typ: 'JWT' }, claims), key, expected)).toBeUndefined();
    expect(verifyJwt(forge({ alg: 'HS256', crit: ['x'] }, claims), key, expected)).toBeUndefined();
    expect(verifyJwt(`${header}.${payload}.!!`, key, expected)).toBeUndefined();
  });

  it('refuses another issuer or audience, a token not yet valid, and claims of the wrong type', () => {
    const header = { alg: 'HS256', typ: 'JWT' };
    expect(verifyJwt(forge(header, { ...claims, iss: 'them' }), key, expected)).toBeUndefined();
    expect(verifyJwt(forge(header, { ...claims, aud: 'staff' }), key, expected)).toBeUndefined();
    expect(verifyJwt(forge(header, { ...claims, nbf: now + 10 }), key, expected)).toBeUndefined();
    expect(verifyJwt(forge(header, { ...claims, exp: String(now + 60) }), key, expected)).toBeUndefined();
    expect(verifyJwt(forge(header, [claims]), key, expected)).toBeUndefined();
  });
});
