/**
 * This browser's web push: whether it can, whether it is subscribed, and switching it on (the
 * server's public key → the browser's subscription → the server) or off (the server forgets the
 * endpoint, then the browser unsubscribes).
 */
import type { pushKeySchema } from '@partner-portal/contract/notifications-api';
import { NOTIFICATION_PATHS } from '@partner-portal/contract/notifications-constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { partnerApi } from '../../../lib/http/api-clients';
import {
  currentPushSubscription,
  pushSupport,
  subscribePush,
  unsubscribePush,
} from '../../../lib/push/push-subscription';
import { useHydrated } from '../../../lib/use-hydrated';
import type { z } from 'zod';
import { notificationKeys } from './notification-keys';

export interface BrowserPush {
  support: ReturnType<typeof pushSupport>;
  subscribed: boolean;
}

/** Asked of the browser once the page is the app's (a page rendered by the server has no browser to ask). */
export function useBrowserPush() {
  const hydrated = useHydrated();
  return useQuery({
    queryKey: notificationKeys.browserPush(),
    queryFn: async (): Promise<BrowserPush> => ({
      support: pushSupport(),
      subscribed: (await currentPushSubscription()) !== null,
    }),
    enabled: hydrated,
    staleTime: 0,
  });
}

async function turnOn() {
  const { public_key } = await partnerApi.get<z.infer<typeof pushKeySchema>>(NOTIFICATION_PATHS.pushKey);
  const subscription = await subscribePush(public_key);
  await partnerApi.post<unknown>(NOTIFICATION_PATHS.pushSubscription, { body: subscription.toJSON() });
}

async function turnOff() {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  await partnerApi.delete<unknown>(NOTIFICATION_PATHS.pushSubscription, {
    body: { endpoint: subscription.endpoint },
  });
  await unsubscribePush();
}

/** `true` switches this browser's push on, `false` off; the device count of 알림 설정 follows. */
export function useSwitchBrowserPush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => (on ? turnOn() : turnOff()),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationKeys.browserPush() }),
        queryClient.invalidateQueries({ queryKey: notificationKeys.preferences() }),
      ]),
  });
}
