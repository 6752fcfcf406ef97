import type { InboxItem } from '@partner-portal/contract/notifications-api';
import { PATHS } from '@partner-portal/contract/routes';
import { safeInAppPath } from '../../lib/safe-path';

/** The screen a notification is about; one without (or with a link outside the portal) opens the inbox. */
export const notificationTarget = (item: InboxItem): string =>
  safeInAppPath(item.link) ?? PATHS.notifications;
