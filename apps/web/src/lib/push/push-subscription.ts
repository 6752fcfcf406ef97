/**
 * Web push, the browser's side: whether this browser can take pushes, subscribing it with the
 * server's VAPID key through the portal's service worker (public/sw.js), and unsubscribing it. The
 * service worker is registered only here, when a partner turns push on, so no page loads it before
 * (the entry pages least of all). Telling the server (POST/DELETE …/notifications/push-subscription)
 * is the settings screen's part.
 */
import type { PushSubscriptionBody } from '@partner-portal/contract/notifications-api';

/** What 알림 설정 can offer: nothing, a blocked prompt, a prompt to ask, or pushes already allowed. */
export type PushSupport = 'unsupported' | NotificationPermission;

export const SERVICE_WORKER_URL = '/sw.js';

/** Why push could not be turned on; the message is for the partner. */
export class PushNotAllowed extends Error {
  constructor(readonly reason: Exclude<PushSupport, 'granted'>) {
    super(
      {
        unsupported: '이 브라우저에서는 푸시 알림을 받을 수 없습니다.',
        denied: '브라우저에서 이 사이트의 알림이 차단되어 있습니다. 브라우저 설정에서 알림을 허용해 주세요.',
        default: '알림 권한을 허용해야 푸시 알림을 받을 수 있습니다.',
      }[reason],
    );
    this.name = 'PushNotAllowed';
  }
}

/**
 * Safari in a tab (outside a home-screen app), in-app browsers and pages not served over HTTPS have
 * no PushManager or no service worker.
 */
export function pushSupport(): PushSupport {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return 'unsupported';
  return Notification.permission;
}

/** A base64url key (the server's VAPID public key) as the bytes PushManager.subscribe takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

/**
 * Asks the partner's permission, registers the service worker and subscribes this browser with the
 * server's key (the one it has when the key is the same). Call it from the click that turns push on:
 * Safari shows the permission prompt only within a user's gesture.
 */
export async function subscribePush(publicKey: string): Promise<PushSubscriptionBody> {
  if (pushSupport() === 'unsupported') throw new PushNotAllowed('unsupported');
  // First, before any other wait, while the click still counts as the partner's gesture.
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushNotAllowed(permission);
  await navigator.serviceWorker.register(SERVICE_WORKER_URL);
  // subscribe() needs an active worker, which `ready` waits for.
  const registration = await navigator.serviceWorker.ready;
  const key = keyBytes(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameBytes(existing.options.applicationServerKey, key)) return bodyOf(existing);
  // A subscription made with another key (the server's keys changed) takes no pushes any more.
  await existing?.unsubscribe();
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  return bodyOf(subscription);
}

/** This browser's subscription, without registering anything; null when it has none. */
export async function currentPushSubscription(): Promise<PushSubscriptionBody | null> {
  const registration = await portalRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  return subscription ? bodyOf(subscription) : null;
}

/** Unsubscribes this browser and removes the service worker; the endpoint that was, for the server. */
export async function unsubscribePush(): Promise<string | null> {
  const registration = await portalRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  await subscription?.unsubscribe();
  await registration?.unregister();
  return subscription?.endpoint ?? null;
}

async function portalRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  if (pushSupport() === 'unsupported') return undefined;
  return navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL);
}

function bodyOf(subscription: PushSubscription): PushSubscriptionBody {
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('push subscription without its keys');
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

function sameBytes(buffer: ArrayBuffer | null, bytes: Uint8Array): boolean {
  if (!buffer || buffer.byteLength !== bytes.length) return false;
  const other = new Uint8Array(buffer);
  return bytes.every((byte, i) => other[i] === byte);
}
