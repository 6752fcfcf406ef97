/**
 * The Popbill adapter against a local double of Linkhub's token service and Popbill's API on a free
 * loopback port: the double checks the documented request shape (token signature headers, bearer,
 * method override, the document's fields), keeps what it issued by key and refuses a key twice.
 */
import { createHmac, createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POPBILL_NOT_FOUND, popbillTaxInvoice } from './popbill-tax-invoice.js';
import type { TaxDocumentRequest, TaxInvoiceProvider } from './tax-invoice-provider.js';

const LINK_ID = 'TESTLINK';
const SECRET = Buffer.from('popbill-double-secret-0123456789').toString('base64');
const TOKEN = 'session-token-1';
const ISSUER = {
  number: '2208162517',
  name: '주식회사 리모델링마켓',
  ceo: '김도윤',
  address: '서울',
  userId: 'rmk_admin',
};

let server: Server;
let provider: TaxInvoiceProvider;
let base: string;
const issued = new Map<string, string>();
let tokenCalls = 0;
let received: { method: string; path: string; body: Record<string, unknown> | undefined }[] = [];
let nextAnswer: 'hang' | 'fail500' | undefined;

function problem(body: Record<string, unknown> | undefined, cash: boolean): string | null {
  if (!body) return 'no body';
  if (cash) {
    for (const f of [
      'mgtKey',
      'tradeType',
      'tradeUsage',
      'identityNum',
      'franchiseCorpNum',
      'supplyCost',
      'tax',
      'totalAmount',
    ])
      if (typeof body[f] !== 'string' || body[f] === '') return f;
    return null;
  }
  for (const f of [
    'writeDate',
    'issueType',
    'invoicerCorpNum',
    'invoicerMgtKey',
    'invoiceeCorpNum',
    'invoiceeCorpName',
    'invoiceeCEOName',
    'supplyCostTotal',
    'taxTotal',
    'totalAmount',
  ])
    if (typeof body[f] !== 'string' || body[f] === '') return f;
  if (!/^\d{8}$/.test(body.writeDate as string)) return 'writeDate';
  if (!Array.isArray(body.detailList) || body.detailList.length === 0) return 'detailList';
  return null;
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const reply = (status: number, body: unknown) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      const url = request.url ?? '';
      if (url === '/POPBILL_TEST/Token') {
        const date = String(request.headers['x-lh-date']);
        const digest = createHash('sha256').update(text).digest('base64');
        const expected = createHmac('sha256', Buffer.from(SECRET, 'base64'))
          .update(['POST', digest, date, '2.0', url].join('\n'))
          .digest('base64');
        if (
          request.headers.authorization !== `LINKHUB ${LINK_ID} ${expected}` ||
          request.headers['x-lh-version'] !== '2.0'
        )
          return reply(401, { code: -99999, message: 'signature' });
        tokenCalls += 1;
        return reply(200, {
          session_token: TOKEN,
          expiration: new Date(Date.now() + 3_600_000).toISOString(),
        });
      }
      if (
        request.headers.authorization !== `Bearer ${TOKEN}` ||
        request.headers['x-pb-userid'] !== ISSUER.userId
      )
        return reply(401, { code: -10001, message: 'token' });
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
      received.push({ method: request.method ?? '', path: url, body });
      if (nextAnswer === 'hang') return;
      if (nextAnswer === 'fail500') return reply(500, { code: -99999999, message: 'internal' });
      if (request.method === 'POST' && (url === '/Taxinvoice' || url === '/Cashbill')) {
        if (request.headers['x-http-method-override'] !== 'ISSUE')
          return reply(400, { code: -1, message: 'override' });
        const cash = url === '/Cashbill';
        const bad = problem(body, cash);
        if (bad) return reply(400, { code: -11000001, message: `bad ${bad}` });
        const key = (cash ? body!.mgtKey : body!.invoicerMgtKey) as string;
        if (issued.has(key)) return reply(400, { code: -11000010, message: '이미 사용중인 문서번호' });
        const number = cash ? '820116333' : `20261102410000000000${String(issued.size).padStart(4, '0')}`;
        issued.set(key, number);
        return reply(
          200,
          cash
            ? { code: 1, message: 'ok', confirmNum: number }
            : { code: 1, message: 'ok', ntsConfirmNum: number },
        );
      }
      const lookup = /^\/(?:Taxinvoice\/SELL|Cashbill)\/(.+)$/.exec(url);
      if (request.method === 'GET' && lookup) {
        const number = issued.get(decodeURIComponent(lookup[1]!));
        if (!number) return reply(400, { code: POPBILL_NOT_FOUND, message: '없는 문서' });
        return reply(200, url.startsWith('/Cashbill') ? { confirmNum: number } : { ntsconfirmNum: number });
      }
      reply(404, { code: -1, message: 'unknown path' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  provider = popbillTaxInvoice(
    { baseUrl: `${base}/`, authUrl: base, linkId: LINK_ID, secretKey: SECRET, test: true, issuer: ISSUER },
    { timeoutMs: 300 },
  );
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  received = [];
  nextAnswer = undefined;
});

const invoice = (key: string, over: Partial<TaxDocumentRequest> = {}): TaxDocumentRequest => ({
  key,
  kind: 'tax_invoice',
  writeDate: '2026-11-02',
  itemName: '월간 베이직',
  supplyWon: 100_000,
  vatWon: 10_000,
  totalWon: 110_000,
  recipient: {
    number: '1234567891',
    name: '바른인테리어',
    ceo: '홍길동',
    businessType: '건설업',
    businessItem: '실내건축',
    address: '서울 강남구',
    email: 'tax@example.com',
  },
  ...over,
});

describe('Popbill adapter', () => {
  it('issues a tax invoice with the documented request, keeping one token, and looks it up', async () => {
    const result = await provider.issue(invoice('TI-P1'));
    expect(result).toMatchObject({ ok: true, value: { approvalNo: expect.stringMatching(/^\d{24}$/) } });
    expect(received[0]).toMatchObject({
      method: 'POST',
      path: '/Taxinvoice',
      body: {
        invoicerMgtKey: 'TI-P1',
        invoiceeCorpNum: '1234567891',
        totalAmount: '110000',
        writeDate: '20261102',
        purposeType: '영수',
      },
    });
    const found = await provider.lookup('TI-P1', 'tax_invoice');
    expect(found.ok && found.value?.approvalNo).toBe(result.ok && result.value.approvalNo);
    expect(await provider.lookup('TI-NONE', 'tax_invoice')).toEqual({ ok: true, value: null });
    expect(tokenCalls).toBe(1);
  });

  it('answers a key used twice as a refusal, and an amendment carries the original approval number', async () => {
    await provider.issue(invoice('TI-P2'));
    const twice = await provider.issue(invoice('TI-P2'));
    expect(twice).toMatchObject({ ok: false, error: { kind: 'Refused', code: '-11000010' } });
    const amended = await provider.issue(
      invoice('TM-P2', {
        kind: 'amended_tax_invoice',
        supplyWon: -100_000,
        vatWon: -10_000,
        totalWon: -110_000,
        original: { key: 'TI-P2', approvalNo: '2026', writeDate: '2026-11-02' },
      }),
    );
    expect(amended.ok).toBe(true);
    expect(received.at(-1)?.body).toMatchObject({
      modifyCode: 4,
      orgNTSConfirmNum: '2026',
      totalAmount: '-110000',
    });
  });

  it('issues a cash receipt and its cancellation on /Cashbill', async () => {
    const receipt = await provider.issueCashReceipt(
      invoice('CR-P3', {
        kind: 'cash_receipt',
        recipient: { ...invoice('x').recipient, number: '01012345678' },
      }),
    );
    expect(receipt).toMatchObject({ ok: true, value: { approvalNo: '820116333' } });
    expect(received[0]).toMatchObject({
      path: '/Cashbill',
      body: { tradeType: '승인거래', tradeUsage: '지출증빙용', identityNum: '01012345678' },
    });
    await provider.issueCashReceipt(
      invoice('CC-P3', {
        kind: 'cash_receipt_cancel',
        totalWon: -110_000,
        supplyWon: -100_000,
        vatWon: -10_000,
        original: { key: 'CR-P3', approvalNo: '820116333', writeDate: '2026-11-02' },
      }),
    );
    expect(received.at(-1)?.body).toMatchObject({
      tradeType: '취소거래',
      orgConfirmNum: '820116333',
      orgTradeDate: '20261102',
      totalAmount: '110000',
    });
    expect((await provider.lookup('CR-P3', 'cash_receipt')).ok).toBe(true);
  });

  it('reports a time-out and a 5xx as Unavailable (outcome unknown), a bad field as Refused', async () => {
    nextAnswer = 'hang';
    expect(await provider.issue(invoice('TI-P4'))).toMatchObject({
      ok: false,
      error: { kind: 'Unavailable' },
    });
    nextAnswer = 'fail500';
    expect(await provider.issue(invoice('TI-P5'))).toMatchObject({
      ok: false,
      error: { kind: 'Unavailable', code: '-99999999' },
    });
    nextAnswer = undefined;
    expect(
      await provider.issue(
        invoice('TI-P6', { itemName: '', recipient: { ...invoice('x').recipient, name: '' } }),
      ),
    ).toMatchObject({
      ok: false,
      error: { kind: 'Refused', code: '-11000001' },
    });
  });
});
