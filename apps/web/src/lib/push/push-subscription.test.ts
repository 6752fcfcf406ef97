import { afterEach, describe, expect, it } from 'vitest';
import {
  currentPushSubscription,
  keyBytes,
  PushNotAllowed,
  pushSupport,
  subscribePush,
  unsubscribePush,
} from './push-subscription';

/** A VAPID public key as the server gives it (`npx web-push generate-vapid-keys`). */
const SERVER_KEY = 'BAhFTbVA_e-paFp29d6N4wbb8M--BFUPl8sKjZny2K9eu4T2DatK0HDuKK9-KnoBCmF9Rq_XQSsKRBnV8hFbGf8';
const OLD_KEY = 'BEFYdYa27iViZc9ZBAxJGxKxlc2iYPv978c1XxGAJcmpC1AsYRT3mxRrTcPl4SyTAAD-cPkvYzjY6Gc0MiSKb_4';

/**
 * What a browser with push gives the page (jsdom has none of it): the permission prompt, the
 * service worker container and one registration's push manager.
 */
function browserWithPush(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const steps: string[] = [];
  let made = 0;
  let registered = false;
  let subscription: ReturnType<typeof pushSubscription> | null = null;
  const pushSubscription = (key: ArrayBuffer) => ({
    endpoint: `https://fcm.googleapis.com/fcm/send/browser-${++made}`,
    options: { applicationServerKey: key, userVisibleOnly: true },
    toJSON: () => ({ endpoint: subscription?.endpoint, keys: { p256dh: 'BNc-p256dh', auth: 'auth-secret' } }),
    unsubscribe: async () => {
      steps.push('unsubscribe');
      subscription = null;
      return true;
    },
  });
  const registration = {
    pushManager: {
      getSubscription: async () => subscription,
      subscribe: async (options: PushSubscriptionOptionsInit) => {
        steps.push(`subscribe ${options.userVisibleOnly}`);
        subscription = pushSubscription((options.applicationServerKey as Uint8Array).slice().buffer);
        return subscription;
      },
    },
    unregister: async () => {
      steps.push('unregister');
      registered = false;
      return true;
    },
  };
  const notification = {
    permission,
    requestPermission: async () => {
      steps.push('ask permission');
      return answer;
    },
  };
  Object.defineProperty(window, 'PushManager', { value: class {}, configurable: true });
  Object.defineProperty(window, 'Notification', { value: notification, configurable: true });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register: async (url: string) => {
        steps.push(`register ${url}`);
        registered = true;
        return registration;
      },
      ready: Promise.resolve(registration),
      getRegistration: async () => (registered ? registration : undefined),
    },
  });
  return {
    steps,
    /** A subscription this browser made before (with `key`), its worker registered. */
    subscribedBefore(key: string) {
      registered = true;
      subscription = pushSubscription(keyBytes(key).buffer);
      return subscription;
    },
  };
}

afterEach(() => {
  for (const [target, name] of [
    [window, 'PushManager'],
    [window, 'Notification'],
    [navigator, 'serviceWorker'],
  ] as const)
    Reflect.deleteProperty(target, name);
});

describe('push support', () => {
  it('is unsupported without a service worker or a push manager (jsdom, Safari in a tab)', () => {
    expect(pushSupport()).toBe('unsupported');
    browserWithPush('granted');
    Reflect.deleteProperty(window, 'PushManager');
    expect(pushSupport()).toBe('unsupported');
  });

  it('is what the partner answered the permission prompt, where push exists', () => {
    for (const permission of ['default', 'denied', 'granted'] as const) {
      browserWithPush(permission);
      expect(pushSupport()).toBe(permission);
    }
  });
});

describe('the server key as bytes', () => {
  it('decodes base64url, without padding, to the 65 bytes of a P-256 point', () => {
    const bytes = keyBytes(SERVER_KEY);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
    // '-' and '_' are base64's '+' and '/'.
    expect([...keyBytes('-_8')]).toEqual([0xfb, 0xff]);
    expect([...keyBytes('AQID')]).toEqual([1, 2, 3]);
    expect([...keyBytes('AQIDBA')]).toEqual([1, 2, 3, 4]);
  });
});

describe('subscribing this browser', () => {
  it('asks permission first, then registers the service worker and subscribes with the server key', async () => {
    const browser = browserWithPush('default', 'granted');
    const body = await subscribePush(SERVER_KEY);
    expect(browser.steps).toEqual(['ask permission', 'register /sw.js', 'subscribe true']);
    expect(body).toEqual({
      endpoint: 'https://fcm.googleapis.com/fcm/send/browser-1',
      keys: { p256dh: 'BNc-p256dh', auth: 'auth-secret' },
    });
    expect(await currentPushSubscription()).toEqual(body);
  });

  it('registers nothing when the partner refuses or the browser cannot', async () => {
    const browser = browserWithPush('default', 'denied');
    const refusal = await subscribePush(SERVER_KEY).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(PushNotAllowed);
    expect(refusal).toMatchObject({
      reason: 'denied',
      message: expect.stringContaining('브라우저 설정에서'),
    });
    expect(browser.steps).toEqual(['ask permission']);

    Reflect.deleteProperty(navigator, 'serviceWorker');
    await expect(subscribePush(SERVER_KEY)).rejects.toMatchObject({ reason: 'unsupported' });
    expect(browser.steps).toEqual(['ask permission']);
  });

  it('keeps a subscription made with the same key, and replaces one made with an old key', async () => {
    const browser = browserWithPush('granted');
    const kept = browser.subscribedBefore(SERVER_KEY);
    expect((await subscribePush(SERVER_KEY)).endpoint).toBe(kept.endpoint);
    expect(browser.steps).not.toContain('subscribe true');

    browser.subscribedBefore(OLD_KEY);
    browser.steps.length = 0;
    await subscribePush(SERVER_KEY);
    expect(browser.steps).toEqual(['ask permission', 'register /sw.js', 'unsubscribe', 'subscribe true']);
  });

  it('reads the current subscription without registering the service worker', async () => {
    const browser = browserWithPush('granted');
    expect(await currentPushSubscription()).toBeNull();
    expect(browser.steps).toEqual([]);
  });
});

describe('unsubscribing this browser', () => {
  it('ends the subscription, removes the service worker and gives the endpoint to tell the server', async () => {
    const browser = browserWithPush('granted');
    const { endpoint } = browser.subscribedBefore(SERVER_KEY);
    expect(await unsubscribePush()).toBe(endpoint);
    expect(browser.steps).toEqual(['unsubscribe', 'unregister']);
    expect(await currentPushSubscription()).toBeNull();
    expect(await unsubscribePush()).toBeNull();
  });
});
