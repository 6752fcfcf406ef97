/**
 * The e-mail channel: one message per notification over SMTP (`SMTP_URL`) to the recipient's
 * address (the partner's tax-bill address, or the operations mailbox for staff notifications), or,
 * without SMTP in embedded mode, the sandbox that records it in the messaging sandbox's log.
 *
 * SMTP has no idempotency key, so the message key is the Message-ID: a retry after a crash between
 * "accepted" and "marked sent" repeats the same Message-ID, which mail systems collapse. A 5xx answer
 * to the recipient (550: no such mailbox) is permanent; any other failure (connection, log-in, 4xx)
 * is retried. Errors carry the server's answer with addresses masked.
 */
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../shared/clock.js';
import { maskEmail, maskPersonalData } from '../../shared/masking.js';
import { PermanentRefusal, type ChannelMessage, type DeliveryChannel } from './delivery-channel.js';
import { recordSandboxMessage } from './messaging-sandbox.js';

export interface EmailSettings {
  /** smtp://user:password@host:587 or smtps://…:465 */
  smtpUrl: string;
  /** The From header, e.g. `리모델링마켓 <no-reply@example.com>`. */
  from: string;
}

/** Connecting and the server's greeting each within 10 s; an idle connection is dropped after 30 s. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** Subject and body of a notification's e-mail: the filled text, then a line to the screen it is about. */
export function emailContent(message: ChannelMessage): { subject: string; text: string } {
  return {
    subject: `[리모델링마켓] ${message.title}`,
    text: message.url ? `${message.text}\n\n바로 가기: ${message.url}` : message.text,
  };
}

const channelBasics = {
  name: 'email',
  reaches: (recipient) => !!recipient.email,
  maskRecipient: (recipient) => (recipient.email ? maskEmail(recipient.email) : null),
} satisfies Omit<DeliveryChannel, 'send'>;

interface SmtpError {
  command?: string;
  responseCode?: number;
  message?: string;
}

export function smtpEmailChannel(settings: EmailSettings): DeliveryChannel {
  const transport = nodemailer.createTransport({ url: settings.smtpUrl, ...SMTP_TIMEOUTS });
  const domain = /@([^>\s]+)/.exec(settings.from)?.[1] ?? 'localhost';
  return {
    ...channelBasics,
    async send(message) {
      const { subject, text } = emailContent(message);
      try {
        const info = await transport.sendMail({
          from: settings.from,
          to: { name: message.recipient.name, address: message.recipient.email ?? '' },
          subject,
          text,
          messageId: `<${message.messageKey}@${domain}>`,
        });
        return { providerMessageId: info.messageId, answer: maskPersonalData(info.response) };
      } catch (error) {
        const smtp = error as SmtpError;
        const answer = `SMTP ${maskPersonalData(smtp.message ?? String(error))}`;
        if (smtp.command === 'RCPT TO' && (smtp.responseCode ?? 0) >= 500) throw new PermanentRefusal(answer);
        // eslint-disable-next-line preserve-caught-error -- the caught error quotes the address: only its masked text goes on
        throw new Error(answer);
      }
    },
  };
}

/**
 * Embedded mode without SMTP: records the e-mail as sent. Addresses under the reserved `.invalid`
 * domain (RFC 2606) are refused the way a mail server refuses an unknown mailbox (550).
 */
export function sandboxEmailChannel(db: Database, clock: Clock): DeliveryChannel {
  return {
    ...channelBasics,
    async send(message) {
      const address = message.recipient.email ?? '';
      if (/\.invalid$/i.test(address)) throw new PermanentRefusal('SMTP 550 5.1.1 mailbox unavailable');
      const { subject, text } = emailContent(message);
      const receipt = {
        providerMessageId: `<${message.messageKey}@notification-sandbox.local>`,
        answer: `250 2.0.0 OK queued as ${randomBytes(5).toString('hex').toUpperCase()}`,
      };
      await recordSandboxMessage(db, {
        channel: 'email',
        messageKey: message.messageKey,
        recipient: address,
        subject,
        text,
        providerMessageId: receipt.providerMessageId,
        answer: receipt.answer,
        createdAt: clock.now(),
      });
      return receipt;
    },
  };
}
