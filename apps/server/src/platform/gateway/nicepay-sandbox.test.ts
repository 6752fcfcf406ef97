/**
 * Every sandbox scenario through the real NicePay client: the client speaks HTTP to the sandbox plugin
 * (through `inject`), the sandbox keeps its state in a fresh test database.
 */
import { form, hiddenFields } from '../../test-support/html-forms.js';
import { randomBytes } from 'node:crypto';
import { getEventListeners } from 'node:events';
import { Writable } from 'node:stream';
import fastifyFormbody from '@fastify/formbody';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { migrate } from '../../db/migrate.js';
import { fixedClock } from '../../shared/clock.js';
import { registerErrorHandling } from '../../shared/errors.js';
import { loggerOptions } from '../../shared/logger.js';
import { openTestDatabase } from '../../test-support/test-app.js';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createPaymentGateway, injectFetch } from './create-payment-gateway.js';
import { createNicePayClient } from './nicepay/nicepay-client.js';
import { basicAuthorization, encryptCardData } from './nicepay/nicepay-protocol.js';
import {
  CardCredentials,
  InvalidCardInput,
  type GatewayResult,
  type PaymentGateway,
  type WindowAuthorization,
} from './payment-gateway.js';
import { createPgSandbox, type PgSandbox } from './sandbox/pg-sandbox.js';
import { cardByKey, SANDBOX_CARDS, WEBHOOK_DELAY_MS } from './sandbox/sandbox-cards.js';
import { chargeOutcome, recordCharges } from './sandbox/sandbox-ledger.js';
import { sandboxKeys } from './sandbox/sandbox-keys.js';

const card = (key: string) => SANDBOX_CARDS.find((c) => c.key === key)!.number;
const RETURN_URL = '/partner-api/payments/nicepay/return';
const WEBHOOK_URL = 'http://portal.test/partner-api/payments/nicepay/webhook';
/** The slow cards answer after SLOW_ANSWER_MS; the impatient client gives up after READ_TIMEOUT_MS. */
const SLOW_ANSWER_MS = 600;
const READ_TIMEOUT_MS = 200;

let database: DatabaseHandle;
let drop: () => Promise<void>;
let app: FastifyInstance;
let sandbox: PgSandbox;
let gateway: PaymentGateway;
let impatient: PaymentGateway;
let logged = '';
const webhooks: Record<string, unknown>[] = [];
const clock = fixedClock('2026-11-02T01:00:00Z');

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await migrate(database);
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logged += String(chunk);
      done();
    },
  });
  app = Fastify({ logger: loggerOptions('trace', logStream) });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await app.register(fastifyFormbody);
  const receiveWebhook: typeof fetch = async (_url, init) => {
    webhooks.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
    return new Response('OK');
  };
  sandbox = createPgSandbox({
    db: database.db,
    clock,
    keys: sandboxKeys(randomBytes(32).toString('hex')),
    webhookUrl: WEBHOOK_URL,
    fetchImpl: receiveWebhook,
    webhookPollMs: 0,
    slowAnswerMs: SLOW_ANSWER_MS,
  });
  await app.register(sandbox.routes);
  await app.ready();
  const client = {
    apiBaseUrl: 'http://portal.test/pg-sandbox',
    windowScriptUrl: '/pg-sandbox/pay.js',
    ...sandbox.keys,
    fetchImpl: injectFetch(app),
    logger: app.log,
  };
  gateway = createNicePayClient(client);
  impatient = createNicePayClient({ ...client, readTimeoutMs: READ_TIMEOUT_MS });
});

afterAll(async () => {
  // Lets the slow scenarios' late answers finish before the database goes.
  await new Promise((resolve) => setTimeout(resolve, SLOW_ANSWER_MS));
  await app.close();
  await database.close();
  await drop();
});

let sequence = 0;
const newOrderId = () => `ORD${Date.now().toString(36)}${(sequence += 1)}${randomBytes(3).toString('hex')}`;

function valueOf<T>(result: GatewayResult<T>): T {
  if (!result.ok) throw new Error(`expected success, got ${JSON.stringify(result.error)}`);
  return result.value;
}

const errorOf = <T>(result: GatewayResult<T>) => (result.ok ? undefined : result.error);

interface Order {
  orderId: string;
  amount: number;
  goodsName: string;
}
const newOrder = (amount = 10_000): Order => ({
  orderId: newOrderId(),
  amount,
  goodsName: '파트너 플랜 1개월',
});

/** What `AUTHNICE.requestPay` posts to the window. */
const windowRequest = (order: Order) => ({
  clientId: sandbox.keys.clientKey,
  method: 'card',
  ...order,
  returnUrl: RETURN_URL,
});

/** The tester's turn in the window: the fields the window form-POSTs to our return URL. */
async function payInWindow(
  order: Order,
  cardNumber: string,
  options: { cardQuota?: number; action?: 'pay' | 'cancel' } = {},
) {
  const page = await app.inject({ method: 'POST', url: '/pg-sandbox/window', ...form(windowRequest(order)) });
  expect(page.statusCode).toBe(200);
  const submitted = await app.inject({
    method: 'POST',
    url: '/pg-sandbox/window/submit',
    ...form({
      ...hiddenFields(page.body.split('</form>')[0]!),
      cardNumber,
      cardQuota: options.cardQuota ?? 0,
      action: options.action ?? 'pay',
    }),
  });
  return { html: submitted.body, fields: hiddenFields(submitted.body) };
}

async function authorize(order: Order, cardNumber: string): Promise<WindowAuthorization> {
  const { fields } = await payInWindow(order, cardNumber);
  return valueOf(gateway.verifyWindowReturn(fields, order));
}

const cardFor = (cardNumber: string) =>
  CardCredentials.parse({ cardNumber, expiry: '12/2030', idNo: '850312', password2: '12' });

async function billingKey(cardNumber: string): Promise<string> {
  return valueOf(await gateway.issueBillingKey({ orderId: newOrderId(), card: cardFor(cardNumber) })).bid;
}

const chargeInput = (bid: string, amount = 33_000, cardQuota = 0) => ({
  bid,
  orderId: newOrderId(),
  amount,
  goodsName: '파트너 플랜 정기결제',
  cardQuota,
});

describe('payment window', () => {
  it('serves AUTHNICE.requestPay and a Korean window page that lists the test cards without inline scripts', async () => {
    const script = await app.inject({ method: 'GET', url: '/pg-sandbox/pay.js' });
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain('window.AUTHNICE');
    expect(script.body).toContain('requestPay');

    const page = await app.inject({
      method: 'POST',
      url: '/pg-sandbox/window',
      ...form(windowRequest(newOrder(12_000))),
    });
    expect(page.body).toContain('<html lang="ko">');
    expect(page.body).toContain('12,000원');
    expect(page.body).toContain(
      '<th scope="col">카드번호</th><th scope="col">시나리오</th><th scope="col">결과</th><th scope="col">코드</th>',
    );
    // Each card's row: its number, the scenario, what happens in Korean words, the adapter's code
    // (which may wrap between its words on a phone).
    const rows = page.body.replaceAll('<wbr>', '');
    for (const testCard of SANDBOX_CARDS) {
      expect(testCard.outcome).not.toMatch(/[A-Za-z]/);
      expect(rows).toContain(
        `<tr><td><code>${testCard.number.replace(/(\d{4})(?=\d)/g, '$1-')}</code></td><td>${testCard.scenario}</td><td>${testCard.outcome}</td><td><code>${testCard.code}</code></td></tr>`,
      );
    }
    expect(rows).toContain('<td>거절 (일시적, 다시 시도 가능)</td><td><code>Declined (soft)</code></td>');
    expect(page.body).not.toMatch(/<script(?![^>]*\ssrc=)/);
    expect(page.body).toContain('action="/pg-sandbox/window/submit"');
  });

  it('refuses a window opened with another client id or a return URL elsewhere', async () => {
    const order = newOrder();
    const foreign = await app.inject({
      method: 'POST',
      url: '/pg-sandbox/window',
      ...form({ ...windowRequest(order), clientId: 'S2_someoneelse' }),
    });
    expect(foreign.statusCode).toBe(400);
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/pg-sandbox/window',
      ...form({ ...windowRequest(order), returnUrl: 'https://evil.example/return' }),
    });
    expect(elsewhere.statusCode).toBe(400);
  });

  it('returns a signed authentication that the server approves; nothing is charged before', async () => {
    const order = newOrder(55_000);
    const { fields, html } = await payInWindow(order, card('approve'), { cardQuota: 3 });
    expect(html).toContain('src="/pg-sandbox/window/return.js"');
    expect(fields).toMatchObject({
      authResultCode: '0000',
      clientId: sandbox.keys.clientKey,
      orderId: order.orderId,
      amount: '55000',
    });

    const authorization = valueOf(gateway.verifyWindowReturn(fields, order));
    expect(valueOf(await gateway.getByTid(authorization.tid))?.status).toBe('ready');

    const payment = valueOf(await gateway.approveWindowPayment(authorization));
    expect(payment).toMatchObject({
      status: 'paid',
      orderId: order.orderId,
      amount: 55_000,
      balanceAmt: 55_000,
      cancels: [],
    });
    expect(payment.card).toMatchObject({
      cardCode: '04',
      cardName: '삼성',
      cardNum: '941001******0004',
      cardQuota: 3,
      cardType: 'credit',
      canPartCancel: true,
    });
    expect(payment.paidAt).toEqual(clock.now());
    expect(payment.approveNo).toMatch(/^\d{8}$/);

    const receipt = await app.inject({ method: 'GET', url: payment.receiptUrl! });
    expect(receipt.body).toContain('결제 완료');
  });

  it('reads a tampered signature, amount or client id as an integrity error', async () => {
    const order = newOrder();
    const { fields } = await payInWindow(order, card('approve'));
    const tampered = (changes: Record<string, string>) =>
      errorOf(gateway.verifyWindowReturn({ ...fields, ...changes }, order))?.kind;
    expect(
      tampered({
        signature: `${fields.signature!.slice(0, -1)}${fields.signature!.endsWith('0') ? '1' : '0'}`,
      }),
    ).toBe('IntegrityError');
    expect(tampered({ amount: '100' })).toBe('IntegrityError');
    expect(tampered({ clientId: 'S2_someoneelse' })).toBe('IntegrityError');
    // The price comes from our server: a window paid for another amount is refused.
    expect(errorOf(gateway.verifyWindowReturn(fields, { ...order, amount: 1_000 }))?.kind).toBe(
      'IntegrityError',
    );
    // NicePay itself refuses an approval for another amount than the authenticated one (A123).
    const forged = { tid: fields.tid!, orderId: order.orderId, amount: 9_000 } as WindowAuthorization;
    expect(errorOf(await gateway.approveWindowPayment(forged))).toMatchObject({
      kind: 'IntegrityError',
      code: 'A123',
    });
  });

  it.each([
    ['insufficient-funds', false],
    ['limit-exceeded', false],
    ['lost-card', true],
    ['stolen-card', true],
  ])('declines the %s card at approval (hard: %s) and records the failure', async (scenario, hard) => {
    const order = newOrder();
    const authorization = await authorize(order, card(scenario));
    const error = errorOf(await gateway.approveWindowPayment(authorization));
    expect(error).toMatchObject({ kind: 'Declined', code: '3095', hard });
    expect(valueOf(await gateway.findByOrderId(order.orderId, clock.now()))?.status).toBe('failed');
  });

  it('refuses amounts under 1,000 won, instalments under 50,000 won, and reads a closed window as a soft decline', async () => {
    const small = newOrder(900);
    expect(
      errorOf(gateway.verifyWindowReturn((await payInWindow(small, card('approve'))).fields, small)),
    ).toMatchObject({ kind: 'InvalidRequest', code: '3041' });
    const instalment = newOrder(49_000);
    expect(
      errorOf(
        gateway.verifyWindowReturn(
          (await payInWindow(instalment, card('approve'), { cardQuota: 2 })).fields,
          instalment,
        ),
      ),
    ).toMatchObject({
      kind: 'InvalidRequest',
      code: 'P037',
    });
    const closed = newOrder();
    expect(
      errorOf(
        gateway.verifyWindowReturn(
          (await payInWindow(closed, card('approve'), { action: 'cancel' })).fields,
          closed,
        ),
      ),
    ).toMatchObject({
      kind: 'Declined',
      code: 'P091',
      hard: false,
    });
  });

  it('asks again for a card number that is not a test card, recording nothing', async () => {
    const order = newOrder();
    const { html, fields } = await payInWindow(order, '4111111111111111');
    expect(html).toContain('role="alert"');
    expect(fields.authResultCode).toBeUndefined();
    expect(valueOf(await gateway.findByOrderId(order.orderId, clock.now()))).toBeNull();
  });

  it('refuses a reused order id, a second approval, and the duplicate-order test card', async () => {
    const order = newOrder();
    const authorization = await authorize(order, card('approve'));
    valueOf(await gateway.approveWindowPayment(authorization));
    expect(errorOf(await gateway.approveWindowPayment(authorization))).toMatchObject({
      kind: 'DuplicateOrder',
      code: '2201',
    });
    expect(
      errorOf(gateway.verifyWindowReturn((await payInWindow(order, card('approve'))).fields, order)),
    ).toMatchObject({ kind: 'DuplicateOrder', code: 'A127' });

    const flagged = await authorize(newOrder(), card('duplicate-order'));
    expect(errorOf(await gateway.approveWindowPayment(flagged))).toMatchObject({
      kind: 'DuplicateOrder',
      code: 'A127',
    });
  });

  it('expires an authentication the server did not approve within 30 minutes', async () => {
    const authorization = await authorize(newOrder(), card('approve'));
    clock.advance(31 * 60_000);
    expect(errorOf(await gateway.approveWindowPayment(authorization))).toMatchObject({
      kind: 'InvalidRequest',
      code: 'A245',
    });
    expect(valueOf(await gateway.getByTid(authorization.tid))?.status).toBe('expired');
  });
});

describe('billing keys', () => {
  it('issues a key, charges it, removes it, and then refuses it', async () => {
    const orderId = newOrderId();
    const key = valueOf(await gateway.issueBillingKey({ orderId, card: cardFor(card('approve')) }));
    expect(key).toMatchObject({ orderId, cardCode: '04', cardName: '삼성' });
    expect(key.bid).toMatch(/^BIKY/);
    expect(key.authDate).toEqual(clock.now());

    const charge = chargeInput(key.bid);
    const payment = valueOf(await gateway.chargeBillingKey(charge));
    expect(payment).toMatchObject({
      status: 'paid',
      orderId: charge.orderId,
      amount: 33_000,
      card: { cardNum: '941001******0004', cardQuota: 0 },
    });

    valueOf(await gateway.deleteBillingKey({ bid: key.bid, orderId: newOrderId() }));
    expect(errorOf(await gateway.chargeBillingKey(chargeInput(key.bid)))).toMatchObject({
      kind: 'BillingKeyInvalid',
      code: 'U115',
    });
    expect(errorOf(await gateway.deleteBillingKey({ bid: key.bid, orderId: newOrderId() }))).toMatchObject({
      kind: 'BillingKeyInvalid',
      code: 'A126',
    });
    expect(errorOf(await gateway.chargeBillingKey(chargeInput('BIKYnosuchkey')))).toMatchObject({
      kind: 'BillingKeyInvalid',
      code: 'A124',
    });
  });

  it('refuses an unknown card (hard), an expired card (hard) and a wrong birth date', async () => {
    const issue = (input: Parameters<typeof CardCredentials.parse>[0]) =>
      gateway.issueBillingKey({ orderId: newOrderId(), card: CardCredentials.parse(input) });
    const base = { cardNumber: card('approve'), expiry: '12/2030', idNo: '850312', password2: '12' };
    expect(errorOf(await issue({ ...base, cardNumber: '4111111111111111' }))).toMatchObject({
      kind: 'Declined',
      code: 'F112',
      hard: true,
    });
    expect(errorOf(await issue({ ...base, expiry: '10/2026' }))).toMatchObject({
      kind: 'Declined',
      code: '3021',
      hard: true,
    });
    // Still valid through its expiry month.
    valueOf(await issue({ ...base, expiry: '11/2026' }));
    expect(() => CardCredentials.parse({ ...base, idNo: '12345678' })).toThrow(InvalidCardInput);
    // A client that skips those checks meets NicePay's own.
    const encData = encryptCardData(
      `cardNo=${card('approve')}&expYear=30&expMonth=12&idNo=1234&cardPw=1`,
      sandbox.keys.secretKey,
    );
    const raw = await app.inject({
      method: 'POST',
      url: '/pg-sandbox/v1/subscribe/regist',
      headers: { authorization: basicAuthorization(sandbox.keys.clientKey, sandbox.keys.secretKey) },
      payload: { encData, orderId: newOrderId() },
    });
    expect(raw.json()).toMatchObject({ resultCode: 'F113' });
  });

  it.each([
    ['insufficient-funds', false],
    ['lost-card', true],
  ])('registers the %s card but declines its charges (hard: %s)', async (scenario, hard) => {
    const bid = await billingKey(card(scenario));
    expect(errorOf(await gateway.chargeBillingKey(chargeInput(bid)))).toMatchObject({
      kind: 'Declined',
      hard,
    });
  });

  it('applies the amount rules: 1,000 won at least, instalments from 50,000 won', async () => {
    const bid = await billingKey(card('approve'));
    expect(errorOf(await gateway.chargeBillingKey(chargeInput(bid, 999)))).toMatchObject({
      kind: 'InvalidRequest',
      code: '3041',
    });
    expect(errorOf(await gateway.chargeBillingKey(chargeInput(bid, 49_999, 3)))).toMatchObject({
      kind: 'InvalidRequest',
      code: 'P037',
    });
    expect(valueOf(await gateway.chargeBillingKey(chargeInput(bid, 50_000, 3))).card?.cardQuota).toBe(3);
    expect(valueOf(await gateway.chargeBillingKey(chargeInput(bid, 1_000))).amount).toBe(1_000);
  });

  it('refuses a reused order id and the duplicate-order card', async () => {
    const bid = await billingKey(card('approve'));
    const charge = chargeInput(bid);
    valueOf(await gateway.chargeBillingKey(charge));
    expect(errorOf(await gateway.chargeBillingKey(charge))).toMatchObject({
      kind: 'DuplicateOrder',
      code: 'A127',
    });
    expect(
      errorOf(await gateway.chargeBillingKey(chargeInput(await billingKey(card('duplicate-order'))))),
    ).toMatchObject({ kind: 'DuplicateOrder' });
  });
});

describe('unknown outcomes and provider trouble', () => {
  it('times out on a charge that went through; the order-id lookup settles it and a network cancel undoes it', async () => {
    const charge = chargeInput(await billingKey(card('slow-charged')));
    expect(errorOf(await impatient.chargeBillingKey(charge))).toMatchObject({
      kind: 'OutcomeUnknown',
      code: 'READ_TIMEOUT',
    });
    const found = valueOf(await gateway.findByOrderId(charge.orderId, clock.now()));
    expect(found).toMatchObject({ status: 'paid', amount: charge.amount });
    expect(valueOf(await gateway.netCancel({ orderId: charge.orderId }))).toMatchObject({
      status: 'cancelled',
      balanceAmt: 0,
    });
  });

  it('times out on a charge that did not go through; the lookup shows it failed and there is nothing to cancel', async () => {
    const charge = chargeInput(await billingKey(card('slow-not-charged')));
    expect(errorOf(await impatient.chargeBillingKey(charge))?.kind).toBe('OutcomeUnknown');
    expect(valueOf(await gateway.findByOrderId(charge.orderId, clock.now()))?.status).toBe('failed');
    expect(errorOf(await gateway.netCancel({ orderId: charge.orderId }))).toMatchObject({
      kind: 'CancelRejected',
      code: '2012',
    });
  });

  it('keeps nothing of an answered call on its signal (a 30-second timeout kept every answer alive)', async () => {
    const signal = new AbortController().signal;
    const response = await injectFetch(app)('http://portal.test/pg-sandbox/pay.js', { signal });
    expect(response.status).toBe(200);
    expect(getEventListeners(signal, 'abort')).toHaveLength(0);
  });

  it('times out on a window approval too', async () => {
    const order = newOrder();
    const authorization = await authorize(order, card('slow-charged'));
    expect(errorOf(await impatient.approveWindowPayment(authorization))?.kind).toBe('OutcomeUnknown');
    expect(valueOf(await gateway.getByTid(authorization.tid))?.status).toBe('paid');
  });

  it('reads a 503 that says nothing was processed as ProviderUnavailable', async () => {
    const charge = chargeInput(await billingKey(card('unavailable')));
    expect(errorOf(await gateway.chargeBillingKey(charge))).toMatchObject({
      kind: 'ProviderUnavailable',
      code: 'U504',
    });
    expect(valueOf(await gateway.findByOrderId(charge.orderId, clock.now()))?.status).toBe('failed');
  });

  it('reads a bare 502 as OutcomeUnknown, because the charge may have happened (and here it did)', async () => {
    const charge = chargeInput(await billingKey(card('bad-gateway-charged')));
    expect(errorOf(await gateway.chargeBillingKey(charge))).toMatchObject({
      kind: 'OutcomeUnknown',
      code: 'HTTP_502',
    });
    expect(valueOf(await gateway.findByOrderId(charge.orderId, clock.now()))?.status).toBe('paid');
  });

  it('finds nothing for another day or an unknown transaction', async () => {
    const charge = chargeInput(await billingKey(card('approve')));
    valueOf(await gateway.chargeBillingKey(charge));
    expect(
      valueOf(await gateway.findByOrderId(charge.orderId, new Date(clock.now().getTime() + 86_400_000))),
    ).toBeNull();
    expect(valueOf(await gateway.getByTid('sbxp000000000000nosuchtid00000'))).toBeNull();
  });

  it('refuses wrong keys', async () => {
    const stranger = createNicePayClient({
      apiBaseUrl: 'http://portal.test/pg-sandbox',
      windowScriptUrl: '',
      clientKey: sandbox.keys.clientKey,
      secretKey: 'f'.repeat(32),
      fetchImpl: injectFetch(app),
    });
    expect(errorOf(await stranger.getByTid('anything'))).toMatchObject({ kind: 'AuthFailed', code: 'U104' });
  });
});

describe('cancels', () => {
  it('cancels in part up to the balance, then in full, then refuses', async () => {
    const bid = await billingKey(card('approve'));
    const payment = valueOf(await gateway.chargeBillingKey(chargeInput(bid, 10_000)));
    const firstOrderId = newOrderId();
    const partial = valueOf(
      await gateway.cancel({
        tid: payment.tid,
        orderId: firstOrderId,
        reason: '부분 환불',
        cancelAmt: 3_000,
      }),
    );
    expect(partial).toMatchObject({ status: 'partialCancelled', amount: 10_000, balanceAmt: 7_000 });
    expect(partial.cancels).toHaveLength(1);
    expect(partial.cancelledTid).toBe(partial.cancels[0]!.tid);

    expect(
      errorOf(
        await gateway.cancel({ tid: payment.tid, orderId: newOrderId(), reason: '초과', cancelAmt: 8_000 }),
      ),
    ).toMatchObject({ kind: 'CancelRejected', code: '2032' });
    expect(
      errorOf(
        await gateway.cancel({
          tid: payment.tid,
          orderId: firstOrderId,
          reason: '같은 주문번호',
          cancelAmt: 1_000,
        }),
      ),
    ).toMatchObject({ kind: 'DuplicateOrder' });

    const full = valueOf(
      await gateway.cancel({ tid: payment.tid, orderId: newOrderId(), reason: '전액 환불' }),
    );
    expect(full).toMatchObject({ status: 'cancelled', balanceAmt: 0 });
    expect(full.cancels.map((c) => c.amount)).toEqual([3_000, 7_000]);
    expect(
      errorOf(await gateway.cancel({ tid: payment.tid, orderId: newOrderId(), reason: '다시' })),
    ).toMatchObject({ kind: 'CancelRejected', code: '2013' });
  });

  it('network-cancels within one hour of the approval, not after', async () => {
    const bid = await billingKey(card('approve'));
    const inTime = chargeInput(bid);
    valueOf(await gateway.chargeBillingKey(inTime));
    clock.advance(59 * 60_000);
    expect(valueOf(await gateway.netCancel({ orderId: inTime.orderId })).status).toBe('cancelled');

    const late = chargeInput(bid);
    valueOf(await gateway.chargeBillingKey(late));
    clock.advance(61 * 60_000);
    expect(errorOf(await gateway.netCancel({ orderId: late.orderId }))).toMatchObject({
      kind: 'CancelRejected',
      code: '2020',
    });
  });
});

describe('webhooks', () => {
  const ledger = new Map<string, number>();
  const expectedAmount = (orderId: string) => ledger.get(orderId);

  async function chargeWith(scenario: string) {
    const charge = chargeInput(await billingKey(card(scenario)));
    ledger.set(charge.orderId, charge.amount);
    const payment = valueOf(await gateway.chargeBillingKey(charge));
    return { charge, payment };
  }

  const delivered = async () => {
    webhooks.length = 0;
    await sandbox.deliverDueWebhooks();
    return [...webhooks];
  };

  it('charges asked for at once are each recorded once with their webhook; a reused order id among them is refused', async () => {
    await delivered();
    const approving = await billingKey(card('approve'));
    const declining = await billingKey(card('insufficient-funds'));
    const charges = [
      ...Array.from({ length: 12 }, () => chargeInput(approving)),
      chargeInput(declining),
      chargeInput('BIKYnosuchkey'),
    ];
    const reused = charges[0]!;
    const results = await Promise.all([...charges, reused].map((charge) => gateway.chargeBillingKey(charge)));
    expect(results.slice(0, 12).every((result) => result.ok)).toBe(true);
    expect(errorOf(results[12]!)).toMatchObject({ kind: 'Declined', hard: false });
    expect(errorOf(results[13]!)?.kind).toBe('BillingKeyInvalid');
    expect(errorOf(results[14]!)).toMatchObject({ kind: 'DuplicateOrder', code: 'A127' });
    const tids = results.slice(0, 12).map((result) => valueOf(result).tid);
    expect(new Set(tids).size).toBe(12);
    const hooks = await delivered();
    expect(hooks.map((hook) => hook.tid).toSorted()).toEqual(tids.toSorted());
    const stored = await database.db.execute(
      sql`select count(*)::int as n from pg_sandbox_payments where order_id = ${reused.orderId}`,
    );
    expect(rowsOf(stored)).toEqual([{ n: 1 }]);
  });

  it('records one charge of an order id asked for twice in one batch, and its webhook once', async () => {
    const books = { db: database.db, clock, secretKey: sandbox.keys.secretKey, webhookUrl: WEBHOOK_URL };
    const approve = cardByKey('approve')!;
    const payment = {
      orderId: newOrderId(),
      card: {
        scenario: 'approve',
        cardCode: '04',
        cardName: '삼성',
        cardNum: '941001******0004',
        cardType: 'credit' as const,
      },
      amount: 33_000,
      goodsName: '파트너 플랜 정기결제',
      cardQuota: 0,
      now: clock.now(),
      outcome: chargeOutcome(approve, 33_000, clock.now()),
    };
    const [first, second] = await recordCharges(books, [
      { payment, webhook: approve.webhook },
      { payment, webhook: approve.webhook },
    ]);
    expect(first?.orderId).toBe(payment.orderId);
    expect(second).toBeUndefined();
    const queued = await database.db.execute(
      sql`select count(*)::int as n from pg_sandbox_webhooks w join pg_sandbox_payments p using (tid) where p.order_id = ${payment.orderId}`,
    );
    expect(rowsOf(queued)).toEqual([{ n: 1 }]);
  });

  it('sends the approval once, signed; a forged or mismatched one is refused', async () => {
    await delivered();
    const { payment } = await chargeWith('approve');
    const [hook, ...more] = await delivered();
    expect(more).toHaveLength(0);
    expect(valueOf(await gateway.parseWebhook(hook, expectedAmount))).toMatchObject({
      tid: payment.tid,
      status: 'paid',
    });

    expect(
      errorOf(await gateway.parseWebhook({ ...hook, signature: 'a'.repeat(64) }, expectedAmount))?.kind,
    ).toBe('IntegrityError');
    expect(errorOf(await gateway.parseWebhook({ ...hook, amount: 1 }, expectedAmount))?.kind).toBe(
      'IntegrityError',
    );
    expect(
      errorOf(await gateway.parseWebhook({ ...hook, signature: undefined, status: 'failed' }, expectedAmount))
        ?.kind,
    ).toBe('IntegrityError');
    expect(errorOf(await gateway.parseWebhook(hook, () => 999))?.kind).toBe('IntegrityError');
    expect(errorOf(await gateway.parseWebhook(hook, () => undefined))).toMatchObject({
      kind: 'InvalidRequest',
      code: 'UNKNOWN_ORDER',
    });

    const rows = await database.db.execute(
      sql`select delivered, response_status from pg_sandbox_webhooks where tid = ${payment.tid}`,
    );
    expect(rowsOf(rows)).toEqual([{ delivered: true, response_status: 200 }]);
  });

  it('sends a cancel as its own event', async () => {
    const { payment } = await chargeWith('approve');
    await delivered();
    valueOf(await gateway.cancel({ tid: payment.tid, orderId: newOrderId(), reason: '환불' }));
    const [hook] = await delivered();
    expect(valueOf(await gateway.parseWebhook(hook, expectedAmount))).toMatchObject({
      status: 'cancelled',
      balanceAmt: 0,
    });
  });

  it('delays the webhook of the delayed card by ten minutes', async () => {
    await delivered();
    const { payment } = await chargeWith('webhook-delayed');
    expect(await delivered()).toHaveLength(0);
    clock.advance(WEBHOOK_DELAY_MS);
    const [hook] = await delivered();
    expect(hook?.tid).toBe(payment.tid);
  });

  it('sends the webhook of the duplicated card twice', async () => {
    await delivered();
    const { payment } = await chargeWith('webhook-twice');
    const hooks = await delivered();
    expect(hooks.map((hook) => hook.tid)).toEqual([payment.tid, payment.tid]);
  });
});

describe('interest-free events', () => {
  it('lists the card events, signed', async () => {
    const events = valueOf(await gateway.interestFreeEvents());
    expect(events.find((event) => event.cardCode === '04')).toMatchObject({
      cardName: '삼성',
      freeInstallment: [{ minAmt: 50_000, installments: [2, 3, 4, 5, 6] }],
    });
    expect(
      events.every((event) =>
        event.freeInstallment.every((range) => range.eventToDate && range.eventToDate > clock.now()),
      ),
    ).toBe(true);
  });
});

describe('wiring', () => {
  it('points at the sandbox inside our own server without keys, at NicePay with them', async () => {
    const { gateway: inProcess, sandbox: mounted } = createPaymentGateway({
      nicepay: undefined,
      db: database.db,
      clock,
      sandboxSecret: 'another-server-secret',
      selfUrl: 'http://127.0.0.1:8080',
      app,
    });
    expect(mounted).toBeDefined();
    expect(inProcess.window).toEqual({ scriptUrl: '/pg-sandbox/pay.js', clientId: mounted!.keys.clientKey });

    const { gateway: live, sandbox: none } = createPaymentGateway({
      nicepay: { clientKey: 'R2_live', secretKey: 'x'.repeat(32), environment: 'live' },
      db: database.db,
      clock,
      sandboxSecret: 'unused',
      selfUrl: 'http://127.0.0.1:8080',
    });
    expect(none).toBeUndefined();
    expect(live.window).toEqual({ scriptUrl: 'https://pay.nicepay.co.kr/v1/js/', clientId: 'R2_live' });
  });
});

describe('card data', () => {
  it('is never logged or stored', async () => {
    // Every test card went through the window or a billing key above; do one more of each here.
    const number = card('approve');
    await authorize(newOrder(), number);
    await billingKey(number);
    const digits = SANDBOX_CARDS.map((c) => c.number);
    for (const value of digits) {
      expect(logged).not.toContain(value);
      expect(logged).not.toContain(value.replace(/(\d{4})(?=\d)/g, '$1-'));
    }
    expect(logged).toContain('NicePay call');
    for (const table of [
      'pg_sandbox_payments',
      'pg_sandbox_billing_keys',
      'pg_sandbox_cancels',
      'pg_sandbox_webhooks',
    ]) {
      const rows = rowsOf(
        await database.db.execute(sql.raw(`select row_to_json(t)::text as row from ${table} t`)),
      ) as { row: string }[];
      expect(rows.length).toBeGreaterThan(0);
      for (const { row } of rows) for (const value of digits) expect(row).not.toContain(value);
    }
  });
});

/** node-postgres and PGlite both answer `{ rows }`. */
const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
