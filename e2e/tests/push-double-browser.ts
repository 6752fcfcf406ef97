/**
 * Headless Chromium here has no push service (no network for FCM): the page's PushManager subscribes
 * at a local push service double instead (apps/server/src/test-support/push-service-double.ts), which
 * checks the server's VAPID signature and decrypts each push. Needs the full browser: the old-headless
 * shell never grants notifications.
 */
import type { BrowserContext } from '@playwright/test';
import type { PushServiceDouble } from '../../apps/server/src/test-support/push-service-double.js';

/** PushManager as a browser with a reachable push service has it: subscribing at the double. */
function pushManagerAtDouble(): void {
  const STORE = 'e2e-push-subscription';
  const base64url = (bytes: Uint8Array) =>
    btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  const bytesOf = (text: string) =>
    Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)).buffer;
  const subscription = ({ json, key }: { json: PushSubscriptionJSON; key: string }) =>
    ({
      endpoint: json.endpoint,
      expirationTime: null,
      getKey: () => null,
      toJSON: () => json,
      options: { userVisibleOnly: true, applicationServerKey: bytesOf(key) },
      unsubscribe: async () => (localStorage.removeItem(STORE), true),
    }) as unknown as PushSubscription;
  PushManager.prototype.subscribe = async function (options) {
    const key = base64url(new Uint8Array(options!.applicationServerKey as ArrayBuffer));
    const json = (await (
      window as unknown as { subscribeAtPushService(key: string): Promise<PushSubscriptionJSON> }
    ).subscribeAtPushService(key)) as PushSubscriptionJSON;
    localStorage.setItem(STORE, JSON.stringify({ json, key }));
    return subscription({ json, key });
  };
  PushManager.prototype.getSubscription = async () => {
    const stored = localStorage.getItem(STORE);
    return stored ? subscription(JSON.parse(stored)) : null;
  };
}

/** Lets the context's pages grant notifications and subscribe at `service` instead of a real push service. */
export async function subscribeAtPushDouble(
  context: BrowserContext,
  origin: string,
  service: PushServiceDouble,
): Promise<void> {
  await context.grantPermissions(['notifications'], { origin });
  await context.exposeFunction('subscribeAtPushService', (key: string) => service.subscribe(key));
  await context.addInitScript(pushManagerAtDouble);
}
