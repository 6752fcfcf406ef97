/**
 * Channels that record what they are asked to send, for the hub's tests: each can be told to refuse
 * for good or fail for a while, and answers `find` from what it accepted, as a provider would.
 */
import type { NotificationChannel } from '@partner-portal/contract/notifications-constants';
import {
  PermanentRefusal,
  type ChannelMessage,
  type DeliveryChannel,
} from '../platform/notifications/delivery-channel.js';
import { maskEmail, maskPhone } from '../shared/masking.js';

export interface RecordingChannel extends DeliveryChannel {
  sent: ChannelMessage[];
  /** The next sends fail with this error (transient), this many times. */
  failNext(times: number, permanent?: boolean): void;
}

export function recordingChannel(name: NotificationChannel): RecordingChannel {
  let failures = 0;
  let permanent = false;
  const sent: ChannelMessage[] = [];
  return {
    name,
    sent,
    failNext(times, isPermanent = false) {
      failures = times;
      permanent = isPermanent;
    },
    reaches: (recipient) =>
      name === 'alimtalk'
        ? recipient.phone !== null
        : name === 'email'
          ? recipient.email !== null
          : recipient.pushSubscriptions.length > 0,
    maskRecipient: (recipient) =>
      name === 'alimtalk'
        ? maskPhone(recipient.phone ?? '')
        : name === 'email'
          ? maskEmail(recipient.email ?? '')
          : `브라우저 ${recipient.pushSubscriptions.length}대`,
    async send(message) {
      if (failures > 0) {
        failures -= 1;
        throw permanent ? new PermanentRefusal('수신 거부된 번호') : new Error('provider 503');
      }
      // A real provider takes a moment: lets concurrent senders interleave.
      await new Promise((resolve) => setTimeout(resolve, 1));
      sent.push(message);
      return { providerMessageId: `rec-${sent.length}`, answer: 'accepted' };
    },
    async find(messageKey) {
      return sent.some((message) => message.messageKey === messageKey)
        ? { providerMessageId: 'found', answer: 'accepted earlier' }
        : null;
    },
  };
}

export const recordingChannels = () => ({
  alimtalk: recordingChannel('alimtalk'),
  email: recordingChannel('email'),
  push: recordingChannel('push'),
});
