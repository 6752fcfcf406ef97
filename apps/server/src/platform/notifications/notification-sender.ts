/**
 * The port through which queued notifications reach a partner (see README.md in this folder).
 * The embedded default writes one log line; production plugs in e-mail or KakaoTalk alimtalk.
 */
export interface OutgoingNotification {
  notificationId: number;
  partnerId: number;
  kind: string;
  /** Korean text for a person; carries no card data and no personal numbers. */
  text: string;
  payload: Record<string, string | number | null>;
}

export interface NotificationSender {
  /**
   * Delivers one notification; resolves once the channel accepted it, throws otherwise (the row
   * stays unsent, its attempts and last error recorded, and is tried again by the next run).
   * `notificationId` is stable across retries: pass it to the channel as its idempotency key.
   */
  send(notification: OutgoingNotification): Promise<void>;
}

/** Logs kind, partner id and a short text: the embedded and development default. */
export function consoleNotificationSender(log: {
  info(details: object, message: string): void;
}): NotificationSender {
  return {
    async send(notification) {
      log.info(
        {
          notification: notification.notificationId,
          kind: notification.kind,
          partnerId: notification.partnerId,
          text: notification.text.slice(0, 120),
        },
        'notification sent',
      );
    },
  };
}
