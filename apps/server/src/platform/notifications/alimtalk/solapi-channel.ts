/**
 * The alimtalk channel over Solapi's message API v4 (docs.solapi.com): a thin adapter of the
 * documented HTTP calls with a configurable base URL, since the provider's SDK pins its host.
 *
 * - Authentication: `Authorization: HMAC-SHA256 apiKey=…, date=…, salt=…, signature=…`, the
 *   signature being the hex HMAC-SHA256 of date + salt keyed with the API secret. Solapi refuses a
 *   date more than 15 minutes off and a signature used twice, so every call signs anew.
 * - Sending: `POST /messages/v4/send-many/detail` with one ATA message (the template code as
 *   `templateId`, its `#{변수}` values, the filled text), SMS/LMS fallback on (`disableSms: false`),
 *   and our message key in `customFields`. An answer lists the message as accepted (`2000`) or among
 *   `failedMessageList` with its status code.
 * - Lookup before a retry: Solapi has no idempotency key, so `find` pages through the message list
 *   of the last day (`GET /messages/v4/list`) for the message carrying our key.
 *
 * Refusals a retry cannot change (the template, the text, the number, the channel, the request as
 * formed) throw `PermanentRefusal`; server errors, time-outs, network failures and account problems
 * (authentication, balance) throw a plain Error and are retried. No error message carries the phone
 * number: provider texts are masked before they leave this module.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { digitsOnly } from '@partner-portal/contract/input-filters';
import { z } from 'zod';
import { maskPersonalData, maskPhone } from '../../../shared/masking.js';
import {
  PermanentRefusal,
  type ChannelMessage,
  type ChannelReceipt,
  type DeliveryChannel,
} from '../delivery-channel.js';
import { alimtalkVariables, textMessageType } from './text-message.js';

export interface SolapiSettings {
  apiKey: string;
  apiSecret: string;
  /** `SOLAPI_BASE_URL`: https://api.solapi.com, or a double's address in tests. */
  baseUrl: string;
  /** The KakaoTalk channel's link id at Solapi (`KA01PF…`). */
  pfId: string;
  /** The registered sender number for the SMS/LMS fallback, digits only. */
  senderNumber: string;
}

export interface SolapiChannelOptions {
  /** Per call (10 s). */
  timeoutMs?: number;
}

const TIMEOUT_MS = 10_000;
/** How far back `find` looks, and how many pages of the list it reads at most. */
const LOOKUP_WINDOW_MS = 24 * 3600_000;
const LOOKUP_PAGE_SIZE = 500;
const LOOKUP_MAX_PAGES = 20;
/** The key under which our message key travels in `customFields` (30 characters at most). */
const MESSAGE_KEY_FIELD = 'messageKey';

/**
 * Status codes (docs: message-status-codes) that refuse the message itself: the request as formed
 * (1010–1033, 2011), the channel or template (1041–1053, 3101, 3103, 3105, 3106), a blocked or
 * unreachable number (1058, 1060, 1061, 1064, 2060, 2061, 2064, 3010), the sender number or account
 * (1062, 2062, 2063, 3013), spam filtering (2254). Others (server errors, balance, authentication) may
 * pass later and are retried.
 */
const PERMANENT_CODES = new Set([
  ...['1010', '1011', '1013', '1014', '1025', '1026', '1027', '1028', '1029', '1031', '1032', '1033'],
  ...['1041', '1042', '1043', '1044', '1045', '1046', '1047', '1048', '1049', '1050', '1051', '1052', '1053'],
  ...['1058', '1060', '1061', '1062', '1064', '2011', '2060', '2061', '2062', '2063', '2064', '2254'],
  ...['3010', '3013', '3101', '3103', '3105', '3106'],
]);
const ACCEPTED = '2000';

const statusSchema = z.looseObject({
  messageId: z.string().nullish(),
  statusCode: z.string(),
  statusMessage: z.string().nullish(),
});
const sendAnswerSchema = z.looseObject({
  failedMessageList: z.array(statusSchema).default([]),
  messageList: z.array(statusSchema).optional(),
});
const storedMessageSchema = z.looseObject({
  messageId: z.string().nullish(),
  type: z.string().nullish(),
  text: z.string().nullish(),
  statusCode: z.string().nullish(),
  statusMessage: z.string().nullish(),
  replacement: z.union([z.boolean(), z.number()]).nullish(),
  customFields: z.record(z.string(), z.string()).nullish(),
});
const listAnswerSchema = z.looseObject({
  messageList: z.record(z.string(), storedMessageSchema).default({}),
  nextKey: z.string().nullish(),
});
const errorAnswerSchema = z.looseObject({ errorCode: z.string(), errorMessage: z.string().nullish() });

/** `HMAC-SHA256 apiKey=…, date=…, salt=…, signature=…` for one call. */
function solapiAuthorization(apiKey: string, apiSecret: string, now: Date): string {
  const date = now.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const salt = randomBytes(16).toString('hex');
  const signature = createHmac('sha256', apiSecret)
    .update(date + salt)
    .digest('hex');
  return `HMAC-SHA256 apiKey=${apiKey}, date=${date}, salt=${salt}, signature=${signature}`;
}

/** Accepted (2000) and on from there (3xxx with the carrier or KakaoTalk, 4000 done), not refused on intake. */
const isAccepted = (code: string | null | undefined): boolean => !!code && !/^1|^2(?!000$)/.test(code);

const statusText = (status: { statusCode: string; statusMessage?: string | null | undefined }) =>
  maskPersonalData(`${status.statusCode} ${status.statusMessage ?? ''}`.trim());

/** A stored message's fallback: its own type when Solapi replaced the alimtalk with a text message. */
function fallbackOf(stored: z.infer<typeof storedMessageSchema>): 'sms' | 'lms' | null {
  if (stored.type === 'SMS') return 'sms';
  if (stored.type === 'LMS') return 'lms';
  return stored.replacement ? textMessageType(stored.text ?? '') : null;
}

export function solapiChannel(settings: SolapiSettings, options: SolapiChannelOptions = {}): DeliveryChannel {
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  const base = settings.baseUrl.replace(/\/+$/, '');

  /** One signed call; the parsed JSON of a 2xx answer. Refusals and failures throw. */
  async function call(method: 'GET' | 'POST', path: string, body?: object): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          // The real time, not the app's clock: Solapi checks the date against its own.
          authorization: solapiAuthorization(settings.apiKey, settings.apiSecret, new Date()),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
          ? `no answer within ${timeoutMs} ms`
          : networkCode(error);
      throw new Error(`Solapi ${method} ${path}: ${reason}`, { cause: error });
    }
    const text = await response.text().catch(() => '');
    if (response.ok) {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        throw new Error(`Solapi ${method} ${path}: HTTP ${response.status} with an unreadable answer`);
      }
    }
    const refusal = errorAnswerSchema.safeParse(safeJson(text));
    const detail = refusal.success
      ? maskPersonalData(`${refusal.data.errorCode} ${refusal.data.errorMessage ?? ''}`.trim())
      : `HTTP ${response.status}`;
    // A 400 refuses the request as formed (a bad number, an invalid field): the same request would be
    // refused again. Authentication, balance, rate limits and server errors may pass later.
    if (response.status === 400) throw new PermanentRefusal(`Solapi ${detail}`);
    throw new Error(`Solapi ${method} ${path}: HTTP ${response.status} ${detail}`.trim());
  }

  async function send(message: ChannelMessage): Promise<ChannelReceipt> {
    const answer = sendAnswerSchema.safeParse(
      await call('POST', '/messages/v4/send-many/detail', {
        messages: [
          {
            to: digitsOnly(message.recipient.phone ?? ''),
            from: settings.senderNumber,
            type: 'ATA',
            text: message.text,
            kakaoOptions: {
              pfId: settings.pfId,
              templateId: message.templateCode,
              variables: alimtalkVariables(message.variables),
              disableSms: false,
            },
            customFields: { [MESSAGE_KEY_FIELD]: message.messageKey },
          },
        ],
        showMessageList: true,
      }),
    );
    if (!answer.success) throw new Error('Solapi send: an answer without its message lists');
    const status = answer.data.failedMessageList[0] ?? answer.data.messageList?.[0];
    if (status && status.statusCode !== ACCEPTED) {
      const text = `Solapi ${statusText(status)}`;
      throw PERMANENT_CODES.has(status.statusCode) ? new PermanentRefusal(text) : new Error(text);
    }
    return {
      providerMessageId: status?.messageId ?? null,
      answer: status ? statusText(status) : `${ACCEPTED} 정상 접수`,
      // Whether KakaoTalk refused and a text message went instead is reported later, not on intake.
      fallback: null,
    };
  }

  async function find(messageKey: string): Promise<ChannelReceipt | null> {
    const since = new Date(Date.now() - LOOKUP_WINDOW_MS).toISOString();
    let startKey: string | null | undefined;
    for (let page = 0; page < LOOKUP_MAX_PAGES; page++) {
      const query = new URLSearchParams({
        dateType: 'CREATED',
        startDate: since,
        limit: String(LOOKUP_PAGE_SIZE),
        ...(startKey ? { startKey } : {}),
      });
      const list = listAnswerSchema.safeParse(await call('GET', `/messages/v4/list?${query}`));
      if (!list.success) throw new Error('Solapi list: an answer without its message list');
      // A message refused on intake stays in the list too, but was never accepted.
      const stored = Object.values(list.data.messageList).find(
        (candidate) =>
          candidate.customFields?.[MESSAGE_KEY_FIELD] === messageKey && isAccepted(candidate.statusCode),
      );
      if (stored) {
        return {
          providerMessageId: stored.messageId ?? null,
          answer: statusText({ statusCode: stored.statusCode ?? '', statusMessage: stored.statusMessage }),
          fallback: fallbackOf(stored),
        };
      }
      startKey = list.data.nextKey;
      if (!startKey) return null;
    }
    // Not knowing must not read as "not sent": the delivery waits and asks again.
    throw new Error(`Solapi list: the message was not found in the first ${LOOKUP_MAX_PAGES} pages`);
  }

  return {
    name: 'alimtalk',
    reaches: (recipient) => !!recipient.phone,
    maskRecipient: (recipient) => (recipient.phone ? maskPhone(recipient.phone) : null),
    send,
    find,
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** `ECONNREFUSED`, `ENOTFOUND`…: what `fetch` hides in its error's cause. */
function networkCode(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  return typeof cause?.code === 'string' ? cause.code : 'network error';
}
