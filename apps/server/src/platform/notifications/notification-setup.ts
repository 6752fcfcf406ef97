import type { NotificationChannel } from '@partner-portal/contract/notifications-constants';
import type { DeliveryChannel } from './delivery-channel.js';

/** The channels chosen by configuration and where they point (README.md in this folder). */
export interface NotificationSetup {
  channels: Readonly<Record<NotificationChannel, DeliveryChannel>>;
  /** The operations mailbox for staff notifications (STAFF_ALERT_EMAIL); null: the delivery log only. */
  staffMailbox: string | null;
  /** The VAPID public key browsers subscribe with; null when web push is not configured. */
  pushPublicKey: string | null;
  /** Embedded mode: push subscriptions to any address are accepted (push-subscriptions.ts). */
  anyPushEndpoint: boolean;
  /** The portal's public address, for the links in messages (PORTAL_URL). */
  portalUrl: string;
}
