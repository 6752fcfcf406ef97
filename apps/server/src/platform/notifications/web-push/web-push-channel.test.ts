/**
 * The web push channel against a local push service (test-support/push-service-double.ts) that
 * checks the VAPID signature and decrypts each push as the browser would.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedVapidKeys } from '../../../db/embedded-secrets.js';
import {
  startPushServiceDouble,
  type BrowserSubscription,
  type PushServiceDouble,
} from '../../../test-support/push-service-double.js';
import { PermanentRefusal, type ChannelMessage, type PushEndpoint } from '../delivery-channel.js';
import { webPushChannel, type WebPushChannel } from './web-push-channel.js';

const SUBJECT = 'mailto:ops@remodel.example';
let dataDir: string;
let service: PushServiceDouble;
let channel: WebPushChannel;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'web-push-'));
  // The keys embedded mode generates, so the pair is proven to sign what push services accept.
  channel = webPushChannel({ ...embeddedVapidKeys(dataDir), subject: SUBJECT });
  service = await startPushServiceDouble();
});
afterAll(async () => {
  await service.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const endpointOf = (subscription: BrowserSubscription): PushEndpoint => ({
  endpoint: subscription.endpoint,
  ...subscription.keys,
});
/** A browser subscribed with the channel's public key, as the settings screen subscribes it. */
const newBrowser = () => endpointOf(service.subscribe(channel.publicKey));

function message(browsers: PushEndpoint[], overrides: Partial<ChannelMessage> = {}): ChannelMessage {
  return {
    messageKey: 'n41-push-g1',
    kind: 'deposit.confirmed',
    templateCode: 'RM_PT_DEPOSIT_OK',
    variables: {},
    title: '무통장 입금 확인',
    text: '[리모델링마켓] 입금이 확인되었습니다.',
    url: 'http://127.0.0.1:8080/paymentHistory/detail/P20261127-0001',
    recipient: { partnerId: 7, name: '한결인테리어', phone: null, email: null, pushSubscriptions: browsers },
    ...overrides,
  };
}

const pushesTo = (browser: PushEndpoint) =>
  service.received.filter((push) => push.endpoint === browser.endpoint);

/** The error `send` rejects with. */
async function refusalOf(promise: Promise<unknown>): Promise<Error> {
  const error = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!(error instanceof Error)) throw new Error('send did not fail');
  return error;
}

describe('web push channel', () => {
  it("pushes the notification to each of the partner's browsers, encrypted for it and signed with the VAPID key", async () => {
    const [phone, laptop] = [newBrowser(), newBrowser()];
    const receipt = await channel.send(message([phone, laptop]));

    expect(receipt).toEqual({ providerMessageId: null, answer: '201 ×2', goneEndpoints: [] });
    for (const browser of [phone, laptop]) {
      expect(pushesTo(browser)).toEqual([
        {
          endpoint: browser.endpoint,
          payload: {
            title: '무통장 입금 확인',
            body: '[리모델링마켓] 입금이 확인되었습니다.',
            url: 'http://127.0.0.1:8080/paymentHistory/detail/P20261127-0001',
            tag: 'n41-push-g1',
          },
          ttl: 24 * 60 * 60,
          urgency: 'normal',
          // A retry replaces a copy still waiting for an offline browser.
          topic: 'n41-push-g1',
          claims: { aud: service.url, exp: expect.any(Number), sub: SUBJECT },
        },
      ]);
    }
  });

  it('marks an urgent kind high, so a phone asleep wakes for it', async () => {
    const browser = newBrowser();
    await channel.send(message([browser], { kind: 'billing.failed', messageKey: 'n42-push-g1' }));
    expect(pushesTo(browser).map((push) => push.urgency)).toEqual(['high']);
  });

  it('shortens a long text to what a notification shows, within the push size limit', async () => {
    const browser = newBrowser();
    await channel.send(message([browser], { text: '가'.repeat(1000) }));
    const [push] = pushesTo(browser);
    expect((push?.payload as { body: string }).body).toBe(`${'가'.repeat(399)}…`);
  });

  it('names the browsers whose subscription is gone, and still delivers to the others', async () => {
    const [kept, dropped] = [newBrowser(), newBrowser()];
    service.expire(dropped.endpoint);
    const receipt = await channel.send(message([kept, dropped]));
    expect(receipt).toEqual({
      providerMessageId: null,
      answer: '201 ×1, 410 ×1',
      goneEndpoints: [dropped.endpoint],
    });
    expect(pushesTo(kept)).toHaveLength(1);
  });

  it('refuses for good when every subscription is gone, naming them for removal', async () => {
    const browsers = [newBrowser(), newBrowser()];
    for (const browser of browsers) service.expire(browser.endpoint);
    const error = await refusalOf(channel.send(message(browsers)));
    expect(error).toBeInstanceOf(PermanentRefusal);
    expect(error.message).toBe('410 ×2: 구독이 모두 만료됨');
    expect((error as PermanentRefusal).goneEndpoints).toEqual(browsers.map((b) => b.endpoint));
  });

  it('refuses for good, removing nothing, a browser that subscribed with another key', async () => {
    const stale = endpointOf(
      service.subscribe(
        webPushChannel({ ...embeddedVapidKeys(mkdtempSync(join(dataDir, 'old-'))), subject: SUBJECT })
          .publicKey,
      ),
    );
    const error = await refusalOf(channel.send(message([stale])));
    expect(error).toBeInstanceOf(PermanentRefusal);
    expect(error.message).toBe('403 ×1: 푸시 서비스가 거절함');
    expect((error as PermanentRefusal).goneEndpoints).toEqual([]);
    expect(service.refused.at(-1)).toEqual({ status: 403, reason: 'VAPID key is not the subscription’s' });
  });

  it('is refused for good when its private key is not the public key’s (a wrong VAPID_PRIVATE_KEY)', async () => {
    const other = embeddedVapidKeys(mkdtempSync(join(dataDir, 'other-')));
    const misconfigured = webPushChannel({ ...other, publicKey: channel.publicKey, subject: SUBJECT });
    const error = await refusalOf(misconfigured.send(message([newBrowser()])));
    expect(error).toBeInstanceOf(PermanentRefusal);
    expect(error.message).toBe('401 ×1: 푸시 서비스가 거절함');
    expect(service.refused.at(-1)).toEqual({ status: 401, reason: 'VAPID token not signed by its key' });
  });

  it('refuses for good a subscription whose key no push can be encrypted for', async () => {
    const broken = { ...newBrowser(), p256dh: Buffer.alloc(65, 4).toString('base64url') };
    const error = await refusalOf(channel.send(message([broken])));
    expect(error).toBeInstanceOf(PermanentRefusal);
    expect(error.message).toBe('구독 키 오류 ×1: 푸시 서비스가 거절함');
  });

  it('fails for a retry when the push service is busy or unreachable, without naming the endpoint', async () => {
    const busy = newBrowser();
    service.answerNextWith(busy.endpoint, 503);
    const throttled = newBrowser();
    service.answerNextWith(throttled.endpoint, 429);
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = { ...newBrowser(), endpoint: `http://127.0.0.1:${port}/push/gone-host` };

    const error = await refusalOf(channel.send(message([busy, throttled, unreachable])));
    expect(error).not.toBeInstanceOf(PermanentRefusal);
    expect(error.message).toBe('푸시 서비스 503 ×1, 429 ×1, 응답 없음 ×1');
    // The retry goes through.
    expect((await channel.send(message([busy]))).answer).toBe('201 ×1');
  });

  it('reaches a partner with a subscribed browser, shown as a count of browsers', async () => {
    const browsers = [newBrowser(), newBrowser()];
    const recipient = message(browsers).recipient;
    expect(channel.reaches(recipient)).toBe(true);
    expect(channel.maskRecipient(recipient)).toBe('브라우저 2대');
    const none = { ...recipient, pushSubscriptions: [] };
    expect(channel.reaches(none)).toBe(false);
    expect(channel.maskRecipient(none)).toBeNull();
    const error = await refusalOf(channel.send(message([])));
    expect(error).toBeInstanceOf(PermanentRefusal);
    expect(error.message).toBe('구독한 브라우저 없음');
  });
});
