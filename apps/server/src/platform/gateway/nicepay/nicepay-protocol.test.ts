import { describe, expect, it } from 'vitest';
import {
  decryptCardData,
  ediSignature,
  encryptCardData,
  nicePayDateTime,
  paymentSignature,
  sameSignature,
  seoulDay,
  windowSignature,
} from './nicepay-protocol.js';

describe('NicePay protocol', () => {
  it('encrypts card data exactly like the manual example (AES-128-CBC, key and IV = first 16 characters of the secret key)', () => {
    const plaintext = 'cardNo=1234567890123456&expYear=25&expMonth=12&idNo=800101&cardPw=12';
    const encData = encryptCardData(plaintext, '2dcc2a0d63bf469490bb19a201be3735');
    expect(encData).toBe(
      '2127975b6d82c36136ba8197a997a994f6c086ff75a6d35e514c54a1e686545e60b76f11bec706de1082e43dd74ae5c5f0709dc1eca6c3cd20e1c0e9e9b7a85c6505461c91c865d82072e41ba5284bd7',
    );
    expect(decryptCardData(encData, '2dcc2a0d63bf469490bb19a201be3735')).toBe(plaintext);
  });

  it('does not decrypt with another key or from malformed hex', () => {
    const encData = encryptCardData('cardNo=9410010000000004', 'a'.repeat(32));
    expect(decryptCardData(encData, 'b'.repeat(32))).toBeUndefined();
    expect(decryptCardData('not-hex', 'a'.repeat(32))).toBeUndefined();
  });

  it('signs as NicePay documents and compares without regard to case', () => {
    const secret = 's'.repeat(32);
    expect(windowSignature('token', 'client', 1004, secret)).toMatch(/^[0-9a-f]{64}$/);
    expect(windowSignature('token', 'client', 1004, secret)).not.toBe(
      windowSignature('token', 'client', 1005, secret),
    );
    const signature = paymentSignature('tid', 1004, '2026-11-02T10:00:00.000+09:00', secret);
    expect(sameSignature(signature, signature.toUpperCase())).toBe(true);
    expect(sameSignature(signature, ediSignature('2026-11-02T10:00:00.000+09:00', secret))).toBe(false);
    expect(sameSignature(signature, undefined)).toBe(false);
  });

  it('writes dates in Korean time and finds the Korean calendar day', () => {
    const lateEvening = new Date('2026-11-02T15:30:00Z');
    expect(nicePayDateTime(lateEvening)).toBe('2026-11-03T00:30:00.000+09:00');
    expect(new Date(nicePayDateTime(lateEvening))).toEqual(lateEvening);
    expect(seoulDay(lateEvening)).toBe('20261103');
  });
});
