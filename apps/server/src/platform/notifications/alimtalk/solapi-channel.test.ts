/**
 * The Solapi adapter against a local HTTP double of Solapi's message API v4 on a free loopback port:
 * the double checks every call's signature and date as Solapi does, records what it was sent and
 * answers as the test scripts it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PermanentRefusal, type ChannelMessage } from '../delivery-channel.js';
import { solapiChannel, type SolapiSettings } from './solapi-channel.js';

const API_KEY = 'NCSTESTAPIKEY001';
const API_SECRET = 'solapi-test-secret-0123456789abcdef';

interface Received {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}
type Answer = { status: number; body: unknown } | 'hang' | 'drop';

let server: Server;
let settings: SolapiSettings;
let received: Received[] = [];
/** Answers in order, one per call that passes authentication. */
let script: Answer[] = [];
/** Salts already used: Solapi refuses a signature used twice within 15 minutes. */
const usedSalts = new Set<string>();

/** Solapi's authentication check: the header's form, a fresh date, an unused salt, the HMAC. */
function authenticationProblem(request: IncomingMessage): string | null {
  const header = request.headers.authorization ?? '';
  const parts = /^HMAC-SHA256 apiKey=([^,]+), date=([^,]+), salt=([^,]+), signature=([0-9a-f]{64})$/.exec(
    header,
  );
  if (!parts) return 'InvalidAuthorizationHeader';
  const [, apiKey, date, salt, signature] = parts as unknown as [string, string, string, string, string];
  if (apiKey !== API_KEY) return 'InvalidAPIKey';
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(date)) return 'InvalidDate';
  if (Math.abs(Date.now() - Date.parse(date)) > 15 * 60_000) return 'RequestTimeTooSkewed';
  if (salt.length < 12 || salt.length > 64) return 'InvalidSalt';
  const expected = createHmac('sha256', API_SECRET)
    .update(date + salt)
    .digest();
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return 'SignatureDoesNotMatch';
  if (usedSalts.has(salt)) return 'DuplicatedSignature';
  usedSalts.add(salt);
  return null;
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://double');
      const problem = authenticationProblem(request);
      const reply = (status: number, body: unknown) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (problem) return reply(403, { errorCode: problem, errorMessage: 'authentication refused' });
      const text = Buffer.concat(chunks).toString('utf8');
      received.push({
        method: request.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      });
      const answer = script.shift() ?? { status: 500, body: { errorCode: 'NoScriptedAnswer' } };
      if (answer === 'hang') return;
      if (answer === 'drop') return request.socket.destroy();
      reply(answer.status, answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  settings = {
    apiKey: API_KEY,
    apiSecret: API_SECRET,
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    pfId: 'KA01PF2026110201000000000000000',
    senderNumber: '15880000',
  };
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  received = [];
  script = [];
});

const message: ChannelMessage = {
  messageKey: 'n42-alimtalk-g0',
  kind: 'deposit.confirmed',
  templateCode: 'RM_PT_DEPOSIT_OK',
  variables: { 요금제: '프리미엄', 금액: '120,000원', 주문번호: 'P2026110200001', 이용시작일: '2026-11-02' },
  title: '무통장 입금 확인',
  text: '[리모델링마켓] 입금이 확인되었습니다.\n\n■ 요금제: 프리미엄',
  url: 'https://partner.example/paymentHistory/detail/P2026110200001',
  recipient: { partnerId: 7, name: '한결인테리어', phone: '01012345678', email: null, pushSubscriptions: [] },
};

const accepted = (messageId = 'M4V20261102100000ABCDEFGHIJKLMN') => ({
  status: 200,
  body: {
    groupInfo: { groupId: 'G4V20261102100000ABCDEFGHIJKLMN', count: { total: 1, registeredFailed: 0 } },
    failedMessageList: [],
    messageList: [
      { messageId, statusCode: '2000', statusMessage: '정상 접수(이통사로 접수 예정) ', customFields: {} },
    ],
  },
});
const failed = (statusCode: string, statusMessage: string) => ({
  status: 200,
  body: {
    groupInfo: { count: { total: 1, registeredFailed: 1 } },
    failedMessageList: [
      { to: '01012345678', from: '15880000', type: 'ATA', statusCode, statusMessage, messageId: 'M4V1' },
    ],
  },
});

/** What a send rejected with (never resolves in these cases). */
async function refusalOf(promise: Promise<unknown>): Promise<Error> {
  const outcome = await promise.then(
    () => new Error('expected a refusal, the message was accepted'),
    (error: unknown) => error as Error,
  );
  expect(outcome.message).not.toContain('01012345678');
  expect(outcome.message).not.toContain('expected a refusal');
  return outcome;
}

describe('Solapi alimtalk adapter', () => {
  it('sends one signed ATA message with the template, its #{변수} values, SMS fallback and our key', async () => {
    script = [accepted()];
    const receipt = await solapiChannel(settings).send(message);

    expect(receipt).toEqual({
      providerMessageId: 'M4V20261102100000ABCDEFGHIJKLMN',
      answer: '2000 정상 접수(이통사로 접수 예정)',
      fallback: null,
    });
    const [call] = received as [Received];
    expect(call.method).toBe('POST');
    expect(call.path).toBe('/messages/v4/send-many/detail');
    expect(call.body).toEqual({
      messages: [
        {
          to: '01012345678',
          from: '15880000',
          type: 'ATA',
          text: message.text,
          kakaoOptions: {
            pfId: 'KA01PF2026110201000000000000000',
            templateId: 'RM_PT_DEPOSIT_OK',
            variables: {
              '#{요금제}': '프리미엄',
              '#{금액}': '120,000원',
              '#{주문번호}': 'P2026110200001',
              '#{이용시작일}': '2026-11-02',
            },
            disableSms: false,
          },
          customFields: { messageKey: 'n42-alimtalk-g0' },
        },
      ],
      showMessageList: true,
    });
  });

  it('signs every call anew: two sends pass the double, which refuses a reused signature', async () => {
    script = [accepted('M4V-first'), accepted('M4V-second')];
    const channel = solapiChannel(settings);
    await channel.send(message);
    await channel.send({ ...message, messageKey: 'n43-alimtalk-g0' });
    expect(received).toHaveLength(2);
  });

  it('is refused by the double when the secret is wrong, and takes that as worth retrying', async () => {
    const wrongSecret = solapiChannel({ ...settings, apiSecret: 'another-secret-0123456789abcdefgh' });
    const error = await refusalOf(wrongSecret.send(message));
    expect(error).not.toBeInstanceOf(PermanentRefusal);
    expect(error.message).toContain('SignatureDoesNotMatch');
    expect(received).toEqual([]);
  });

  it('reads template and number refusals as permanent, with the status and no phone number', async () => {
    script = [
      failed('1042', '유효한 템플릿 아이디가 아닙니다.'),
      failed('1043', '등록한 템플릿과 내용이 다릅니다.'),
      failed('3010', '수신번호(01012345678) 형식 오류'),
      {
        status: 400,
        body: {
          errorCode: 'ValidationError',
          errorMessage: '수신번호 01012345678 이(가) 올바르지 않습니다.',
        },
      },
    ];
    const channel = solapiChannel(settings);
    const answers = [];
    for (let i = 0; i < 4; i++) {
      const error = await refusalOf(channel.send(message));
      expect(error).toBeInstanceOf(PermanentRefusal);
      answers.push(error.message);
    }
    expect(answers).toEqual([
      'Solapi 1042 유효한 템플릿 아이디가 아닙니다.',
      'Solapi 1043 등록한 템플릿과 내용이 다릅니다.',
      'Solapi 3010 수신번호(010-****-5678) 형식 오류',
      'Solapi ValidationError 수신번호 010-****-5678 이(가) 올바르지 않습니다.',
    ]);
  });

  it('retries what may pass later: a 5xx, a balance refusal, a dropped connection, no answer in time', async () => {
    script = [
      { status: 500, body: { errorCode: 'InternalError', errorMessage: '서버 오류' } },
      failed('1030', '잔액 부족'),
      'drop',
      'hang',
    ];
    const channel = solapiChannel(settings, { timeoutMs: 200 });
    const errors = [];
    for (let i = 0; i < 4; i++) errors.push(await refusalOf(channel.send(message)));
    for (const error of errors) expect(error).not.toBeInstanceOf(PermanentRefusal);
    expect(errors.map((error) => error.message)).toEqual([
      'Solapi POST /messages/v4/send-many/detail: HTTP 500 InternalError 서버 오류',
      'Solapi 1030 잔액 부족',
      expect.stringMatching(/^Solapi POST \/messages\/v4\/send-many\/detail: /),
      'Solapi POST /messages/v4/send-many/detail: no answer within 200 ms',
    ]);
  });

  it("finds an accepted message by our key in the provider's list, across pages, before a retry", async () => {
    const stored = (messageKey: string, statusCode: string, extra: object = {}) => ({
      messageId: `M4V-${messageKey}-${statusCode}`,
      type: 'ATA',
      to: '01012345678',
      text: message.text,
      statusCode,
      statusMessage: statusCode === '4000' ? '발송 처리 완료' : '유효한 템플릿 아이디가 아닙니다.',
      customFields: { messageKey },
      ...extra,
    });
    script = [
      {
        status: 200,
        body: {
          limit: 500,
          nextKey: 'page-2',
          // Refused on intake: in the list, but not a message the provider accepted.
          messageList: { a: stored('n42-alimtalk-g0', '1042'), b: stored('n41-alimtalk-g0', '4000') },
        },
      },
      {
        status: 200,
        body: {
          limit: 500,
          nextKey: null,
          messageList: { c: stored('n42-alimtalk-g0', '4000', { type: 'LMS', replacement: true }) },
        },
      },
    ];
    const channel = solapiChannel(settings);

    expect(await channel.find!('n42-alimtalk-g0')).toEqual({
      providerMessageId: 'M4V-n42-alimtalk-g0-4000',
      answer: '4000 발송 처리 완료',
      fallback: 'lms',
    });
    const [first, second] = received as [Received, Received];
    expect(first.method).toBe('GET');
    expect(first.path).toBe('/messages/v4/list');
    expect(first.query.get('dateType')).toBe('CREATED');
    expect(Date.now() - Date.parse(first.query.get('startDate')!)).toBeGreaterThanOrEqual(24 * 3600_000);
    expect(first.query.get('startKey')).toBeNull();
    expect(second.query.get('startKey')).toBe('page-2');
  });

  it('answers null when the list ends without the key, and throws when the lookup itself fails', async () => {
    script = [
      { status: 200, body: { limit: 500, messageList: {} } },
      { status: 503, body: {} },
    ];
    const channel = solapiChannel(settings);
    expect(await channel.find!('n99-alimtalk-g0')).toBeNull();
    await expect(channel.find!('n99-alimtalk-g0')).rejects.toThrow(/HTTP 503/);
  });

  it('shows the recipient masked and reaches only partners with a phone number', () => {
    const channel = solapiChannel(settings);
    expect(channel.maskRecipient(message.recipient)).toBe('010-****-5678');
    expect(channel.reaches(message.recipient)).toBe(true);
    expect(channel.reaches({ ...message.recipient, phone: null })).toBe(false);
  });
});
