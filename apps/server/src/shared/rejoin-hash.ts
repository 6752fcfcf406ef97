/**
 * The keyed hash a withdrawn account keeps of its CEO's DI and business number for the re-join check
 * of spec §9 (HMAC-SHA256 with REJOIN_HASH_SECRET): the same value gives the same hash, nobody without
 * the key can tell which value it was.
 */
import { createHmac } from 'node:crypto';

export type RejoinHash = (kind: 'di' | 'biz', value: string) => string;

export const rejoinHasher =
  (secret: string): RejoinHash =>
  (kind, value) =>
    createHmac('sha256', secret).update(`${kind}:${value}`).digest('base64url');
