/**
 * The sandbox's payment window, replacing NicePay's script in the browser: `/pg-sandbox/pay.js`
 * defines `AUTHNICE.requestPay(...)`, which posts the request to a window page where the tester types
 * a test card number and picks instalments. The window then form-POSTs NicePay's return fields to
 * `returnUrl`. Nothing is charged until our server approves. Pages run under our CSP: scripts only
 * from our origin (no inline script), inline styles allowed.
 */
import { formatWon } from '@partner-portal/contract/money';
import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/client.js';
import { escapeHtml, htmlAnswer, scriptAnswer, windowForm } from '../../../shared/html.js';
import type { Clock } from '../../../shared/clock.js';
import { windowSignature } from '../nicepay/nicepay-protocol.js';
import type { PaymentStatus } from '../payment-gateway.js';
import { NICEPAY_MESSAGES, type NicePayCode } from '../nicepay/nicepay-result-codes.js';
import { groupCardNumber, maskCardNumber, SANDBOX_CARDS, sandboxCard } from './sandbox-cards.js';
import { amountRefusal, findPayment, openPayment } from './sandbox-ledger.js';
import { SANDBOX_PREFIX, type SandboxKeys } from './sandbox-keys.js';

const windowRequestSchema = z.object({
  clientId: z.string().min(1).max(50),
  method: z.literal('card'),
  orderId: z.string().min(1).max(64),
  amount: z.coerce.number().int().positive(),
  goodsName: z.string().min(1).max(40),
  returnUrl: z.string().min(1).max(500),
});
type WindowRequest = z.infer<typeof windowRequestSchema>;

const submitSchema = windowRequestSchema.extend({
  cardNumber: z.string().max(40).default(''),
  cardQuota: z.coerce.number().int().min(0).max(12).default(0),
  action: z.enum(['pay', 'cancel']).default('pay'),
});

const INSTALMENTS = [0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

const WINDOW_PAGES = { page: '결제창 페이지', errorPage: '결제 요청 오류 페이지' };

export const windowRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock; keys: SandboxKeys }> = async (
  app,
  { db, clock, keys },
) => {
  /** The request, when it is ours and returns to our own origin; otherwise it sends an error page. */
  function readRequest<T extends WindowRequest>(
    request: { body: T; validationError?: Error; host: string },
    reply: FastifyReply,
  ): T | undefined {
    const problem = request.validationError
      ? '결제 요청 정보가 올바르지 않습니다.'
      : request.body.clientId !== keys.clientKey
        ? '가맹점 정보(clientId)가 올바르지 않습니다.'
        : !returnsHome(request.body.returnUrl, request.host)
          ? 'returnUrl은 이 서버의 주소여야 합니다.'
          : undefined;
    if (!problem) return request.body;
    void reply
      .code(400)
      .type('text/html; charset=utf-8')
      .send(page('결제 요청 오류', `<p role="alert">${problem}</p>`));
    return undefined;
  }

  app.get(
    `${SANDBOX_PREFIX}/pay.js`,
    {
      schema: {
        summary: 'NicePay 스크립트 대신 쓰는 결제창 스크립트 (AUTHNICE.requestPay)',
        response: { 200: scriptAnswer('결제창 스크립트') },
      },
    },
    async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(PAY_SCRIPT),
  );

  app.get(
    `${SANDBOX_PREFIX}/window/return.js`,
    {
      schema: {
        summary: '결제창 결과를 가맹점으로 보내는 스크립트',
        response: { 200: scriptAnswer('자동 전송 스크립트') },
      },
    },
    async (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send("document.getElementById('pg-return').submit();"),
  );

  app.post(
    `${SANDBOX_PREFIX}/window`,
    windowForm('결제창 열기 (테스트 카드 입력)', windowRequestSchema, WINDOW_PAGES),
    async (request, reply) => {
      const order = readRequest(request, reply);
      return order ? html(reply, windowPage(order)) : reply;
    },
  );

  app.post(
    `${SANDBOX_PREFIX}/window/submit`,
    windowForm('결제창 제출: 카드 인증 후 가맹점 returnUrl로 결과 전송', submitSchema, WINDOW_PAGES),
    async (request, reply) => {
      const submitted = readRequest(request, reply);
      if (!submitted) return reply;
      const { cardNumber, cardQuota, action, ...order } = submitted;
      const refuse = (code: NicePayCode) =>
        html(
          reply,
          returnPage(order.returnUrl, {
            authResultCode: code,
            authResultMsg: NICEPAY_MESSAGES[code],
            ...common(order),
          }),
        );
      if (action === 'cancel') return refuse('P091');
      const refusal = amountRefusal(order.amount, cardQuota);
      if (refusal) return refuse(refusal);
      const card = sandboxCard(cardNumber);
      if (!card)
        return html(
          reply,
          windowPage(order, '등록되지 않은 테스트 카드 번호입니다. 아래 표의 카드 번호를 입력해주세요.'),
        );
      const payment = await openPayment(db, {
        orderId: order.orderId,
        card: { scenario: card.key, ...card.issuer, cardNum: maskCardNumber(card.number) },
        amount: order.amount,
        goodsName: order.goodsName,
        cardQuota,
        now: clock.now(),
      });
      if (!payment) return refuse('A127');
      const authToken = `SBXAUTH${randomBytes(16).toString('hex')}`;
      return html(
        reply,
        returnPage(order.returnUrl, {
          authResultCode: '0000',
          authResultMsg: '인증 성공',
          tid: payment.tid,
          ...common(order),
          authToken,
          signature: windowSignature(authToken, order.clientId, order.amount, keys.secretKey),
        }),
      );
    },
  );

  app.get(
    `${SANDBOX_PREFIX}/receipt/:tid`,
    {
      schema: {
        summary: '매출전표',
        params: z.object({ tid: z.string().max(64) }),
        response: { 200: htmlAnswer('매출전표'), 404: htmlAnswer('거래 없음') },
      },
    },
    async (request, reply) => {
      const payment = await findPayment(db, { tid: request.params.tid });
      if (!payment)
        return html(reply.code(404), page('매출전표', '<p role="alert">거래 내역을 찾을 수 없습니다.</p>'));
      const rows: [string, string][] = [
        ['거래번호', payment.tid],
        ['주문번호', payment.orderId],
        ['상품명', payment.goodsName],
        ['카드', `${payment.cardName} ${payment.cardNum}`],
        ['할부', payment.cardQuota ? `${payment.cardQuota}개월` : '일시불'],
        ['결제금액', formatWon(payment.amount)],
        ['취소 가능 잔액', formatWon(payment.balanceAmt)],
        ['상태', STATUS_LABELS[payment.status]],
        ['승인번호', payment.approveNo ?? '-'],
      ];
      const table = rows
        .map(([label, value]) => `<tr><th scope="row">${label}</th><td>${escapeHtml(value)}</td></tr>`)
        .join('');
      return html(reply, page('매출전표 (테스트)', `<table>${table}</table>`));
    },
  );
};

const STATUS_LABELS: Record<PaymentStatus, string> = {
  ready: '승인 대기',
  paid: '결제 완료',
  failed: '결제 실패',
  cancelled: '취소',
  partialCancelled: '부분 취소',
  expired: '만료',
};

const common = (order: WindowRequest) => ({
  clientId: order.clientId,
  orderId: order.orderId,
  amount: String(order.amount),
});

/** A relative path, or an absolute URL on the host the window was served from. */
function returnsHome(returnUrl: string, host: string): boolean {
  if (returnUrl.startsWith('/')) return !returnUrl.startsWith('//');
  try {
    const url = new URL(returnUrl);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.host === host;
  } catch {
    return false;
  }
}

const html = (reply: FastifyReply, body: string) =>
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

function hiddenInputs(values: Record<string, string | number>): string {
  return Object.entries(values)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(String(value))}">`)
    .join('');
}

/** `OutcomeUnknown` → `Outcome<wbr>Unknown`: on a phone the code column may wrap between its words. */
const breakableCode = (code: string) => escapeHtml(code).replace(/(?<=[a-z])(?=[A-Z])/g, '<wbr>');

function windowPage(order: WindowRequest, error?: string): string {
  const request = hiddenInputs(order);
  const quotas = INSTALMENTS.map(
    (months) => `<option value="${months}">${months ? `${months}개월` : '일시불'}</option>`,
  ).join('');
  const cards = SANDBOX_CARDS.map(
    (card) =>
      `<tr><td><code>${groupCardNumber(card.number)}</code></td><td>${escapeHtml(card.scenario)}</td><td>${escapeHtml(card.outcome)}</td><td><code>${breakableCode(card.code)}</code></td></tr>`,
  ).join('');
  return page(
    '신용카드 결제 (테스트)',
    `<p class="note">테스트 결제창입니다. 실제로 결제되지 않으며, 카드 번호는 저장되지 않습니다. 아래 표의 테스트 카드 번호를 입력하세요.</p>
<dl><dt>상품명</dt><dd>${escapeHtml(order.goodsName)}</dd><dt>주문번호</dt><dd>${escapeHtml(order.orderId)}</dd><dt>결제금액</dt><dd><strong>${formatWon(order.amount)}</strong></dd></dl>
${error ? `<p role="alert" class="error">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${SANDBOX_PREFIX}/window/submit">${request}<input type="hidden" name="action" value="pay">
<label for="card-number">카드번호</label><input id="card-number" name="cardNumber" inputmode="numeric" autocomplete="off" maxlength="19" required placeholder="9410-0100-0000-0004">
<label for="card-quota">할부</label><select id="card-quota" name="cardQuota">${quotas}</select><p class="hint">할부는 5만원 이상 결제에서 가능합니다.</p>
<button type="submit" class="pay">결제하기</button></form>
<form method="post" action="${SANDBOX_PREFIX}/window/submit">${request}<input type="hidden" name="action" value="cancel"><button type="submit">결제 취소</button></form>
<table><caption>테스트 카드</caption><thead><tr><th scope="col">카드번호</th><th scope="col">시나리오</th><th scope="col">결과</th><th scope="col">코드</th></tr></thead><tbody>${cards}</tbody></table>`,
  );
}

/** Sends the browser on to `returnUrl` with NicePay's fields, the way NicePay's window does. */
function returnPage(returnUrl: string, fields: Record<string, string>): string {
  return page(
    '결제 결과 전달',
    `<form id="pg-return" method="post" action="${escapeHtml(returnUrl)}">${hiddenInputs(fields)}<p>결제 결과를 전달하는 중입니다…</p><button type="submit">계속</button></form>
<script src="${SANDBOX_PREFIX}/window/return.js"></script>`,
  );
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,'Noto Sans CJK KR',sans-serif;max-width:520px;margin:24px auto;padding:0 16px;color:#1f1f1f}h1{font-size:20px;border-bottom:3px solid #0a58ca;padding-bottom:8px}
.note{background:#fff7e6;border:1px solid #ffd591;padding:10px;border-radius:6px;font-size:14px}.error{color:#a8071a;background:#fff1f0;border:1px solid #ffa39e;padding:10px;border-radius:6px}
dl{display:grid;grid-template-columns:6em 1fr;gap:4px 8px}dd{margin:0}label{display:block;margin-top:12px;font-weight:600}input,select{width:100%;box-sizing:border-box;padding:10px;font-size:16px;border:1px solid #8c8c8c;border-radius:6px}
.hint{font-size:13px;color:#595959;margin:4px 0}form{margin:12px 0}button{width:100%;padding:12px;border:1px solid #8c8c8c;border-radius:6px;background:#fff;font-size:15px;cursor:pointer}
button.pay{background:#0a58ca;border-color:#0a58ca;color:#fff;margin-top:12px}button:focus-visible,input:focus-visible,select:focus-visible{outline:3px solid #0958d9;outline-offset:2px}
table{width:100%;border-collapse:collapse;font-size:13px;margin-top:16px}caption{text-align:left;font-weight:600;margin-bottom:4px}th,td{border:1px solid #d9d9d9;padding:6px;text-align:left;word-break:keep-all}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

/** NicePay's JS SDK surface for the card window: `AUTHNICE.requestPay(...)`, errors through `fnError`. */
const PAY_SCRIPT = `(function () {
  'use strict';
  var REQUIRED = ['clientId', 'method', 'orderId', 'amount', 'goodsName', 'returnUrl'];
  function fail(options, message) {
    if (options && typeof options.fnError === 'function') options.fnError({ resultCode: 'P007', errorMsg: message, msg: message });
    else window.alert(message);
  }
  window.AUTHNICE = {
    requestPay: function (options) {
      for (var i = 0; i < REQUIRED.length; i += 1) {
        var name = REQUIRED[i];
        if (!options || options[name] === undefined || options[name] === null || options[name] === '') return fail(options, '필수 파라미터 ' + name + '가 없습니다.');
      }
      if (options.method !== 'card') return fail(options, '테스트 결제창은 신용카드(card) 결제만 지원합니다.');
      var form = document.createElement('form');
      form.method = 'post';
      form.action = '${SANDBOX_PREFIX}/window';
      form.acceptCharset = 'utf-8';
      for (var j = 0; j < REQUIRED.length; j += 1) {
        var input = document.createElement('input');
        input.type = 'hidden';
        input.name = REQUIRED[j];
        input.value = String(options[REQUIRED[j]]);
        form.appendChild(input);
      }
      document.body.appendChild(form);
      form.submit();
    }
  };
})();
`;
