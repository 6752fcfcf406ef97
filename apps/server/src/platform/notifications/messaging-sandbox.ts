/**
 * The message log of the embedded messaging sandboxes (alimtalk with its SMS/LMS fallback, e-mail):
 * every message they accept is a row, duplicates included, and `GET /notification-sandbox/messages`
 * reads them back, newest first, for journeys and the bench. Mounted only when a sandbox runs in
 * place of a real provider, as the payment sandbox is.
 */
import { maskEmail, maskPhone } from '../../shared/masking.js';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  NOTIFICATION_CHANNELS,
  type NotificationChannel,
} from '@partner-portal/contract/notifications-constants';
import { digitsOnly } from '@partner-portal/contract/input-filters';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { messagingSandboxMessages } from '../../db/tables/messaging-sandbox.js';
import type { ChannelReceipt } from './delivery-channel.js';

export const NOTIFICATION_SANDBOX_PREFIX = '/notification-sandbox';

export type SandboxMessage = typeof messagingSandboxMessages.$inferInsert;

export async function recordSandboxMessage(db: Database, message: SandboxMessage): Promise<void> {
  await db.insert(messagingSandboxMessages).values(message);
}

/** The latest message the sandbox accepted under this key on this channel, as its receipt. */
export async function findSandboxMessage(
  db: Database,
  channel: NotificationChannel,
  messageKey: string,
): Promise<ChannelReceipt | null> {
  const [row] = await db
    .select()
    .from(messagingSandboxMessages)
    .where(
      and(eq(messagingSandboxMessages.channel, channel), eq(messagingSandboxMessages.messageKey, messageKey)),
    )
    .orderBy(desc(messagingSandboxMessages.id))
    .limit(1);
  return row
    ? { providerMessageId: row.providerMessageId, answer: row.answer, fallback: row.fallback }
    : null;
}

const messagesQuery = z.object({
  channel: z.enum(NOTIFICATION_CHANNELS).optional(),
  /** A phone number (hyphens allowed) or an e-mail address. */
  to: z.string().min(1).max(254).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});

const sandboxMessage = z.object({
  id: z.number(),
  channel: z.enum(NOTIFICATION_CHANNELS),
  messageKey: z.string(),
  templateCode: z.string().nullable(),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  fallback: z.enum(['sms', 'lms']).nullable(),
  providerMessageId: z.string(),
  answer: z.string(),
  createdAt: z.iso.datetime(),
});

export function messagingSandboxRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${NOTIFICATION_SANDBOX_PREFIX}/messages`,
      {
        schema: {
          summary: '알림 샌드박스가 받은 메시지 (알림톡·문자·이메일, 최신순)',
          querystring: messagesQuery,
          response: { 200: z.object({ messages: z.array(sandboxMessage) }) },
        },
      },
      async (request) => {
        const { channel, to, limit } = request.query;
        const filters: SQL[] = [];
        if (channel) filters.push(eq(messagingSandboxMessages.channel, channel));
        if (to) filters.push(eq(messagingSandboxMessages.recipient, to.includes('@') ? to : digitsOnly(to)));
        const rows = await db
          .select()
          .from(messagingSandboxMessages)
          .where(and(...filters))
          .orderBy(desc(messagingSandboxMessages.id))
          .limit(limit);
        return {
          messages: rows.map(({ recipient, createdAt, ...row }) => ({
            ...row,
            // Masked: the list is open to anyone who can reach the sandbox (filter by the whole number).
            to: recipient.includes('@') ? maskEmail(recipient) : maskPhone(recipient),
            createdAt: createdAt.toISOString(),
          })),
        };
      },
    );
  };
}
