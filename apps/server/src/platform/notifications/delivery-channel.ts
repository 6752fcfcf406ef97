/**
 * The port each delivery channel implements (alimtalk with SMS fallback, e-mail, web push). The hub
 * (features/notifications) decides who gets what on which channel and when; a channel only carries
 * one message to one recipient and says what the provider answered.
 */
import type { NotificationChannel, NotificationKind } from '@partner-portal/contract/notifications-constants';

export interface ChannelRecipient {
  /** Null for the staff mailbox. */
  partnerId: number | null;
  name: string;
  /** Digits only, e.g. 01012345678; null when the partner gave none. */
  phone: string | null;
  email: string | null;
  /** The partner's browsers subscribed to web push. */
  pushSubscriptions: readonly PushEndpoint[];
}

export interface PushEndpoint {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface ChannelMessage {
  /**
   * Stable for one delivery across retries, new for each staff resend: the provider's idempotency
   * key (or what a lookup before a retry searches for).
   */
  messageKey: string;
  kind: NotificationKind;
  /** The alimtalk template code of the kind (content/notifications/<kind>.txt). */
  templateCode: string;
  /** `#{변수}` → value, as the template declares them. */
  variables: Readonly<Record<string, string>>;
  title: string;
  /** The template filled in: what alimtalk shows, and the body of an SMS, e-mail or push. */
  text: string;
  /** Absolute URL of the screen the notification is about, or null. */
  url: string | null;
  recipient: ChannelRecipient;
}

export interface ChannelReceipt {
  /** The provider's id of the accepted message, when it gives one. */
  providerMessageId: string | null;
  /** Short words for the delivery log: the provider's status, never the recipient's number. */
  answer: string;
  /** Alimtalk only: the message went as SMS or LMS because KakaoTalk refused it. */
  fallback?: 'sms' | 'lms' | null;
  /** Web push only: subscriptions the push service says are gone (404/410), to be removed. */
  goneEndpoints?: readonly string[];
}

/**
 * A refusal that a retry cannot change (unknown template, a number that cannot receive, no
 * subscription left): the delivery is recorded as failed and never tried again. Any other error is
 * transient and retried with back-off.
 */
export class PermanentRefusal extends Error {
  override name = 'PermanentRefusal';

  constructor(
    message: string,
    /** Web push only: the subscriptions found gone (404/410) on the way, as in a receipt. */
    readonly goneEndpoints: readonly string[] = [],
  ) {
    super(message);
  }
}

export interface DeliveryChannel {
  readonly name: NotificationChannel;
  /** Whether this recipient can be reached on the channel at all (a phone number, an address, a browser). */
  reaches(recipient: ChannelRecipient): Promise<boolean> | boolean;
  /** How the delivery log shows the recipient: masked (010-****-5678, h***@example.com). */
  maskRecipient(recipient: ChannelRecipient): string | null;
  /** Resolves once the provider accepted the message; throws PermanentRefusal or a transient error. */
  send(message: ChannelMessage): Promise<ChannelReceipt>;
  /**
   * Before retrying a delivery whose sender crashed mid-send: the provider's record of the message
   * key, if it accepted it. Channels whose provider deduplicates by key may omit it.
   */
  find?(messageKey: string): Promise<ChannelReceipt | null>;
}
