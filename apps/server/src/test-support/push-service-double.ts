/**
 * A local push service (what FCM, Mozilla's autopush or Apple's are to a browser), for the web push
 * channel's tests and the journeys: browsers subscribe to it with an application server key and get
 * an endpoint and the keys PushManager.subscribe() makes (a P-256 key pair and a 16-byte auth
 * secret); a push to an endpoint must carry a VAPID header signed by that application server key
 * (RFC 8292) and a body encrypted for that browser (RFC 8291, aes128gcm of RFC 8188), which the
 * double decrypts and keeps. It answers 201 as push services do, 410 for an expired subscription, or
 * whatever status a test asks for once.
 */
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
  type ECDH,
} from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the browser's PushSubscription.toJSON() gives the portal. */
export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** A browser's own half of a subscription: what it decrypts pushes with. */
export interface SubscriberKeys {
  /** The P-256 private key, base64url. */
  privateKey: string;
  /** The uncompressed P-256 public key and the auth secret, base64url, as in the subscription. */
  p256dh: string;
  auth: string;
}

export interface ReceivedPush {
  endpoint: string;
  /** The decrypted body, parsed as JSON. */
  payload: unknown;
  ttl: number;
  urgency: string | undefined;
  topic: string | undefined;
  /** The VAPID token's claims (aud, exp, sub). */
  claims: { aud: string; exp: number; sub: string };
}

export interface PushServiceDouble {
  /** Its origin, e.g. http://127.0.0.1:41234. */
  url: string;
  /** A browser subscribing with the portal's VAPID public key, as PushManager.subscribe() does. */
  subscribe(applicationServerKey: string): BrowserSubscription;
  /** The browser's keys of a subscription made here (to decrypt elsewhere with decryptPushBody). */
  subscriberKeys(endpoint: string): SubscriberKeys;
  /** The browser dropped the subscription: pushes to it are answered 410 Gone from now on. */
  expire(endpoint: string): void;
  /** The next push to the endpoint is answered with this status (a 503, a 429) and not kept. */
  answerNextWith(endpoint: string, status: number): void;
  /** Pushes accepted, in order of arrival. */
  readonly received: readonly ReceivedPush[];
  /** Requests refused (bad VAPID, bad encryption, unknown endpoint), with the reason. */
  readonly refused: readonly { status: number; reason: string }[];
  close(): Promise<void>;
}

interface Subscription {
  ecdh: ECDH;
  auth: Buffer;
  applicationServerKey: string;
  expired: boolean;
  nextStatus: number | undefined;
}

class Refusal extends Error {
  constructor(
    readonly status: number,
    reason: string,
  ) {
    super(reason);
  }
}

/** A VAPID token may be valid for 24 hours at most (RFC 8292 §2). */
const MAX_TOKEN_SECONDS = 24 * 60 * 60;

export async function startPushServiceDouble(): Promise<PushServiceDouble> {
  const subscriptions = new Map<string, Subscription>();
  const received: ReceivedPush[] = [];
  const refused: { status: number; reason: string }[] = [];
  let origin = '';

  const subscriptionAt = (endpoint: string) => {
    const subscription = subscriptions.get(endpoint);
    if (!subscription) throw new Error('no such subscription at the push service double');
    return subscription;
  };

  async function accept(request: IncomingMessage): Promise<number> {
    const endpoint = `${origin}${request.url ?? ''}`;
    const subscription = subscriptions.get(endpoint);
    if (request.method !== 'POST' || !subscription) throw new Refusal(404, 'no such subscription');
    if (subscription.expired) throw new Refusal(410, 'subscription expired');
    const claims = checkVapid(request.headers.authorization, subscription.applicationServerKey, origin);
    const ttl = request.headers.ttl;
    if (typeof ttl !== 'string' || !/^\d+$/.test(ttl)) throw new Refusal(400, 'TTL header missing');
    if (request.headers['content-encoding'] !== 'aes128gcm')
      throw new Refusal(415, 'content encoding is not aes128gcm');
    const urgency = request.headers.urgency as string | undefined;
    if (urgency !== undefined && !['very-low', 'low', 'normal', 'high'].includes(urgency))
      throw new Refusal(400, 'unknown urgency');
    const body = Buffer.concat(await request.toArray());
    let payload: unknown;
    try {
      payload = JSON.parse(decryptPushBody(body, keysOf(subscription)));
    } catch (error) {
      throw new Refusal(400, `undecryptable body: ${(error as Error).message}`);
    }
    const status = subscription.nextStatus;
    subscription.nextStatus = undefined;
    if (status !== undefined) return status;
    const topic = request.headers.topic as string | undefined;
    received.push({ endpoint, payload, ttl: Number(ttl), urgency, topic, claims });
    return 201;
  }

  const server = createServer((request, response) => {
    accept(request).then(
      (status) => {
        if (status === 201) response.setHeader('location', `${origin}/message/${randomUUID()}`);
        response.writeHead(status).end();
      },
      (error: unknown) => {
        const refusal = error instanceof Refusal ? error : new Refusal(500, String(error));
        refused.push({ status: refusal.status, reason: refusal.message });
        response.writeHead(refusal.status, { 'content-type': 'text/plain' }).end(refusal.message);
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: origin,
    subscribe(applicationServerKey) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const endpoint = `${origin}/push/${randomUUID()}`;
      const auth = randomBytes(16);
      subscriptions.set(endpoint, {
        ecdh,
        auth,
        applicationServerKey,
        expired: false,
        nextStatus: undefined,
      });
      return {
        endpoint,
        keys: { p256dh: ecdh.getPublicKey('base64url'), auth: auth.toString('base64url') },
      };
    },
    subscriberKeys: (endpoint) => keysOf(subscriptionAt(endpoint)),
    expire: (endpoint) => void (subscriptionAt(endpoint).expired = true),
    answerNextWith: (endpoint, status) => void (subscriptionAt(endpoint).nextStatus = status),
    received,
    refused,
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

const keysOf = (subscription: Subscription): SubscriberKeys => ({
  privateKey: subscription.ecdh.getPrivateKey('base64url'),
  p256dh: subscription.ecdh.getPublicKey('base64url'),
  auth: subscription.auth.toString('base64url'),
});

/**
 * `Authorization: vapid t=<JWT>, k=<public key>`: the key must be the one the browser subscribed
 * with, the token signed by it (ES256), for this push service's origin, and not valid beyond 24 h.
 */
function checkVapid(header: string | undefined, applicationServerKey: string, origin: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Refusal(401, 'no VAPID authorization');
  const [, token, key] = match as unknown as [string, string, string];
  if (key !== applicationServerKey) throw new Refusal(403, 'VAPID key is not the subscription’s');
  const [header64, claims64, signature64] = token.split('.') as [string, string, string];
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header64}.${claims64}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature64, 'base64url'),
  );
  const jose = JSON.parse(Buffer.from(header64, 'base64url').toString()) as { alg?: string };
  if (!signed || jose.alg !== 'ES256') throw new Refusal(401, 'VAPID token not signed by its key');
  const claims = JSON.parse(Buffer.from(claims64, 'base64url').toString()) as ReceivedPush['claims'];
  const now = Date.now() / 1000;
  if (claims.aud !== origin) throw new Refusal(401, 'VAPID audience is not this push service');
  if (!(claims.exp > now && claims.exp <= now + MAX_TOKEN_SECONDS))
    throw new Refusal(401, 'VAPID token expired or valid beyond 24 hours');
  if (!/^(mailto:|https:)/.test(claims.sub))
    throw new Refusal(401, 'VAPID subject is no mailto: or https: URL');
  return claims;
}

/**
 * Decrypts a push body as the browser does (RFC 8291 with RFC 8188's aes128gcm, one record): the
 * header names the salt and the sender's one-time public key; the key and nonce come from the ECDH
 * secret with the browser's key pair and its auth secret.
 */
export function decryptPushBody(body: Buffer, keys: SubscriberKeys): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyLength = body[20]!;
  const senderKey = body.subarray(21, 21 + keyLength);
  const record = body.subarray(21 + keyLength);
  if (record.length > recordSize) throw new Error('more than one record');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(keys.privateKey, 'base64url'));
  const browserKey = Buffer.from(keys.p256dh, 'base64url');
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), browserKey, senderKey]);
  const ikm = hkdfSync(
    'sha256',
    ecdh.computeSecret(senderKey),
    Buffer.from(keys.auth, 'base64url'),
    info,
    32,
  );
  const derive = (label: string, length: number) =>
    Buffer.from(
      hkdfSync('sha256', Buffer.from(ikm), salt, Buffer.from(`Content-Encoding: ${label}\0`), length),
    );
  const decipher = createDecipheriv('aes-128-gcm', derive('aes128gcm', 16), derive('nonce', 12));
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The text, then 0x02 (the last record's delimiter), then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}
