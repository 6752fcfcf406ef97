import type { Database } from '../../db/client.js';
import type { NotificationSetup } from '../../platform/notifications/notification-setup.js';
import type { Clock } from '../../shared/clock.js';

/** What the dispatcher and the delivery worker need: the database, the clock and the channels. */
export type HubDeps = { db: Database; clock: Clock } & Pick<
  NotificationSetup,
  'channels' | 'staffMailbox' | 'portalUrl'
>;
