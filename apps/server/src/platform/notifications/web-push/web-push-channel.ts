/**
 * The web push channel: one push per browser the recipient subscribed, through the browser's push
 * service (RFC 8030), encrypted for that browser (RFC 8291, aes128gcm) and signed with our VAPID key
 * (RFC 8292). `web-push` builds each request (encryption, the VAPID header); it is sent here with
 * fetch, so a push service's answer stays ours to read and no error carries an endpoint onwards (an
 * endpoint is a capability to write to someone's browser: it is never logged nor put in a message).
 *
 * Push services deduplicate nothing, but the message key is the push's Topic, so a retry replaces a
 * copy still waiting for an offline browser, and the notification's tag, so a browser shows one
 * notification per message however often it arrives.
 */
import { NOTIFICATION_EVENTS } from '@partner-portal/contract/notifications-constants';
import webpush, { type RequestDetails, type RequestOptions } from 'web-push';
import {
  PermanentRefusal,
  type ChannelMessage,
  type ChannelReceipt,
  type DeliveryChannel,
  type PushEndpoint,
} from '../delivery-channel.js';

export interface WebPushSettings {
  /** base64url P-256 keys: the public one is what browsers subscribe with (`applicationServerKey`). */
  publicKey: string;
  privateKey: string;
  /** `mailto:` or `https:`: where push services reach the operator about its pushes. */
  subject: string;
  /** How long one push service may take to answer; default 10 s. */
  timeoutMs?: number;
}

export interface WebPushChannel extends DeliveryChannel {
  /** What `GET …/notifications/push-key` answers: the browser subscribes with it. */
  readonly publicKey: string;
}

/** What the browser receives (the service worker, public/sw.js, shows it). */
export interface PushPayload {
  title: string;
  body: string;
  /** The screen the notification is about, opened on a click; null: the portal's home. */
  url: string | null;
  /** One notification per message: a repeat replaces it instead of showing twice. */
  tag: string;
}

/** A push service keeps an undelivered push this long (seconds) for a browser that is offline. */
const TIME_TO_LIVE = 24 * 60 * 60;
/** Push services take about 4 kB of ciphertext; the inbox keeps the whole text anyway. */
const MAX_BODY_CHARACTERS = 400;
/** RFC 8030's Topic: up to 32 URL-safe base64 characters. */
const TOPIC = /^[A-Za-z0-9_-]{1,32}$/;
const NO_ANSWER = '응답 없음';
const BAD_KEYS = '구독 키 오류';

type Outcome = number | typeof NO_ANSWER | typeof BAD_KEYS;

const accepted = (outcome: Outcome) => typeof outcome === 'number' && outcome >= 200 && outcome < 300;
/** The push service says the subscription is no more (RFC 8030 §7.3, and FCM's 404). */
const gone = (outcome: Outcome) => outcome === 404 || outcome === 410;
/** Worth another try later: throttled, a server error, no answer at all. */
const transient = (outcome: Outcome) =>
  outcome === NO_ANSWER || outcome === 429 || (typeof outcome === 'number' && outcome >= 500);

export function webPushChannel(settings: WebPushSettings): WebPushChannel {
  const vapidDetails = {
    subject: settings.subject,
    publicKey: settings.publicKey,
    privateKey: settings.privateKey,
  };
  const timeoutMs = settings.timeoutMs ?? 10_000;

  async function push(
    subscription: PushEndpoint,
    payload: string,
    options: RequestOptions,
  ): Promise<Outcome> {
    let request: RequestDetails;
    try {
      request = webpush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        payload,
        options,
      );
    } catch {
      // The browser's key is not a P-256 point (or its auth secret is empty): nothing can be encrypted for it.
      return BAD_KEYS;
    }
    // fetch counts the body itself.
    const { 'Content-Length': _length, ...headers } = request.headers;
    try {
      const response = await fetch(request.endpoint, {
        method: 'POST',
        headers: Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, String(value)])),
        body: request.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      return response.status;
    } catch {
      return NO_ANSWER;
    }
  }

  return {
    name: 'push',
    publicKey: settings.publicKey,

    reaches: (recipient) => recipient.pushSubscriptions.length > 0,

    maskRecipient: (recipient) =>
      recipient.pushSubscriptions.length > 0 ? `브라우저 ${recipient.pushSubscriptions.length}대` : null,

    async send(message: ChannelMessage): Promise<ChannelReceipt> {
      const subscriptions = message.recipient.pushSubscriptions;
      if (subscriptions.length === 0) throw new PermanentRefusal('구독한 브라우저 없음');
      const body =
        message.text.length > MAX_BODY_CHARACTERS
          ? `${message.text.slice(0, MAX_BODY_CHARACTERS - 1)}…`
          : message.text;
      const payload: PushPayload = { title: message.title, body, url: message.url, tag: message.messageKey };
      const options: RequestOptions = {
        vapidDetails,
        TTL: TIME_TO_LIVE,
        urgency: NOTIFICATION_EVENTS[message.kind].urgent ? 'high' : 'normal',
        ...(TOPIC.test(message.messageKey) ? { topic: message.messageKey } : {}),
      };
      const json = JSON.stringify(payload);
      const outcomes = await Promise.all(
        subscriptions.map((subscription) => push(subscription, json, options)),
      );

      const answer = summary(outcomes);
      const goneEndpoints = subscriptions.filter((_, i) => gone(outcomes[i]!)).map((s) => s.endpoint);
      // One browser that took it is a delivery: a retry would show it again on that one.
      if (outcomes.some(accepted)) return { providerMessageId: null, answer, goneEndpoints };
      if (outcomes.some(transient)) throw new Error(`푸시 서비스 ${answer}`);
      throw new PermanentRefusal(
        goneEndpoints.length === subscriptions.length
          ? `${answer}: 구독이 모두 만료됨`
          : `${answer}: 푸시 서비스가 거절함`,
        goneEndpoints,
      );
    },
  };
}

/** `201 ×2`, `201 ×1, 410 ×1`: each answer and how many browsers got it. */
function summary(outcomes: readonly Outcome[]): string {
  const counts = new Map<Outcome, number>();
  for (const outcome of outcomes) counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
  return [...counts].map(([outcome, count]) => `${outcome} ×${count}`).join(', ');
}
