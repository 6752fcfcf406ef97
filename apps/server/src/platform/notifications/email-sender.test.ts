/** The e-mail adapter against a real SMTP server (smtp-server from npm) on a free loopback port. */
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newPartner, type TestApp } from '../../test-support/test-app.js';
import { emailNotificationSender } from './email-sender.js';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let t: TestApp;
let server: SMTPServer;
let port = 0;
const received: Received[] = [];
/** Recipients the mail server refuses (a mailbox that no longer exists). */
const refused = new Set<string>();

beforeAll(async () => {
  t = await createTestApp();
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onAuth: (auth, _session, callback) =>
      auth.username === 'mailer' && auth.password === 'mail-secret'
        ? callback(null, { user: auth.username })
        : callback(new Error('invalid login')),
    onRcptTo: (address, _session, callback) =>
      refused.has(address.address) ? callback(new Error('550 no such user')) : callback(),
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
  await t.close();
});

const settings = () => ({
  smtpUrl: `smtp://mailer:mail-secret@127.0.0.1:${port}`,
  from: '리모델링마켓 <no-reply@remodel.example>',
});

describe('e-mail notifications', () => {
  it("mails the notification to the partner's address, with the notification id as Message-ID", async () => {
    const p = await newPartner(t.app);
    const sender = emailNotificationSender(t.database.db, settings());
    await sender.send({
      notificationId: 4242,
      partnerId: p.partnerId,
      kind: 'charge_failed',
      text: '정기결제가 승인되지 않았습니다. 2026-12-02에 다시 결제를 시도합니다.',
      payload: { invoice_no: 1 },
    });
    const mail = received.at(-1)!;
    expect(mail.from).toBe('no-reply@remodel.example');
    expect(mail.to).toEqual([p.payload.email]);
    expect(mail.raw).toContain('Message-ID: <notification-4242@remodel.example>');
    // Korean subject and body travel encoded; decode what the partner reads.
    const parsed = await simpleParser(mail.raw);
    expect(parsed.subject).toBe('[리모델링마켓] 정기결제 승인 실패 안내');
    expect(parsed.text).toContain('2026-12-02에 다시 결제를 시도합니다.');
  });

  it('throws when the mail server refuses, so the outbox keeps the row and tries again', async () => {
    const p = await newPartner(t.app);
    refused.add(p.payload.email);
    const sender = emailNotificationSender(t.database.db, settings());
    await expect(
      sender.send({
        notificationId: 1,
        partnerId: p.partnerId,
        kind: 'unpaid',
        text: '요금제 종료',
        payload: {},
      }),
    ).rejects.toThrow(/550|no such user/);
    const wrongPassword = emailNotificationSender(t.database.db, {
      ...settings(),
      smtpUrl: `smtp://mailer:wrong@127.0.0.1:${port}`,
    });
    await expect(
      wrongPassword.send({
        notificationId: 2,
        partnerId: p.partnerId,
        kind: 'unpaid',
        text: '요금제 종료',
        payload: {},
      }),
    ).rejects.toThrow();
  });
});
