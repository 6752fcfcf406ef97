/** How the adapter reads transport failures and odd answers, with a scripted `fetch`. */
import { describe, expect, it } from 'vitest';
import { createNicePayClient } from './nicepay-client.js';
import {
  basicAuthorization,
  decryptCardData,
  nicePayDateTime,
  paymentSignature,
} from './nicepay-protocol.js';
import { CardCredentials, type GatewayResult } from '../payment-gateway.js';

const keys = { clientKey: 'S2_client', secretKey: '0123456789abcdef0123456789abcdef' };
const charge = { bid: 'BIKYkey', orderId: 'ORD-1', amount: 10_000, goodsName: '플랜', cardQuota: 0 };

interface Sent {
  url: string;
  init: RequestInit;
}

function clientAnswering(answer: (sent: Sent) => Promise<Response> | Response, readTimeoutMs = 1_000) {
  const sent: Sent[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return answer({ url, init });
  }) as unknown as typeof fetch;
  return {
    client: createNicePayClient({
      apiBaseUrl: 'https://api.example',
      windowScriptUrl: '',
      ...keys,
      fetchImpl,
      readTimeoutMs,
    }),
    sent,
  };
}

const networkError = (code: string) =>
  Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error(code), { code }) });
const json = (body: object, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const errorOf = <T>(result: GatewayResult<T>) => (result.ok ? undefined : result.error);

function signedPayment(overrides: Record<string, unknown> = {}) {
  const ediDate = nicePayDateTime(new Date('2026-11-02T01:00:00Z'));
  const base = {
    resultCode: '0000',
    resultMsg: '정상 처리되었습니다.',
    tid: 'tid-1',
    orderId: 'ORD-1',
    status: 'paid',
    amount: 10_000,
    balanceAmt: 10_000,
    ediDate,
    paidAt: ediDate,
    failedAt: '0',
    cancelledAt: '0',
  };
  const payment = { ...base, ...overrides };
  return {
    ...payment,
    signature: paymentSignature(String(payment.tid), Number(payment.amount), ediDate, keys.secretKey),
  };
}

describe('NicePay client', () => {
  it('sends Basic authentication, JSON, and card data only encrypted', async () => {
    const { client, sent } = clientAnswering(() =>
      json({
        resultCode: '0000',
        resultMsg: 'ok',
        tid: 't',
        orderId: 'O',
        bid: 'BIKY1',
        authDate: '2026-11-02T10:00:00.000+09:00',
      }),
    );
    const card = CardCredentials.parse({
      cardNumber: '9410010000000004',
      expiry: '12/2030',
      idNo: '850312',
      password2: '12',
    });
    await client.issueBillingKey({ orderId: 'O', card });
    const [{ url, init }] = sent as [Sent];
    expect(url).toBe('https://api.example/v1/subscribe/regist');
    expect(new Headers(init.headers).get('authorization')).toBe(
      basicAuthorization(keys.clientKey, keys.secretKey),
    );
    const body = JSON.parse(String(init.body)) as { encData: string; orderId: string };
    expect(String(init.body)).not.toContain('9410010000000004');
    expect(decryptCardData(body.encData, keys.secretKey)).toBe(card.toCardDataText());
  });

  it.each(['ECONNREFUSED', 'ENOTFOUND', 'UND_ERR_CONNECT_TIMEOUT'])(
    'reads %s (nothing sent) as ProviderUnavailable',
    async (code) => {
      const { client } = clientAnswering(() => Promise.reject(networkError(code)));
      expect(errorOf(await client.chargeBillingKey(charge))).toMatchObject({
        kind: 'ProviderUnavailable',
        code,
      });
    },
  );

  it('reads a reset after sending as OutcomeUnknown for a charge, ProviderUnavailable for a lookup', async () => {
    const { client } = clientAnswering(() => Promise.reject(networkError('ECONNRESET')));
    expect(errorOf(await client.chargeBillingKey(charge))).toMatchObject({
      kind: 'OutcomeUnknown',
      code: 'ECONNRESET',
    });
    expect(errorOf(await client.getByTid('tid-1'))).toMatchObject({
      kind: 'ProviderUnavailable',
      code: 'ECONNRESET',
    });
  });

  it('reads the read timeout as OutcomeUnknown for money calls', async () => {
    const never = ({ init }: Sent) =>
      new Promise<Response>((_, reject) =>
        init.signal!.addEventListener('abort', () => reject(init.signal!.reason)),
      );
    const { client } = clientAnswering(never, 20);
    expect(errorOf(await client.cancel({ tid: 'tid-1', orderId: 'C-1', reason: '환불' }))).toMatchObject({
      kind: 'OutcomeUnknown',
      code: 'READ_TIMEOUT',
    });
    expect(errorOf(await client.findByOrderId('ORD-1', new Date()))).toMatchObject({
      kind: 'ProviderUnavailable',
      code: 'READ_TIMEOUT',
    });
  });

  it('reads 5xx by NicePay’s code when it gives one, otherwise by what the call could have moved', async () => {
    const { client: netCancelled } = clientAnswering(() =>
      json({ resultCode: 'U504', resultMsg: '결제에 실패하였습니다.(망취소 처리)' }, 500),
    );
    expect(errorOf(await netCancelled.chargeBillingKey(charge))?.kind).toBe('ProviderUnavailable');
    const { client: bare } = clientAnswering(() => new Response('<html>504</html>', { status: 504 }));
    expect(errorOf(await bare.chargeBillingKey(charge))).toMatchObject({
      kind: 'OutcomeUnknown',
      code: 'HTTP_504',
    });
    expect(errorOf(await bare.getByTid('tid-1'))).toMatchObject({
      kind: 'ProviderUnavailable',
      code: 'HTTP_504',
    });
  });

  it('reads 401 as AuthFailed and a garbled 200 on a charge as OutcomeUnknown', async () => {
    const { client: refused } = clientAnswering(() => new Response('', { status: 401 }));
    expect(errorOf(await refused.interestFreeEvents())?.kind).toBe('AuthFailed');
    const { client: garbled } = clientAnswering(() => new Response('<html>', { status: 200 }));
    expect(errorOf(await garbled.chargeBillingKey(charge))).toMatchObject({
      kind: 'OutcomeUnknown',
      code: 'MALFORMED',
    });
  });

  it('verifies the payment signature and the amount charged', async () => {
    const { client: good } = clientAnswering(() => json(signedPayment()));
    expect((await good.chargeBillingKey(charge)).ok).toBe(true);
    const { client: forged } = clientAnswering(() => json({ ...signedPayment(), signature: 'f'.repeat(64) }));
    expect(errorOf(await forged.chargeBillingKey(charge))).toMatchObject({
      kind: 'IntegrityError',
      code: 'SIGNATURE',
    });
    const { client: unsigned } = clientAnswering(() => json({ ...signedPayment(), signature: undefined }));
    expect(errorOf(await unsigned.getByTid('tid-1'))?.kind).toBe('IntegrityError');
    const { client: other } = clientAnswering(() => json(signedPayment({ amount: 20_000 })));
    expect(errorOf(await other.chargeBillingKey(charge))).toMatchObject({
      kind: 'IntegrityError',
      code: 'AMOUNT',
    });
  });

  it('treats a success code on an unpaid charge as unknown, and "no such transaction" as null', async () => {
    const { client: contradictory } = clientAnswering(() => json(signedPayment({ status: 'ready' })));
    expect(errorOf(await contradictory.chargeBillingKey(charge))?.kind).toBe('OutcomeUnknown');
    const { client: empty } = clientAnswering(() =>
      json({ resultCode: 'U107', resultMsg: '거래내역이 존재 하지 않습니다.' }),
    );
    expect(await empty.findByOrderId('ORD-404', new Date())).toEqual({ ok: true, value: null });
  });
});
