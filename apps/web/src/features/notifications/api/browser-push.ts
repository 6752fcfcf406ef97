/**
 * This browser's web push: whether it can, whether it is subscribed, and switching it on (the
 * server's public key → the browser's subscription → the server) or off (the server forgets the
 * endpoint, then the browser unsubscribes: a failed call leaves both as they were).
 */
import type { pushKeySchema } from '@partner-portal/contract/notifications-api';
import { NOTIFICATION_PATHS } from '@partner-portal/contract/notifications-constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { partnerApi } from '../../../lib/http/api-clients';
import {
  currentPushSubscription,
  pushSupport,
  subscribePush,
  unsubscribePush,
} from '../../../lib/push/push-subscription';
import { useHydrated } from '../../../lib/use-hydrated';
import { notificationKeys } from './notification-keys';

export interface BrowserPush {
  support: ReturnType<typeof pushSupport>;
  subscribed: boolean;
  /**
   * The server's VAPID public key, asked for ahead of the click that subscribes: Safari shows the
   * permission prompt only while that click still counts, which a call in between would outlast.
   */
  publicKey: string | null;
}

const canAsk = (support: BrowserPush['support']) => support === 'default' || support === 'granted';

/** Asked of the browser once the page is the app's (a page rendered by the server has no browser to ask). */
export function useBrowserPush() {
  const hydrated = useHydrated();
  return useQuery({
    queryKey: notificationKeys.browserPush(),
    queryFn: async (): Promise<BrowserPush> => {
      const support = pushSupport();
      const [subscription, key] = await Promise.all([
        currentPushSubscription(),
        canAsk(support)
          ? partnerApi
              .get<z.infer<typeof pushKeySchema>>(NOTIFICATION_PATHS.pushKey, { showErrors: false })
              .catch(() => null)
          : null,
      ]);
      return { support, subscribed: subscription !== null, publicKey: key?.public_key ?? null };
    },
    enabled: hydrated,
    staleTime: 0,
  });
}

async function turnOn(publicKey: string) {
  const subscription = await subscribePush(publicKey);
  await partnerApi.post<unknown>(NOTIFICATION_PATHS.pushSubscription, { body: subscription });
}

async function turnOff() {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  await partnerApi.delete<unknown>(NOTIFICATION_PATHS.pushSubscription, {
    body: { endpoint: subscription.endpoint },
  });
  await unsubscribePush();
}

/** A public key switches this browser's push on with it, null off; the device count of 알림 설정 follows. */
export function useSwitchBrowserPush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (publicKey: string | null) => (publicKey ? turnOn(publicKey) : turnOff()),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationKeys.browserPush() }),
        queryClient.invalidateQueries({ queryKey: notificationKeys.preferences() }),
      ]),
  });
}
