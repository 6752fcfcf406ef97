/**
 * A NicePay-compatible simulator mounted inside our server under /pg-sandbox when no real keys are
 * configured: NicePay's v1 paths, fields, Basic authentication, signatures and AES card data, its
 * rules (unique order ids, 1,000-won minimum, instalments from 50,000 won, network cancel within an
 * hour, partial cancels up to the balance), a payment window (sandbox-window.ts) and webhooks.
 * Scenarios come from the test card number (sandbox-cards.ts). All state is in the database.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/client.js';
import { inList } from '../../../db/values-table.js';
import { pgSandboxBillingKeys, pgSandboxPayments } from '../../../db/tables/gateway-sandbox.js';
import { batchPerTick } from '../../../shared/batch-per-tick.js';
import type { Clock } from '../../../shared/clock.js';
import {
  basicAuthorization,
  constantTimeEqual,
  decryptCardData,
  ediSignature,
  nicePayDateTime,
  seoulDay,
} from '../nicepay/nicepay-protocol.js';
import { NICEPAY_MESSAGES, nicePayResult, type NicePayCode } from '../nicepay/nicepay-result-codes.js';
import { NICEPAY_READ_TIMEOUT_MS } from '../nicepay/nicepay-client.js';
import { cardByKey, maskCardNumber, sandboxCard, type SandboxCard } from './sandbox-cards.js';
import {
  amountRefusal,
  cancelPayment,
  cancelsOf,
  chargeOutcome,
  deliverDueWebhooks,
  findPayment,
  findPaymentOn,
  newBillingKey,
  newTransactionId,
  queueWebhooks,
  recordCharges,
  type NewCharge,
  wirePayment,
  type Books,
  type PaymentRow,
  type Transaction,
} from './sandbox-ledger.js';
import { NICEPAY_BASIC_AUTH, SANDBOX_PREFIX, type SandboxKeys } from './sandbox-keys.js';
import { htmlAnswer } from '../../../shared/html.js';
import { windowRoutes } from './sandbox-window.js';

export interface PgSandboxOptions {
  db: Database;
  clock: Clock;
  keys: SandboxKeys;
  /** Where webhooks are POSTed; none are sent without it. */
  webhookUrl?: string;
  /** How webhooks are posted (in-process: backed by `app.inject`). */
  fetchImpl?: typeof fetch;
  /** How often due webhooks are sent; 0 leaves it to `deliverDueWebhooks` (tests). */
  webhookPollMs?: number;
  /** How late the "slow" cards answer: past NicePay's 30 s read timeout unless a test shortens it. */
  slowAnswerMs?: number;
}

export interface PgSandbox {
  keys: SandboxKeys;
  routes: FastifyPluginAsync;
  /** Sends the webhooks that are due; returns how many were attempted. */
  deliverDueWebhooks(): Promise<number>;
}

const NET_CANCEL_WINDOW_MS = 3600_000;
/** How long a window authentication waits for the server's approval. */
const WINDOW_AUTH_TTL_MS = 30 * 60_000;

const orderId = z.string().min(1).max(64);
const amount = z.number().int();
const schemas = {
  approve: z.object({ amount }),
  regist: z.object({ encData: z.string().min(1).max(512), orderId }),
  charge: z.object({
    orderId,
    amount,
    goodsName: z.string().min(1).max(40),
    cardQuota: z.coerce.number().int().min(0).max(99),
    useShopInterest: z.boolean(),
  }),
  expire: z.object({ orderId }),
  cancel: z.object({ reason: z.string().min(1).max(100), orderId, cancelAmt: amount.optional() }),
  netCancel: z.object({ orderId }),
  find: z.object({ orderDate: z.string().regex(/^\d{8}$/) }),
  interestFree: z.object({ useAuth: z.enum(['true', 'false']), ediDate: z.string().min(1) }),
};

const tidParams = z.object({ tid: z.string().min(1).max(64) });
const bidParams = z.object({ bid: z.string().min(1).max(64) });

/** NicePay's answer: a result code and message, and the fields of what was asked for. */
const nicePayAnswer = z
  .looseObject({ resultCode: z.string(), resultMsg: z.string() })
  .describe('NicePay 응답 (resultCode, resultMsg와 요청한 객체의 필드)');
type NicePayAnswer = z.infer<typeof nicePayAnswer>;

/**
 * A sandbox route: documented and typed by its schemas, but a malformed request is answered the way
 * NicePay answers it (U100 naming the field), not with our 400, so the handler reads `validationError`.
 */
const route = <S extends FastifySchema>(summary: string, schema: S) => ({
  attachValidation: true,
  schema: {
    summary,
    ...schema,
    // NicePay's own authentication: the client key and secret key as HTTP Basic credentials.
    security: [{ [NICEPAY_BASIC_AUTH]: [] }],
    response: {
      200: nicePayAnswer,
      401: nicePayAnswer,
      // What the sandbox's test cards for a failing gateway answer.
      502: htmlAnswer('게이트웨이 오류 (테스트 카드)'),
      503: nicePayAnswer,
    },
  },
});

/** NicePay's body; a charge's answer also names the card, whose scenario says how to send it. */
interface Answer {
  body: NicePayAnswer;
  card?: SandboxCard;
}

const refusal = (code: NicePayCode): Answer => ({ body: nicePayResult(code) });

export function createPgSandbox(options: PgSandboxOptions): PgSandbox {
  const { db, clock, keys } = options;
  const books: Books = { db, clock, secretKey: keys.secretKey, webhookUrl: options.webhookUrl };
  const fetchImpl = options.fetchImpl ?? fetch;
  const slowAnswerMs = options.slowAnswerMs ?? NICEPAY_READ_TIMEOUT_MS + 5_000;
  const deliver = () => deliverDueWebhooks(books, fetchImpl);
  // Under a billing run hundreds of charges are in flight: those asked for in one turn of the event
  // loop read their keys in one statement and are recorded in another, each charge still answered
  // only once its row is stored (20,000 charges took 23 s with two statements each).
  const billingKeyByBid = batchPerTick(async (bids: string[]) => {
    const keys = await db.select().from(pgSandboxBillingKeys).where(inList(pgSandboxBillingKeys.bid, bids));
    const byBid = new Map(keys.map((key) => [key.bid, key]));
    return bids.map((bid) => byBid.get(bid));
  });
  const recordCharge = batchPerTick((charges: NewCharge[]) => recordCharges(books, charges));

  async function send(reply: FastifyReply, { body, card }: Answer) {
    switch (card?.answer) {
      case 'slow':
        await sleep(slowAnswerMs);
        return reply.send(body);
      case 'http-503':
        return reply.code(503).send(nicePayResult('U504'));
      case 'http-502':
        return reply
          .code(502)
          .type('text/html; charset=utf-8')
          .send('<html><body><h1>502 Bad Gateway</h1></body></html>');
      default:
        return reply.send(body);
    }
  }

  /** Records a charge with the card's outcome, and its webhooks when money moved. */
  async function settleCharge(tx: Transaction, row: PaymentRow, card: SandboxCard): Promise<Answer> {
    const outcome = chargeOutcome(card, row.amount, clock.now());
    const [charged] = await tx
      .update(pgSandboxPayments)
      .set(outcome)
      .where(eq(pgSandboxPayments.tid, row.tid))
      .returning();
    const body = wirePayment(books, charged!, [], outcome);
    if (card.charged) await queueWebhooks(books, tx, body, card.webhook);
    return { card, body };
  }

  const api: FastifyPluginAsyncZod = async (app) => {
    const expected = basicAuthorization(keys.clientKey, keys.secretKey);
    app.addHook('onRequest', async (request, reply) => {
      if (!constantTimeEqual(expected, request.headers.authorization))
        return reply.code(401).send(nicePayResult('U104'));
    });

    // Window approval: the charge happens here, never in the window.
    app.post(
      '/payments/:tid',
      route('결제창 인증 건 승인', { params: tidParams, body: schemas.approve }),
      async (request, reply) => {
        if (request.validationError) return invalidRequest(request.validationError);
        const body = { value: request.body };
        const answer = await db.transaction(async (tx): Promise<Answer> => {
          const row = await findPayment(tx, { tid: request.params.tid }, true);
          if (!row) return refusal('U120');
          if (row.status === 'paid' || row.status === 'cancelled' || row.status === 'partialCancelled')
            return refusal('2201');
          if (row.status !== 'ready') return refusal('U114');
          if (clock.now().getTime() - row.createdAt.getTime() > WINDOW_AUTH_TTL_MS) {
            await tx
              .update(pgSandboxPayments)
              .set({ status: 'expired' })
              .where(eq(pgSandboxPayments.tid, row.tid));
            return refusal('A245');
          }
          if (body.value.amount !== row.amount) return refusal('A123');
          return settleCharge(tx, row, cardByKey(row.scenario)!);
        });
        return send(reply, answer);
      },
    );

    app.post(
      '/subscribe/regist',
      route('빌키 발급 (암호화된 카드 정보)', { body: schemas.regist }),
      async (request) => {
        if (request.validationError) return invalidRequest(request.validationError);
        const body = { value: request.body };
        const plaintext = decryptCardData(body.value.encData, keys.secretKey);
        if (plaintext === undefined) return nicePayResult('A204');
        const fields = new URLSearchParams(plaintext);
        const [cardNo = '', expYear = '', expMonth = '', idNo = '', cardPw = ''] = [
          'cardNo',
          'expYear',
          'expMonth',
          'idNo',
          'cardPw',
        ].map((name) => fields.get(name) ?? '');
        if (!cardNo || !expYear || !expMonth) return nicePayResult('U100');
        const card = sandboxCard(cardNo);
        if (!card) return nicePayResult('F112');
        if (!validExpiry(expYear, expMonth, clock.now())) return nicePayResult('3021');
        if (!/^(\d{6}|\d{10})$/.test(idNo) || !/^\d{2}$/.test(cardPw)) return nicePayResult('F113');
        const now = clock.now();
        const [key] = await db
          .insert(pgSandboxBillingKeys)
          .values({
            bid: newBillingKey(),
            orderId: body.value.orderId,
            tid: newTransactionId('b', now),
            scenario: card.key,
            ...card.issuer,
            cardNum: maskCardNumber(card.number),
            createdAt: now,
          })
          .onConflictDoNothing()
          .returning();
        if (!key) return nicePayResult('A127');
        return {
          resultCode: '0000',
          resultMsg: NICEPAY_MESSAGES.F100,
          tid: key.tid,
          orderId: key.orderId,
          bid: key.bid,
          authDate: nicePayDateTime(now),
          cardCode: key.cardCode,
          cardName: key.cardName,
        };
      },
    );

    app.post(
      '/subscribe/:bid/payments',
      route('빌키 승인 (정기 결제)', { params: bidParams, body: schemas.charge }),
      async (request, reply) => {
        if (request.validationError) return invalidRequest(request.validationError);
        const body = { value: request.body };
        const { orderId, amount, goodsName, cardQuota } = body.value;
        const key = await billingKeyByBid(request.params.bid);
        if (!key) return nicePayResult('A124');
        if (key.expiredAt) return nicePayResult('U115');
        const amountRule = amountRefusal(amount, cardQuota);
        if (amountRule) return nicePayResult(amountRule);
        const now = clock.now();
        const card = cardByKey(key.scenario)!;
        const outcome = chargeOutcome(card, amount, now);
        // Charged as it is recorded: there is no window step to wait for.
        const charged = await recordCharge({
          payment: { orderId, bid: key.bid, card: key, amount, goodsName, cardQuota, now, outcome },
          webhook: card.charged ? card.webhook : undefined,
        });
        if (!charged) return nicePayResult('A127');
        return send(reply, { card, body: charged });
      },
    );

    app.post(
      '/subscribe/:bid/expire',
      route('빌키 삭제', { params: bidParams, body: schemas.expire }),
      async (request) => {
        if (request.validationError) return invalidRequest(request.validationError);
        const body = { value: request.body };
        const now = clock.now();
        const { bid } = request.params;
        const [expired] = await db
          .update(pgSandboxBillingKeys)
          .set({ expiredAt: now })
          .where(and(eq(pgSandboxBillingKeys.bid, bid), isNull(pgSandboxBillingKeys.expiredAt)))
          .returning();
        if (!expired) {
          const [known] = await db
            .select({ bid: pgSandboxBillingKeys.bid })
            .from(pgSandboxBillingKeys)
            .where(eq(pgSandboxBillingKeys.bid, bid));
          return nicePayResult(known ? 'A126' : 'A124');
        }
        return {
          resultCode: '0000',
          resultMsg: NICEPAY_MESSAGES.F101,
          tid: newTransactionId('b', now),
          orderId: body.value.orderId,
          bid,
          authDate: nicePayDateTime(now),
        };
      },
    );

    app.post(
      '/payments/:tid/cancel',
      route('결제 취소 (전체 또는 부분)', { params: tidParams, body: schemas.cancel }),
      async (request) => {
        if (request.validationError) return invalidRequest(request.validationError);
        const body = { value: request.body };
        return db.transaction(async (tx) => {
          const row = await findPayment(tx, { tid: request.params.tid }, true);
          if (!row) return nicePayResult('2012');
          if (row.status === 'cancelled') return nicePayResult('2013');
          if (row.status !== 'paid' && row.status !== 'partialCancelled') return nicePayResult('2014');
          const cancelAmt = body.value.cancelAmt ?? row.balanceAmt;
          if (cancelAmt <= 0) return nicePayResult('2010');
          if (cancelAmt > row.balanceAmt) return nicePayResult('2032');
          return (
            (await cancelPayment(books, tx, row, {
              orderId: body.value.orderId,
              reason: body.value.reason,
              amount: cancelAmt,
            })) ?? nicePayResult('A127')
          );
        });
      },
    );

    app.post(
      '/payments/netcancel',
      route('망취소 (승인 후 1시간 이내)', { body: schemas.netCancel }),
      async (request) => {
        if (request.validationError) return invalidRequest(request.validationError);
        const body = { value: request.body };
        return db.transaction(async (tx) => {
          const row = await findPayment(tx, { orderId: body.value.orderId }, true);
          if (row?.status === 'cancelled') return nicePayResult('2013');
          // Only an approval can be net-cancelled; a partly cancelled payment is cancelled normally.
          if (!row || row.status !== 'paid' || !row.paidAt) return nicePayResult('2012');
          if (clock.now().getTime() - row.paidAt.getTime() > NET_CANCEL_WINDOW_MS)
            return nicePayResult('2020');
          return (
            (await cancelPayment(books, tx, row, {
              orderId: row.orderId,
              reason: '망취소',
              amount: row.balanceAmt,
            })) ?? nicePayResult('A127')
          );
        });
      },
    );

    app.get('/payments/:tid', route('거래 조회 (tid)', { params: tidParams }), async (request) => {
      if (request.validationError) return invalidRequest(request.validationError);
      const row = await findPayment(db, { tid: request.params.tid });
      return row
        ? wirePayment(books, row, await cancelsOf(db, row.tid), nicePayResult('0000'))
        : nicePayResult('U107');
    });

    app.get(
      '/payments/find/:orderId',
      route('거래 조회 (주문번호, 주문일)', { params: z.object({ orderId }), querystring: schemas.find }),
      async (request) => {
        if (request.validationError) return invalidRequest(request.validationError);
        const query = { value: request.query };
        const row = await findPaymentOn(db, request.params.orderId, query.value.orderDate);
        return row
          ? wirePayment(books, row, await cancelsOf(db, row.tid), nicePayResult('0000'))
          : nicePayResult('U107');
      },
    );

    app.get(
      '/card/interest-free',
      route('카드사 무이자 할부 이벤트', { querystring: schemas.interestFree }),
      async (request) => {
        if (request.validationError) return invalidRequest(request.validationError);
        const ediDate = nicePayDateTime(clock.now());
        return {
          ...nicePayResult('0000'),
          ediDate,
          signature: ediSignature(ediDate, keys.secretKey),
          interestFree: interestFreeEvents(clock.now()),
        };
      },
    );
  };

  return {
    keys,
    deliverDueWebhooks: deliver,
    async routes(app) {
      await app.register(api, { prefix: `${SANDBOX_PREFIX}/v1` });
      await app.register(windowRoutes, { db, clock, keys });
      const pollMs = options.webhookPollMs ?? 1_000;
      if (options.webhookUrl && pollMs > 0) {
        let timer: NodeJS.Timeout | undefined;
        app.addHook('onReady', async () => {
          timer = setInterval(
            () =>
              deliver().catch((err: unknown) => app.log.warn({ err }, 'pg-sandbox webhook delivery failed')),
            pollMs,
          );
          timer.unref();
        });
        app.addHook('onClose', async () => clearInterval(timer));
      }
    },
  };
}

/** NicePay answers a malformed request with U100 and the field's name. */
function invalidRequest(error: Pick<FastifyError, 'validation'>): NicePayAnswer {
  const field = (error.validation?.[0]?.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  return { resultCode: 'U100', resultMsg: `${field} ${NICEPAY_MESSAGES.U100}`.trim() };
}

/** A card valid until the end of its expiry month (Korean time). */
function validExpiry(expYear: string, expMonth: string, now: Date): boolean {
  if (!/^\d{2}$/.test(expYear) || !/^(0[1-9]|1[0-2])$/.test(expMonth)) return false;
  return `20${expYear}${expMonth}` >= seoulDay(now).slice(0, 6);
}

/** The sandbox's interest-free events, running to the end of the current month. */
/**
 * Interest-free instalment events like the card companies run them: most for the month, from 50,000
 * won, longer terms for larger amounts; one company's runs to the end of next month.
 */
function interestFreeEvents(now: Date) {
  const day = seoulDay(now);
  const [year, month] = [Number(day.slice(0, 4)), Number(day.slice(4, 6))];
  // 23:59:59 Seoul of the last day of this month (+0) or a later one (day 0 of a month is the day before).
  const lastSecondOfMonth = (monthsAhead: number) =>
    nicePayDateTime(new Date(Date.UTC(year, month + monthsAhead, 0, 14, 59, 59)));
  const monthEnd = lastSecondOfMonth(0);
  const nextMonthEnd = lastSecondOfMonth(1);
  const ANY = 99_999_999_999;
  const range = (minAmt: number, maxAmt: number, installment: string, eventToDate = monthEnd) => ({
    minAmt,
    maxAmt,
    installment,
    eventToDate,
  });
  return [
    { cardCode: '04', cardName: '삼성', freeInstallment: [range(50_000, ANY, '02:03:04:05:06')] },
    { cardCode: '06', cardName: '신한', freeInstallment: [range(50_000, ANY, '02:03')] },
    {
      cardCode: '02',
      cardName: 'KB국민',
      freeInstallment: [range(50_000, 999_999, '02:03'), range(1_000_000, ANY, '02:03:04:05:06:07')],
    },
    { cardCode: '07', cardName: '현대', freeInstallment: [range(50_000, ANY, '02:03:04:05:06:07')] },
    { cardCode: '08', cardName: '롯데', freeInstallment: [range(50_000, ANY, '02:03:04:05', nextMonthEnd)] },
    { cardCode: '01', cardName: 'BC', freeInstallment: [range(50_000, ANY, '02:03:04:05:06')] },
    { cardCode: '03', cardName: '하나', freeInstallment: [range(50_000, ANY, '02:03')] },
    { cardCode: '12', cardName: 'NH농협', freeInstallment: [range(50_000, ANY, '02:03:04')] },
  ];
}
