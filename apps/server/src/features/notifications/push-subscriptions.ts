/** The partner's browsers that receive web push (the service worker's PushSubscription). */
import { and, eq, inArray } from 'drizzle-orm';
import type { PushSubscriptionBody } from '@partner-portal/contract/notifications-api';
import type { Database } from '../../db/client.js';
import { notificationPreferences, pushSubscriptions } from '../../db/tables/notifications.js';

/**
 * The browsers' push services (Chrome and Edge through FCM, Firefox, Edge's WNS, Safari): the server
 * posts to a subscription's endpoint, so any other address would let a partner make it call anywhere.
 */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  '.notify.windows.com',
  'web.push.apple.com',
];

export const isPushServiceEndpoint = (endpoint: string): boolean => {
  const url = new URL(endpoint);
  return (
    url.protocol === 'https:' &&
    PUSH_SERVICE_HOSTS.some((host) =>
      host.startsWith('.') ? url.hostname.endsWith(host) : url.hostname === host,
    )
  );
};

/** Browsers a partner may subscribe; the oldest goes when a new one comes past it. */
const MAX_BROWSERS = 10;

/** Saves the browser's subscription for the partner (a browser re-subscribing moves to its new owner). */
export async function savePushSubscription(
  db: Database,
  partnerId: number,
  body: PushSubscriptionBody,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({ partnerId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { partnerId, p256dh: body.keys.p256dh, auth: body.keys.auth },
      });
    const browsers = await tx
      .select({ id: pushSubscriptions.subscriptionId })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.partnerId, partnerId))
      .orderBy(pushSubscriptions.subscriptionId);
    const oldest = browsers.slice(0, Math.max(0, browsers.length - MAX_BROWSERS)).map((old) => old.id);
    if (oldest.length > 0)
      await tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.subscriptionId, oldest));
  });
}

/** Removes one of the partner's browsers; another partner's endpoint is left alone. */
export async function removePushSubscription(
  db: Database,
  partnerId: number,
  endpoint: string,
): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.partnerId, partnerId), eq(pushSubscriptions.endpoint, endpoint)));
}

/** 탈퇴: the partner's browsers and notification settings are forgotten. */
export async function forgetPartnerChannels(tx: Database, partnerId: number): Promise<void> {
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.partnerId, partnerId));
  await tx.delete(notificationPreferences).where(eq(notificationPreferences.partnerId, partnerId));
}
