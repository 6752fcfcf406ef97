/**
 * NICE identity verification (API 통합형) cryptography, shared by the NICE adapter and our sandbox:
 * the symmetric key, IV and HMAC key come from SHA-256(req_dtim + req_no + token_val) in base64;
 * request and result travel as base64 AES-128-CBC (`enc_data`) with a base64 HMAC-SHA256
 * (`integrity_value`). Results are EUC-KR JSON.
 */
import { createCipheriv, createDecipheriv, createHash, createHmac, timingSafeEqual } from 'node:crypto';

export interface NiceKeys {
  key: string;
  iv: string;
  hmacKey: string;
}

export function deriveNiceKeys(reqDtim: string, reqNo: string, tokenVal: string): NiceKeys {
  const digest = createHash('sha256')
    .update(reqDtim.trim() + reqNo.trim() + tokenVal.trim())
    .digest('base64');
  return { key: digest.slice(0, 16), iv: digest.slice(-16), hmacKey: digest.slice(0, 32) };
}

export function integrityOf(keys: NiceKeys, encData: string): string {
  return createHmac('sha256', Buffer.from(keys.hmacKey)).update(encData).digest('base64');
}

export function sealNice(
  keys: NiceKeys,
  payload: object,
  encoding: 'utf8' | 'euc-kr' = 'utf8',
): { enc_data: string; integrity_value: string } {
  const cipher = createCipheriv('aes-128-cbc', Buffer.from(keys.key), Buffer.from(keys.iv));
  const plain = encoding === 'euc-kr' ? encodeEucKrJson(payload) : Buffer.from(JSON.stringify(payload));
  const encData = Buffer.concat([cipher.update(plain), cipher.final()]).toString('base64');
  return { enc_data: encData, integrity_value: integrityOf(keys, encData) };
}

/** Verifies `integrity_value` before decrypting; undefined when the data was altered or is not ours. */
export function openNice(
  keys: NiceKeys,
  encData: string,
  integrityValue: string,
  encoding: 'utf8' | 'euc-kr' = 'utf8',
): Record<string, string> | undefined {
  const expected = Buffer.from(integrityOf(keys, encData));
  const given = Buffer.from(integrityValue);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const decipher = createDecipheriv('aes-128-cbc', Buffer.from(keys.key), Buffer.from(keys.iv));
    const plain = Buffer.concat([decipher.update(Buffer.from(encData, 'base64')), decipher.final()]);
    return JSON.parse(new TextDecoder(encoding).decode(plain)) as Record<string, string>;
  } catch {
    return undefined;
  }
}

/**
 * NICE sends EUC-KR. Node can decode it but not encode it, so the sandbox (which must encode, like
 * NICE) writes the JSON in ASCII with \u escapes for non-ASCII characters, which is valid EUC-KR.
 */
function encodeEucKrJson(payload: object): Buffer {
  return Buffer.from(
    JSON.stringify(payload).replace(
      /[\u0080-\uffff]/g,
      (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
    ),
    'ascii',
  );
}
