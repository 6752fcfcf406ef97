/** Every notification query's key under one prefix: a mark-read refreshes the bell and the inbox alike. */
export const notificationKeys = {
  all: ['notifications'] as const,
  inboxes: () => [...notificationKeys.all, 'inbox'] as const,
  inbox: (page: number, size: number) => [...notificationKeys.inboxes(), { page, size }] as const,
  preferences: () => [...notificationKeys.all, 'preferences'] as const,
  /** Whether this browser holds a push subscription (the browser's answer, not the server's). */
  browserPush: () => [...notificationKeys.all, 'browser-push'] as const,
};
