/**
 * The embedded alimtalk sandbox on the test database: it accepts our own templates filled by the hub,
 * refuses what the provider refuses, falls back to SMS/LMS for numbers not on KakaoTalk, and its
 * message log answers `find` and `GET /notification-sandbox/messages`.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client.js';
import { fillTemplate, notificationTemplates } from '../../../features/notifications/templates.js';
import { fixedClock } from '../../../shared/clock.js';
import { openTestDatabase } from '../../../test-support/test-app.js';
import { PermanentRefusal, type ChannelMessage, type DeliveryChannel } from '../delivery-channel.js';
import { sandboxEmailChannel } from '../email-channel.js';
import { messagingSandboxRoutes } from '../messaging-sandbox.js';
import { alimtalkSandbox } from './alimtalk-sandbox.js';
import { eucKrLength } from './text-message.js';

let database: DatabaseHandle;
let drop: () => Promise<void>;
let app: FastifyInstance;
let channel: DeliveryChannel;
const clock = fixedClock('2026-11-02T01:00:00Z');

/** A short approved template whose filled text fits in one SMS. */
const SHORT_TEMPLATE = { code: 'RM_TEST_SHORT', body: '[리모델링마켓] 인증번호 #{번호}' };

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  channel = alimtalkSandbox(database.db, clock, [...notificationTemplates().values(), SHORT_TEMPLATE]);
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(messagingSandboxRoutes(database.db));
});
afterAll(async () => {
  await app.close();
  await database.close();
  await drop();
});

let sequence = 0;

/** The hub's message for a deposit confirmation, filled from our own template. */
function depositMessage(phone: string | null, overrides: Partial<ChannelMessage> = {}): ChannelMessage {
  sequence += 1;
  const filled = fillTemplate('deposit.confirmed', {
    요금제: '프리미엄 30일',
    금액: '120,000원',
    주문번호: `P20261102${String(sequence).padStart(5, '0')}`,
    이용시작일: '2026-11-02',
  });
  return {
    messageKey: `n${sequence}-alimtalk-g0`,
    kind: 'deposit.confirmed',
    templateCode: filled.code,
    variables: filled.variables,
    title: filled.title,
    text: filled.text,
    url: `https://partner.example${filled.link}`,
    recipient: {
      partnerId: 7,
      name: '한결인테리어',
      phone,
      email: 'owner@example.com',
      pushSubscriptions: [],
    },
    ...overrides,
  };
}

const messages = async (query: string) => {
  const response = await app.inject({ method: 'GET', url: `/notification-sandbox/messages?${query}` });
  expect(response.statusCode).toBe(200);
  return (response.json() as { messages: Record<string, unknown>[] }).messages;
};

const refusal = (message: ChannelMessage) =>
  channel.send(message).then(
    () => undefined,
    (error: unknown) => error,
  );

describe('alimtalk sandbox', () => {
  it('delivers a filled approved template as alimtalk and records it with the number', async () => {
    const message = depositMessage('010-1234-5678');
    const receipt = await channel.send(message);

    expect(receipt).toMatchObject({ answer: '4000 발송 처리 완료', fallback: null });
    expect(receipt.providerMessageId).toMatch(/^M4V[0-9A-F]{29}$/);
    const [recorded] = await messages('to=010-1234-5678&channel=alimtalk');
    expect(recorded).toEqual({
      id: expect.any(Number),
      channel: 'alimtalk',
      messageKey: message.messageKey,
      templateCode: 'RM_PT_DEPOSIT_OK',
      to: '010-****-5678',
      subject: null,
      text: message.text,
      fallback: null,
      providerMessageId: receipt.providerMessageId,
      answer: '4000 발송 처리 완료',
      createdAt: '2026-11-02T01:00:00.000Z',
    });
    expect(recorded!.text).toContain('■ 입금액: 120,000원');
    expect(await channel.find!(message.messageKey)).toEqual({ ...receipt, fallback: null });
    expect(await channel.find!('n0-alimtalk-never')).toBeNull();
  });

  it('refuses an unknown template, a text that is not the approved one filled, and a malformed number', async () => {
    const unknown = await refusal(depositMessage('01012345678', { templateCode: 'RM_NOT_APPROVED' }));
    const edited = depositMessage('01012345678');
    const mismatch = await refusal({ ...edited, text: edited.text.replace('입금이 확인', '결제가 완료') });
    const wrongValue = await refusal({ ...edited, variables: { ...edited.variables, 금액: '1원' } });
    const malformed = await refusal(depositMessage('02-123-4567'));

    for (const error of [unknown, mismatch, wrongValue, malformed])
      expect(error).toBeInstanceOf(PermanentRefusal);
    expect([unknown, mismatch, wrongValue, malformed].map((error) => (error as Error).message)).toEqual([
      '1042 유효한 템플릿 아이디가 아닙니다.',
      '1043 등록한 템플릿과 내용이 다릅니다.',
      '1043 등록한 템플릿과 내용이 다릅니다.',
      '3010 수신번호 형식 오류',
    ]);
    // Nothing refused reaches the log.
    expect(await messages('to=021234567')).toEqual([]);
    expect(await channel.find!(edited.messageKey)).toBeNull();
  });

  it('sends an LMS when the number is not on KakaoTalk and the text is longer than 90 bytes', async () => {
    const message = depositMessage('01099990001');
    expect(eucKrLength(message.text)).toBeGreaterThan(90);
    const receipt = await channel.send(message);

    expect(receipt).toMatchObject({ fallback: 'lms', answer: '3104 카카오톡 미사용자 → LMS 대체 발송 완료' });
    expect(await messages('to=01099990001')).toEqual([
      expect.objectContaining({ messageKey: message.messageKey, fallback: 'lms', text: message.text }),
    ]);
    expect(await channel.find!(message.messageKey)).toMatchObject({ fallback: 'lms' });
  });

  it('sends an SMS when the number is not on KakaoTalk and the text fits in 90 bytes', async () => {
    const text = '[리모델링마켓] 인증번호 482913';
    const message = depositMessage('010-9999-0002', {
      templateCode: SHORT_TEMPLATE.code,
      variables: { '#{번호}': '482913' },
      text,
    });
    expect(await channel.send(message)).toMatchObject({ fallback: 'sms' });
    expect(await messages('to=01099990002')).toEqual([expect.objectContaining({ fallback: 'sms', text })]);
  });

  it('records a message sent twice twice, and lists newest first by channel and recipient', async () => {
    const message = depositMessage('01055556666');
    await channel.send(message);
    await channel.send(message);
    const email = sandboxEmailChannel(database.db, clock);
    await email.send({ ...message, messageKey: 'n1-email-g0' });

    const bothChannels = await messages('limit=3');
    expect(bothChannels.map((row) => [row.channel, row.messageKey])).toEqual([
      ['email', 'n1-email-g0'],
      ['alimtalk', message.messageKey],
      ['alimtalk', message.messageKey],
    ]);
    expect((bothChannels[1]!.id as number) > (bothChannels[2]!.id as number)).toBe(true);
    expect(await messages(`to=01055556666&channel=email`)).toEqual([]);
    expect(await messages(`to=owner@example.com&channel=email&limit=1`)).toEqual([
      expect.objectContaining({ subject: '[리모델링마켓] 무통장 입금 확인', templateCode: null }),
    ]);
    const invalid = await app.inject({ method: 'GET', url: '/notification-sandbox/messages?channel=fax' });
    expect(invalid.statusCode).toBe(400);
  });

  it('reaches partners with a phone number and shows it masked', () => {
    const { recipient } = depositMessage('01012345678');
    expect(channel.reaches(recipient)).toBe(true);
    expect(channel.reaches({ ...recipient, phone: null })).toBe(false);
    expect(channel.maskRecipient(recipient)).toBe('010-****-5678');
  });
});

describe('e-mail sandbox', () => {
  it('refuses an address under .invalid as a mail server refuses an unknown mailbox, recording nothing', async () => {
    const email = sandboxEmailChannel(database.db, clock);
    const message = depositMessage(null, { messageKey: 'n77-email-g0' });
    const gone = { ...message, recipient: { ...message.recipient, email: 'gone@partner.invalid' } };
    const error = await email.send(gone).then(
      () => undefined,
      (refused: unknown) => refused as Error,
    );
    expect(error).toBeInstanceOf(PermanentRefusal);
    expect(error?.message).toBe('SMTP 550 5.1.1 mailbox unavailable');
    expect(await messages('to=gone@partner.invalid')).toEqual([]);
  });
});
