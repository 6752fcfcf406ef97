/**
 * The NicePay adapter: server API v1 over `fetch`, Basic authentication, every payment object's
 * signature verified before anything reads it.
 *
 * Timeouts and transport failures, following NicePay's advice (5 s connect, 30 s read; after a read
 * timeout the outcome is unknown):
 * - the whole exchange runs under one AbortSignal of `readTimeoutMs` (30 s). When it fires, the
 *   request was sent: a call that moves money or keys reads `OutcomeUnknown`, a lookup
 *   `ProviderUnavailable` (nothing moved, asking again is safe).
 * - a failure before any connection existed (refused, DNS, unreachable, connect timeout) means nothing
 *   was sent: `ProviderUnavailable`. `fetch` does not expose its connect phase, so the connect bound
 *   is the runtime's (undici's `UND_ERR_CONNECT_TIMEOUT`, 10 s in Node), not 5 s; a 5 s bound needs
 *   an undici Agent passed through `fetchImpl`. Any other network error (reset, closed socket) may
 *   come after NicePay got the request: `OutcomeUnknown`.
 * - HTTP 5xx: when NicePay's body carries a result code we read that code (U504 says it
 *   net-cancelled, so nothing was charged: `ProviderUnavailable`); without one a 5xx of a money call
 *   is `OutcomeUnknown` (a gateway or proxy error can follow a completed charge), of a lookup
 *   `ProviderUnavailable`.
 */
import { z } from 'zod';
import {
  basicAuthorization,
  ediSignature,
  encryptCardData,
  nicePayDateTime,
  paymentSignature,
  sameSignature,
  seoulDay,
  windowSignature,
  wirePaymentSchema,
} from './nicepay-protocol.js';
import {
  errorForResult,
  isNotFoundCode,
  isSuccessCode,
  movesMoneyOrKeys,
  type Operation,
} from './nicepay-result-codes.js';
import {
  failure,
  success,
  type GatewayError,
  type GatewayResult,
  type GatewayPayment,
  type PaymentGateway,
  type WindowAuthorization,
} from '../payment-gateway.js';

/** NicePay's recommended read timeout; after it the outcome of a call is unknown. */
export const NICEPAY_READ_TIMEOUT_MS = 30_000;

export interface GatewayLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface NicePayClientOptions {
  /** https://api.nicepay.co.kr, https://sandbox-api.nicepay.co.kr, or our own server + /pg-sandbox. */
  apiBaseUrl: string;
  /** The payment window's script the browser loads. */
  windowScriptUrl: string;
  clientKey: string;
  secretKey: string;
  fetchImpl?: typeof fetch;
  readTimeoutMs?: number;
  /** Receives one line per call: operation, HTTP status, result code, duration. Never bodies. */
  logger?: GatewayLogger;
}

// Failures before a connection existed: the request never left.
const NOT_CONNECTED = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);
const MONEY_MOVED = new Set(['paid', 'cancelled', 'partialCancelled']);

const MESSAGES = {
  unavailable: '결제 대행사에 연결하지 못했습니다. 잠시 후 다시 시도해주세요.',
  unknown: '결제 결과를 확인하지 못했습니다. 결제 내역을 확인한 뒤 처리합니다.',
  forged: '결제 정보 검증에 실패했습니다.',
  refused: '결제 요청이 처리되지 않았습니다.',
  auth: '결제 대행사 인증에 실패했습니다.',
  unknownOrder: '알 수 없는 주문의 결제 알림입니다.',
};

const unavailable = (code: string): GatewayError => ({
  kind: 'ProviderUnavailable',
  code,
  message: MESSAGES.unavailable,
});
const unknownOutcome = (code: string): GatewayError => ({
  kind: 'OutcomeUnknown',
  code,
  message: MESSAGES.unknown,
});
const forged = (code: string): GatewayError => ({ kind: 'IntegrityError', code, message: MESSAGES.forged });
/** What an unreadable answer means depends on whether the call could have moved anything. */
const unreadable = (operation: Operation, code: string): GatewayError =>
  movesMoneyOrKeys(operation) ? unknownOutcome(code) : unavailable(code);

type Body = Record<string, unknown>;

const billingKeySchema = z.object({
  bid: z.string().min(1),
  tid: z.string(),
  orderId: z.string(),
  authDate: z.string().nullish(),
  cardCode: z.string().nullish(),
  cardName: z.string().nullish(),
});

const interestFreeSchema = z.object({
  ediDate: z.string().nullish(),
  signature: z.string().nullish(),
  interestFree: z
    .array(
      z.object({
        cardCode: z.string(),
        cardName: z.string(),
        freeInstallment: z.array(
          z.object({
            minAmt: z.number(),
            maxAmt: z.number(),
            installment: z.string(),
            eventToDate: z.string().nullish(),
          }),
        ),
      }),
    )
    .default([]),
});

export function createNicePayClient(options: NicePayClientOptions): PaymentGateway {
  const fetchImpl = options.fetchImpl ?? fetch;
  const readTimeoutMs = options.readTimeoutMs ?? NICEPAY_READ_TIMEOUT_MS;
  const authorization = basicAuthorization(options.clientKey, options.secretKey);
  const { clientKey, secretKey, logger } = options;

  /** One exchange: NicePay's body when it reports success, otherwise what the failure means for us. */
  async function call(
    operation: Operation,
    method: 'GET' | 'POST',
    path: string,
    body?: object,
  ): Promise<GatewayResult<Body>> {
    const started = performance.now();
    const signal = AbortSignal.timeout(readTimeoutMs);
    let status: number;
    let text: string;
    try {
      const response = await fetchImpl(options.apiBaseUrl + path, {
        method,
        signal,
        headers: body
          ? { authorization, 'content-type': 'application/json;charset=utf-8' }
          : { authorization },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const failed = transportFailure(operation, error, signal.aborted);
      logger?.warn(
        { operation, error: failed.kind, code: failed.code, ms: Math.round(performance.now() - started) },
        'NicePay call failed',
      );
      return failure(failed);
    }
    const reply = parseObject(text);
    const result = interpret(operation, status, reply);
    const details = {
      operation,
      status,
      resultCode: reply?.resultCode,
      ms: Math.round(performance.now() - started),
    };
    if (result.ok) logger?.info(details, 'NicePay call');
    else logger?.warn({ ...details, error: result.error.kind }, 'NicePay call refused');
    return result;
  }

  /** Reads a payment object; money that moved must be signed, and `amount` must be the one we sent. */
  function toPayment(
    operation: Operation,
    body: unknown,
    check: { amount?: number; alwaysSigned?: boolean } = {},
  ): GatewayResult<GatewayPayment> {
    const parsed = wirePaymentSchema.safeParse(body);
    if (!parsed.success) return failure(unreadable(operation, 'MALFORMED'));
    const wire = parsed.data;
    const mustBeSigned = check.alwaysSigned || wire.signature != null || MONEY_MOVED.has(wire.status);
    if (
      mustBeSigned &&
      !(
        wire.ediDate &&
        sameSignature(paymentSignature(wire.tid, wire.amount, wire.ediDate, secretKey), wire.signature)
      )
    ) {
      return failure(forged('SIGNATURE'));
    }
    if (check.amount !== undefined && wire.amount !== check.amount) return failure(forged('AMOUNT'));
    return success(paymentOf(wire));
  }

  async function charge(path: string, body: object, amount: number): Promise<GatewayResult<GatewayPayment>> {
    const answer = await call('charge', 'POST', path, body);
    if (!answer.ok) return answer;
    const payment = toPayment('charge', answer.value, { amount });
    // A success code on a payment that is not paid contradicts itself: settle it by lookup.
    if (payment.ok && payment.value.status !== 'paid')
      return failure(unknownOutcome(`STATUS_${payment.value.status}`));
    return payment;
  }

  async function lookup(path: string): Promise<GatewayResult<GatewayPayment | null>> {
    const answer = await call('lookup', 'GET', path);
    if (!answer.ok) return isNotFoundCode(answer.error.code) ? success(null) : answer;
    return toPayment('lookup', answer.value);
  }

  const segment = encodeURIComponent;

  return {
    window: { scriptUrl: options.windowScriptUrl, clientId: clientKey },

    async issueBillingKey({ orderId, card }) {
      const encData = encryptCardData(card.toCardDataText(), secretKey);
      const answer = await call('register', 'POST', '/v1/subscribe/regist', { encData, orderId });
      if (!answer.ok) return answer;
      const parsed = billingKeySchema.safeParse(answer.value);
      if (!parsed.success) return failure(unknownOutcome('MALFORMED'));
      const key = parsed.data;
      return success({
        bid: key.bid,
        tid: key.tid,
        orderId: key.orderId,
        authDate: dateOf(key.authDate),
        cardCode: key.cardCode ?? null,
        cardName: key.cardName ?? null,
      });
    },

    chargeBillingKey({ bid, orderId, amount, goodsName, cardQuota }) {
      return charge(
        `/v1/subscribe/${segment(bid)}/payments`,
        { orderId, amount, goodsName, cardQuota, useShopInterest: false },
        amount,
      );
    },

    verifyWindowReturn(fields, expected) {
      const field = (name: string) =>
        typeof fields[name] === 'string' ? (fields[name] as string) : undefined;
      const code = field('authResultCode');
      if (!code)
        return failure({ kind: 'InvalidRequest', code: 'MISSING_FIELDS', message: MESSAGES.refused });
      if (code !== '0000')
        return failure(errorForResult(code, field('authResultMsg') || MESSAGES.refused, 'charge'));
      const [tid, authToken, signature] = [field('tid'), field('authToken'), field('signature')];
      if (!tid || !authToken || !signature)
        return failure({ kind: 'InvalidRequest', code: 'MISSING_FIELDS', message: MESSAGES.refused });
      if (field('clientId') !== clientKey || field('orderId') !== expected.orderId)
        return failure(forged('ORDER'));
      if (field('amount') !== String(expected.amount)) return failure(forged('AMOUNT'));
      if (!sameSignature(windowSignature(authToken, clientKey, expected.amount, secretKey), signature))
        return failure(forged('SIGNATURE'));
      return success({ tid, orderId: expected.orderId, amount: expected.amount } as WindowAuthorization);
    },

    approveWindowPayment({ tid, amount }) {
      return charge(`/v1/payments/${segment(tid)}`, { amount }, amount);
    },

    async cancel({ tid, orderId, reason, cancelAmt }) {
      const answer = await call('cancel', 'POST', `/v1/payments/${segment(tid)}/cancel`, {
        reason,
        orderId,
        ...(cancelAmt === undefined ? {} : { cancelAmt }),
      });
      return answer.ok ? toPayment('cancel', answer.value) : answer;
    },

    async netCancel({ orderId }) {
      const answer = await call('cancel', 'POST', '/v1/payments/netcancel', { orderId });
      return answer.ok ? toPayment('cancel', answer.value) : answer;
    },

    getByTid(tid) {
      return lookup(`/v1/payments/${segment(tid)}`);
    },

    findByOrderId(orderId, orderedAt) {
      return lookup(`/v1/payments/find/${segment(orderId)}?orderDate=${seoulDay(orderedAt)}`);
    },

    async deleteBillingKey({ bid, orderId }) {
      const answer = await call('expire', 'POST', `/v1/subscribe/${segment(bid)}/expire`, { orderId });
      if (!answer.ok) return answer;
      return success({ bid, tid: typeof answer.value.tid === 'string' ? answer.value.tid : null });
    },

    async parseWebhook(body, expectedAmount) {
      const payment = toPayment('lookup', body, { alwaysSigned: true });
      if (!payment.ok)
        return payment.error.kind === 'IntegrityError'
          ? payment
          : failure({ kind: 'InvalidRequest', code: 'MALFORMED', message: MESSAGES.refused });
      const expected = await expectedAmount(payment.value.orderId);
      if (expected === undefined)
        return failure({ kind: 'InvalidRequest', code: 'UNKNOWN_ORDER', message: MESSAGES.unknownOrder });
      return expected === payment.value.amount ? payment : failure(forged('AMOUNT'));
    },

    async interestFreeEvents(channel = 'window') {
      const ediDate = nicePayDateTime(new Date());
      const answer = await call(
        'lookup',
        'GET',
        `/v1/card/interest-free?useAuth=${channel === 'window'}&ediDate=${segment(ediDate)}`,
      );
      if (!answer.ok) return answer;
      const parsed = interestFreeSchema.safeParse(answer.value);
      if (!parsed.success) return failure(unavailable('MALFORMED'));
      const { ediDate: answeredAt, signature, interestFree } = parsed.data;
      if (signature != null && !(answeredAt && sameSignature(ediSignature(answeredAt, secretKey), signature)))
        return failure(forged('SIGNATURE'));
      return success(
        interestFree.map((event) => ({
          cardCode: event.cardCode,
          cardName: event.cardName,
          freeInstallment: event.freeInstallment.map((range) => ({
            minAmt: range.minAmt,
            maxAmt: range.maxAmt,
            installments: range.installment.split(':').map(Number),
            eventToDate: dateOf(range.eventToDate),
          })),
        })),
      );
    },
  };
}

function interpret(operation: Operation, status: number, reply: Body | undefined): GatewayResult<Body> {
  const code = typeof reply?.resultCode === 'string' ? reply.resultCode : undefined;
  const message =
    typeof reply?.resultMsg === 'string' && reply.resultMsg ? reply.resultMsg : MESSAGES.refused;
  // NicePay's own result code, whatever the HTTP status, says best what happened.
  if (code && !isSuccessCode(code)) return failure(errorForResult(code, message, operation));
  if (status === 401 || status === 403)
    return failure({ kind: 'AuthFailed', code: `HTTP_${status}`, message: MESSAGES.auth });
  if (status === 429) return failure(unavailable('HTTP_429'));
  if (status >= 500) return failure(unreadable(operation, `HTTP_${status}`));
  if (status >= 400)
    return failure({ kind: 'InvalidRequest', code: `HTTP_${status}`, message: MESSAGES.refused });
  if (!reply || !code) return failure(unreadable(operation, 'MALFORMED'));
  return success(reply);
}

function transportFailure(operation: Operation, error: unknown, timedOut: boolean): GatewayError {
  const cause = causeCode(error);
  if (!timedOut && cause && NOT_CONNECTED.has(cause)) return unavailable(cause);
  return unreadable(operation, timedOut ? 'READ_TIMEOUT' : (cause ?? 'NETWORK'));
}

function causeCode(error: unknown): string | undefined {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

function parseObject(text: string): Body | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Body) : undefined;
  } catch {
    return undefined;
  }
}

/** NicePay writes "0" for an event that has not happened. */
function dateOf(value: string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === 0 || value === '0' || value === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function paymentOf(wire: z.output<typeof wirePaymentSchema>): GatewayPayment {
  return {
    resultCode: wire.resultCode,
    resultMsg: wire.resultMsg,
    tid: wire.tid,
    cancelledTid: wire.cancelledTid ?? null,
    orderId: wire.orderId,
    status: wire.status,
    paidAt: dateOf(wire.paidAt),
    failedAt: dateOf(wire.failedAt),
    cancelledAt: dateOf(wire.cancelledAt),
    amount: wire.amount,
    balanceAmt: wire.balanceAmt,
    goodsName: wire.goodsName ?? null,
    approveNo: wire.approveNo ?? null,
    receiptUrl: wire.receiptUrl ?? null,
    card: wire.card
      ? {
          cardCode: wire.card.cardCode,
          cardName: wire.card.cardName,
          cardNum: wire.card.cardNum ?? null,
          cardQuota: wire.card.cardQuota,
          cardType:
            wire.card.cardType === 'credit' || wire.card.cardType === 'check' ? wire.card.cardType : null,
          canPartCancel: wire.card.canPartCancel === true || wire.card.canPartCancel === 'true',
        }
      : null,
    cancels: (wire.cancels ?? []).map((cancel) => ({
      tid: cancel.tid,
      amount: cancel.amount,
      cancelledAt: dateOf(cancel.cancelledAt),
      reason: cancel.reason ?? null,
      receiptUrl: cancel.receiptUrl ?? null,
    })),
  };
}
