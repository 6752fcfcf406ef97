/** The e-mail channel against a real SMTP server (smtp-server from npm) on a free loopback port. */
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PermanentRefusal, type ChannelMessage } from './delivery-channel.js';
import { smtpEmailChannel } from './email-channel.js';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let server: SMTPServer;
let port = 0;
const received: Received[] = [];
/** Recipients the mail server refuses: for good (a mailbox that no longer exists) or for now. */
const refused = new Map<string, string>();

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (auth, _session, callback) =>
      auth.username === 'mailer' && auth.password === 'mail-secret'
        ? callback(null, { user: auth.username })
        : callback(new Error('invalid login')),
    onRcptTo: (address, _session, callback) => {
      const answer = refused.get(address.address);
      if (!answer) return callback();
      const [code, ...words] = answer.split(' ');
      callback(Object.assign(new Error(words.join(' ')), { responseCode: Number(code) }));
    },
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(resolve));
});

const settings = () => ({
  smtpUrl: `smtp://mailer:mail-secret@127.0.0.1:${port}`,
  from: '리모델링마켓 <no-reply@remodel.example>',
});

const message = (email: string, overrides: Partial<ChannelMessage> = {}): ChannelMessage => ({
  messageKey: 'n4242-email-g0',
  kind: 'billing.failed',
  templateCode: 'RM_PT_BILLING_FAILED',
  variables: { 금액: '55,000원', 다음결제일: '2026-12-02', 남은횟수: '2' },
  title: '정기결제 승인 실패',
  text: '[리모델링마켓] 정기결제가 승인되지 않았습니다. 2026-12-02에 다시 결제를 시도합니다.',
  url: 'https://partner.example/mypage/payment',
  recipient: { partnerId: 7, name: '한결인테리어', phone: '01012345678', email, pushSubscriptions: [] },
  ...overrides,
});

/** What a send rejected with; the address never appears in it (the hub stores error messages). */
async function refusalOf(promise: Promise<unknown>, address: string): Promise<Error> {
  const outcome = await promise.then(
    () => new Error('expected a refusal, the mail was accepted'),
    (error: unknown) => error as Error,
  );
  expect(outcome.message).not.toContain('expected a refusal');
  expect(outcome.message).not.toContain(address);
  return outcome;
}

describe('e-mail channel', () => {
  it('mails the filled text and a link to the recipient, the message key as Message-ID, again on a retry', async () => {
    const channel = smtpEmailChannel(settings());
    const first = await channel.send(message('owner@partner.example'));
    await channel.send(message('owner@partner.example'));

    expect(first.providerMessageId).toBe('<n4242-email-g0@remodel.example>');
    expect(first.answer).toMatch(/^250 /);
    const [mail, retried] = received.slice(-2) as [Received, Received];
    expect(mail.from).toBe('no-reply@remodel.example');
    expect(mail.to).toEqual(['owner@partner.example']);
    expect(mail.raw).toContain('Message-ID: <n4242-email-g0@remodel.example>');
    expect(retried.raw).toContain('Message-ID: <n4242-email-g0@remodel.example>');
    // Korean subject and body travel encoded; decode what the partner reads.
    const parsed = await simpleParser(mail.raw);
    expect(parsed.subject).toBe('[리모델링마켓] 정기결제 승인 실패');
    expect(parsed.to).toMatchObject({ value: [{ name: '한결인테리어', address: 'owner@partner.example' }] });
    expect(parsed.text?.trim()).toBe(
      '[리모델링마켓] 정기결제가 승인되지 않았습니다. 2026-12-02에 다시 결제를 시도합니다.\n\n' +
        '바로 가기: https://partner.example/mypage/payment',
    );
  });

  it('leaves the link line out when the notification links nowhere', async () => {
    await smtpEmailChannel(settings()).send(message('ops@partner.example', { url: null }));
    const parsed = await simpleParser(received.at(-1)!.raw);
    expect(parsed.text?.trim()).toBe(message('').text);
  });

  it('takes a 5xx for the recipient as permanent, with the address masked', async () => {
    refused.set('gone@partner.example', '550 5.1.1 <gone@partner.example>: mailbox unavailable');
    const error = await refusalOf(
      smtpEmailChannel(settings()).send(message('gone@partner.example')),
      'gone@partner.example',
    );
    expect(error).toBeInstanceOf(PermanentRefusal);
    expect(error.message).toContain('550 5.1.1 <g***@partner.example>: mailbox unavailable');
  });

  it('retries a deferred recipient, a refused log-in and a server that does not answer', async () => {
    refused.set('full@partner.example', '452 4.2.2 mailbox full');
    const deferred = await refusalOf(
      smtpEmailChannel(settings()).send(message('full@partner.example')),
      'full@partner.example',
    );
    const wrongPassword = await refusalOf(
      smtpEmailChannel({ ...settings(), smtpUrl: `smtp://mailer:wrong@127.0.0.1:${port}` }).send(
        message('owner@partner.example'),
      ),
      'owner@partner.example',
    );
    // A port nothing listens on any more.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = await refusalOf(
      smtpEmailChannel({ ...settings(), smtpUrl: `smtp://127.0.0.1:${closedPort}` }).send(
        message('owner@partner.example'),
      ),
      'owner@partner.example',
    );

    for (const error of [deferred, wrongPassword, unreachable])
      expect(error).not.toBeInstanceOf(PermanentRefusal);
    expect(deferred.message).toContain('452 4.2.2 mailbox full');
    expect(wrongPassword.message).toMatch(/535|invalid login/i);
    expect(unreachable.message).toMatch(/ECONNREFUSED/);
  });

  it('reaches recipients with an address and shows it masked', () => {
    const channel = smtpEmailChannel(settings());
    const { recipient } = message('owner@partner.example');
    expect(channel.reaches(recipient)).toBe(true);
    expect(channel.reaches({ ...recipient, email: null })).toBe(false);
    expect(channel.maskRecipient(recipient)).toBe('o***@partner.example');
  });
});
