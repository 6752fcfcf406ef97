/**
 * The tax-invoice port over Popbill's REST API (TAX_INVOICE_PROVIDER=popbill). Popbill's npm SDK pins
 * its hosts, so this thin adapter speaks the documented calls to configurable addresses:
 *
 * - Token (Linkhub): `POST {authUrl}/{POPBILL|POPBILL_TEST}/Token` with `x-lh-date` (ISO 8601),
 *   `x-lh-version: 2.0` and `Authorization: LINKHUB <LinkID> <signature>`, the signature being
 *   base64 HMAC-SHA256 (key: the base64-decoded secret) over `POST\n<base64 sha256 of the body>\n
 *   <x-lh-date>\n2.0\n/<service>/Token`; body `{ access_id: <our 사업자번호>, scope: ["member","110","140"] }`
 *   → `{ session_token, expiration }`. The token is kept until shortly before it expires.
 * - 전자세금계산서 즉시발행: `POST {baseUrl}/Taxinvoice` with `X-HTTP-Method-Override: ISSUE`,
 *   `Authorization: Bearer <token>`, `x-pb-userid`, the document as JSON (`invoicerMgtKey` = our key;
 *   an amendment carries `modifyCode` 4 (계약의 해제) and `orgNTSConfirmNum`) → `{ code: 1, ntsConfirmNum }`.
 * - 현금영수증 즉시발행: `POST {baseUrl}/Cashbill`, the same override → `{ code: 1, confirmNum }`.
 * - Lookups: `GET {baseUrl}/Taxinvoice/SELL/{key}`, `GET {baseUrl}/Cashbill/{key}`; a key the provider
 *   does not know answers its error code NOT_FOUND.
 * - Errors answer 4xx/5xx `{ code: <negative number>, message }`.
 *
 * Time-outs, network errors and 5xx are `Unavailable` (outcome unknown: look up before retrying).
 */
import { createHash, createHmac } from 'node:crypto';
import { z } from 'zod';
import {
  isCashReceipt,
  type IssuedTaxDocument,
  type TaxDocumentRequest,
  type TaxInvoiceProvider,
  type TaxResult,
} from './tax-invoice-provider.js';

export interface PopbillSettings {
  /** `TAX_INVOICE_BASE_URL`: the API (https://popbill.linkhub.co.kr, or its test host). */
  baseUrl: string;
  /** `TAX_INVOICE_AUTH_URL`: Linkhub's token service (https://auth.linkhub.co.kr). */
  authUrl: string;
  linkId: string;
  /** Base64, as Linkhub hands it out. */
  secretKey: string;
  /** Popbill's test environment (its own token service path). */
  test: boolean;
  /** The issuer: our 사업자등록번호 (digits), name, CEO, address, and the Popbill user who issues. */
  issuer: { number: string; name: string; ceo: string; address: string; userId: string };
}

/** Popbill's code for a document key it does not know (answered by the lookups). */
export const POPBILL_NOT_FOUND = -11000005;

const TIMEOUT_MS = 10_000;
const tokenSchema = z.looseObject({ session_token: z.string().min(1), expiration: z.string() });
const errorSchema = z.looseObject({ code: z.number(), message: z.string().optional() });
const taxIssuedSchema = z.looseObject({ code: z.literal(1), ntsConfirmNum: z.string().min(1) });
const cashIssuedSchema = z.looseObject({ code: z.literal(1), confirmNum: z.string().min(1) });
const taxInfoSchema = z.looseObject({ ntsconfirmNum: z.string().nullish(), issueDT: z.string().nullish() });
const cashInfoSchema = z.looseObject({ confirmNum: z.string().nullish(), issueDT: z.string().nullish() });

const won = (n: number) => String(n);
const compact = (day: string) => day.replace(/-/g, '');

export function popbillTaxInvoice(
  settings: PopbillSettings,
  options: { timeoutMs?: number; now?: () => Date } = {},
): TaxInvoiceProvider {
  const base = settings.baseUrl.replace(/\/+$/, '');
  const authBase = settings.authUrl.replace(/\/+$/, '');
  const service = settings.test ? 'POPBILL_TEST' : 'POPBILL';
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  const now = options.now ?? (() => new Date());
  let token: { value: string; until: number } | undefined;

  const unavailable = (message: string, code = 'UNAVAILABLE') =>
    ({ ok: false, error: { kind: 'Unavailable', code, message } }) as const;

  async function send(url: string, init: RequestInit): Promise<Response | string> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      return error instanceof Error && error.name === 'TimeoutError'
        ? `no answer within ${timeoutMs} ms`
        : 'network error';
    }
  }

  async function sessionToken(): Promise<TaxResult<string>> {
    if (token && token.until > now().getTime()) return { ok: true, value: token.value };
    const uri = `/${service}/Token`;
    const body = JSON.stringify({ access_id: settings.issuer.number, scope: ['member', '110', '140'] });
    const date = now().toISOString();
    const digest = createHash('sha256').update(body).digest('base64');
    const signature = createHmac('sha256', Buffer.from(settings.secretKey, 'base64'))
      .update(['POST', digest, date, '2.0', uri].join('\n'))
      .digest('base64');
    const response = await send(`${authBase}${uri}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-lh-date': date,
        'x-lh-version': '2.0',
        authorization: `LINKHUB ${settings.linkId} ${signature}`,
      },
      body,
    });
    if (typeof response === 'string') return unavailable(`token: ${response}`);
    const parsed = tokenSchema.safeParse(await json(response));
    if (!response.ok || !parsed.success) return unavailable(`token: HTTP ${response.status}`);
    // A minute's margin: a token must not expire between its check and its use.
    token = { value: parsed.data.session_token, until: Date.parse(parsed.data.expiration) - 60_000 };
    return { ok: true, value: token.value };
  }

  async function call(
    method: 'GET' | 'POST',
    path: string,
    body?: object,
  ): Promise<TaxResult<{ status: number; body: unknown }>> {
    const session = await sessionToken();
    if (!session.ok) return session;
    const response = await send(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${session.value}`,
        'x-pb-userid': settings.issuer.userId,
        ...(body ? { 'content-type': 'application/json', 'x-http-method-override': 'ISSUE' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (typeof response === 'string') return unavailable(`${method} ${path}: ${response}`);
    return { ok: true, value: { status: response.status, body: await json(response) } };
  }

  /** A refusal's code and message; 5xx and unreadable answers are the provider's trouble. */
  function failure(
    status: number,
    body: unknown,
  ): { ok: false; error: { kind: 'Refused' | 'Unavailable'; code: string; message: string } } {
    const parsed = errorSchema.safeParse(body);
    const code = parsed.success ? String(parsed.data.code) : `HTTP${status}`;
    const message = parsed.success ? (parsed.data.message ?? '') : `HTTP ${status}`;
    return {
      ok: false,
      error: { kind: status >= 500 || !parsed.success ? 'Unavailable' : 'Refused', code, message },
    };
  }

  async function issueWith(
    path: string,
    body: object,
    approval: (answer: unknown) => string | undefined,
  ): Promise<TaxResult<IssuedTaxDocument>> {
    const answer = await call('POST', path, body);
    if (!answer.ok) return answer;
    const { status, body: answered } = answer.value;
    const approvalNo = status < 300 ? approval(answered) : undefined;
    if (approvalNo) return { ok: true, value: { approvalNo, issuedAt: now() } };
    return failure(status, answered);
  }

  return {
    issue: (doc) =>
      issueWith(
        '/Taxinvoice',
        taxInvoiceBody(settings, doc),
        (a) => taxIssuedSchema.safeParse(a).data?.ntsConfirmNum,
      ),
    issueCashReceipt: (doc) =>
      issueWith(
        '/Cashbill',
        cashbillBody(settings, doc),
        (a) => cashIssuedSchema.safeParse(a).data?.confirmNum,
      ),
    async lookup(key, kind) {
      const cash = isCashReceipt(kind);
      const answer = await call(
        'GET',
        cash ? `/Cashbill/${encodeURIComponent(key)}` : `/Taxinvoice/SELL/${encodeURIComponent(key)}`,
      );
      if (!answer.ok) return answer;
      const { status, body } = answer.value;
      if (status >= 300) {
        if (errorSchema.safeParse(body).data?.code === POPBILL_NOT_FOUND) return { ok: true, value: null };
        return failure(status, body);
      }
      const info = cash
        ? cashInfoSchema.safeParse(body).data?.confirmNum
        : taxInfoSchema.safeParse(body).data?.ntsconfirmNum;
      // Registered but not issued (no approval number): nothing was issued under the key yet.
      return { ok: true, value: info ? { approvalNo: info, issuedAt: now() } : null };
    },
  };
}

function taxInvoiceBody(settings: PopbillSettings, doc: TaxDocumentRequest) {
  const { issuer } = settings;
  const r = doc.recipient;
  return {
    writeDate: compact(doc.writeDate),
    chargeDirection: '정과금',
    issueType: '정발행',
    purposeType: '영수',
    taxType: '과세',
    invoicerCorpNum: issuer.number,
    invoicerMgtKey: doc.key,
    invoicerCorpName: issuer.name,
    invoicerCEOName: issuer.ceo,
    invoicerAddr: issuer.address,
    invoiceeType: '사업자',
    invoiceeCorpNum: r.number,
    invoiceeCorpName: r.name,
    invoiceeCEOName: r.ceo,
    invoiceeAddr: r.address,
    invoiceeBizType: r.businessType,
    invoiceeBizClass: r.businessItem,
    invoiceeEmail1: r.email ?? '',
    supplyCostTotal: won(doc.supplyWon),
    taxTotal: won(doc.vatWon),
    totalAmount: won(doc.totalWon),
    detailList: [
      {
        serialNum: 1,
        purchaseDT: compact(doc.writeDate),
        itemName: doc.itemName,
        supplyCost: won(doc.supplyWon),
        tax: won(doc.vatWon),
      },
    ],
    ...(doc.original ? { modifyCode: 4, orgNTSConfirmNum: doc.original.approvalNo } : {}),
  };
}

function cashbillBody(settings: PopbillSettings, doc: TaxDocumentRequest) {
  const cancel = doc.kind === 'cash_receipt_cancel';
  const abs = (n: number) => won(Math.abs(n));
  return {
    mgtKey: doc.key,
    tradeType: cancel ? '취소거래' : '승인거래',
    tradeUsage: '지출증빙용',
    taxationType: '과세',
    tradeOpt: '일반',
    identityNum: doc.recipient.number,
    franchiseCorpNum: settings.issuer.number,
    franchiseCorpName: settings.issuer.name,
    franchiseCEOName: settings.issuer.ceo,
    franchiseAddr: settings.issuer.address,
    customerName: doc.recipient.name,
    itemName: doc.itemName,
    email: doc.recipient.email ?? '',
    supplyCost: abs(doc.supplyWon),
    tax: abs(doc.vatWon),
    serviceFee: '0',
    totalAmount: abs(doc.totalWon),
    ...(doc.original
      ? { orgConfirmNum: doc.original.approvalNo, orgTradeDate: compact(doc.original.writeDate) }
      : {}),
  };
}

async function json(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
