/**
 * NicePay server API v1 as both our adapter and our sandbox speak it: Basic authentication, the
 * AES encryption of card data for billing keys, the signatures, NicePay's date formats and the wire
 * shape of the payment object (nicepayments/nicepay-manual, api/*.md).
 */
import { createCipheriv, createDecipheriv, createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { PAYMENT_STATUSES } from '../payment-gateway.js';
import { seoulCompactDate, seoulIsoDateTime } from '@partner-portal/contract/seoul-time';

export const basicAuthorization = (clientKey: string, secretKey: string): string =>
  `Basic ${Buffer.from(`${clientKey}:${secretKey}`).toString('base64')}`;

// Key and IV are both the first 16 characters of the secret key (AES-128-CBC, PKCS#5 padding, hex).
const aesKeyOf = (secretKey: string) => Buffer.from(secretKey.slice(0, 16), 'utf8');

export function encryptCardData(plaintext: string, secretKey: string): string {
  const key = aesKeyOf(secretKey);
  const cipher = createCipheriv('aes-128-cbc', key, key);
  return Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]).toString('hex');
}

/** Undefined when the data was not encrypted with this secret key. */
export function decryptCardData(encData: string, secretKey: string): string | undefined {
  if (!/^(?:[0-9a-fA-F]{32})+$/.test(encData)) return undefined;
  try {
    const key = aesKeyOf(secretKey);
    const decipher = createDecipheriv('aes-128-cbc', key, key);
    return Buffer.concat([decipher.update(Buffer.from(encData, 'hex')), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The payment window's return: hex(sha256(authToken + clientId + amount + secretKey)). */
export const windowSignature = (authToken: string, clientId: string, amount: number, secretKey: string) =>
  sha256Hex(`${authToken}${clientId}${amount}${secretKey}`);

/** A payment object (answers and webhooks): hex(sha256(tid + amount + ediDate + secretKey)). */
export const paymentSignature = (tid: string, amount: number, ediDate: string, secretKey: string) =>
  sha256Hex(`${tid}${amount}${ediDate}${secretKey}`);

/** Answers without a transaction (interest-free events): hex(sha256(ediDate + secretKey)). */
export const ediSignature = (ediDate: string, secretKey: string) => sha256Hex(`${ediDate}${secretKey}`);

export function constantTimeEqual(expected: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Hex signatures compared in constant time (NicePay's hex case is not guaranteed). */
export const sameSignature = (expected: string, given: unknown): boolean =>
  typeof given === 'string' && constantTimeEqual(expected.toLowerCase(), given.toLowerCase());

/** ISO 8601 in Korean time, the way NicePay writes dates: 2026-11-02T10:00:00.000+09:00. */
export function nicePayDateTime(date: Date): string {
  return seoulIsoDateTime(date);
}

/** The Korean calendar day as YYYYMMDD (the `orderDate` of a lookup). */
export function seoulDay(date: Date): string {
  return seoulCompactDate(date);
}

// Dates are ISO 8601 or "0" when the event has not happened.
const wireDate = z.union([z.string(), z.number()]).nullish();

/** The payment object of approvals, cancels, lookups and webhooks. Unknown fields pass through. */
export const wirePaymentSchema = z.object({
  resultCode: z.string(),
  resultMsg: z.string(),
  tid: z.string().min(1),
  cancelledTid: z.string().nullish(),
  orderId: z.string(),
  ediDate: z.string().nullish(),
  signature: z.string().nullish(),
  status: z.enum(PAYMENT_STATUSES),
  paidAt: wireDate,
  failedAt: wireDate,
  cancelledAt: wireDate,
  payMethod: z.string().nullish(),
  amount: z.number().int(),
  balanceAmt: z.number().int(),
  goodsName: z.string().nullish(),
  approveNo: z.string().nullish(),
  receiptUrl: z.string().nullish(),
  card: z
    .object({
      cardCode: z.string(),
      cardName: z.string(),
      cardNum: z.string().nullish(),
      cardQuota: z.coerce.number().int(),
      cardType: z.string().nullish(),
      canPartCancel: z.union([z.boolean(), z.enum(['true', 'false'])]),
    })
    .nullish(),
  cancels: z
    .array(
      z.object({
        tid: z.string(),
        amount: z.number().int(),
        cancelledAt: wireDate,
        reason: z.string().nullish(),
        receiptUrl: z.string().nullish(),
      }),
    )
    .nullish(),
});

export type WirePayment = z.input<typeof wirePaymentSchema>;
