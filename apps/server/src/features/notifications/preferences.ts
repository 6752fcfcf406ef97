/**
 * 알림 설정: the channel matrix, quiet hours and the two consents. Consents are recorded with the time
 * and the wording version the partner saw; withdrawing one clears it (and the marketing flag of sign-up).
 */
import { eq } from 'drizzle-orm';
import { RETURN_CODES } from '@partner-portal/contract/api-constants';
import type { Preferences, PreferencesUpdate } from '@partner-portal/contract/notifications-api';
import {
  CONSENT_WORDING,
  isMandatory,
  NOTIFICATION_EVENTS,
  PARTNER_NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
} from '@partner-portal/contract/notifications-constants';
import type { Database } from '../../db/client.js';
import { notificationPreferences } from '../../db/tables/notifications.js';
import { partners } from '../../db/tables/partners.js';
import type { DeliveryChannel } from '../../platform/notifications/delivery-channel.js';
import type { Clock } from '../../shared/clock.js';
import { Refusal } from '../../shared/problems.js';
import { chosenChannels } from './delivery-rules.js';
import { loadRecipients } from './recipients.js';

export interface PreferenceDeps {
  db: Database;
  clock: Clock;
  channels: Readonly<Record<NotificationChannel, DeliveryChannel>>;
}

export async function readPreferences(deps: PreferenceDeps, partnerId: number): Promise<Preferences> {
  const [row] = await deps.db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.partnerId, partnerId));
  const { recipient, preferences } = (await loadRecipients(deps.db, [partnerId])).get(partnerId)!;
  return {
    channels: Object.fromEntries(
      PARTNER_NOTIFICATION_KINDS.map((kind) => [kind, [...chosenChannels(kind, preferences)]]),
    ),
    quiet_hours: preferences.quietHours,
    marketing: row
      ? consentView(row.marketingAgreedAt, row.marketingVersion)
      : // The sign-up form's consent: its time is the account's, its wording the sign-up terms'.
        { agreed: preferences.marketingConsent, agreed_at: null, version: null },
    night: consentView(row?.nightAgreedAt ?? null, row?.nightVersion ?? null),
    phone_masked: recipient.phone ? deps.channels.alimtalk.maskRecipient(recipient) : null,
    email_masked: recipient.email ? deps.channels.email.maskRecipient(recipient) : null,
    push_devices: recipient.pushSubscriptions.length,
  };
}

const consentView = (at: Date | null, version: number | null) => ({
  agreed: at !== null,
  agreed_at: at?.toISOString() ?? null,
  version: at ? version : null,
});

export async function savePreferences(
  deps: PreferenceDeps,
  partnerId: number,
  update: PreferencesUpdate,
): Promise<Preferences> {
  const channels: Partial<Record<NotificationKind, NotificationChannel[]>> = {};
  for (const [kind, chosen] of Object.entries(update.channels) as [
    NotificationKind,
    NotificationChannel[],
  ][]) {
    if (NOTIFICATION_EVENTS[kind].audience !== 'partner') {
      throw new Refusal(
        RETURN_CODES.notificationPreferencesRefused,
        '설정할 수 없는 알림입니다.',
        'channels',
      );
    }
    if (chosen.length === 0 && isMandatory(kind)) {
      throw new Refusal(
        RETURN_CODES.notificationPreferencesRefused,
        `'${NOTIFICATION_EVENTS[kind].label}' 알림은 결제·보안·약관 알림이라 한 가지 이상의 채널로 받아야 합니다.`,
        'channels',
      );
    }
    channels[kind] = [...new Set(chosen)];
  }
  if (update.night_agreed && !update.marketing_agreed) {
    throw new Refusal(
      RETURN_CODES.notificationPreferencesRefused,
      '야간 광고성 정보 수신은 광고성 정보 수신에 동의한 경우에만 설정할 수 있습니다.',
      'night_agreed',
    );
  }
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.partnerId, partnerId))
      .for('update');
    // An agreement already on record keeps its time and wording; a new one is recorded now.
    const consent = (
      agreed: boolean,
      at: Date | null | undefined,
      version: number | null | undefined,
      wording: number,
    ) =>
      agreed ? { at: at ?? now, version: at ? (version ?? wording) : wording } : { at: null, version: null };
    const marketing = consent(
      update.marketing_agreed,
      current?.marketingAgreedAt,
      current?.marketingVersion,
      CONSENT_WORDING.marketing.version,
    );
    const night = consent(
      update.night_agreed,
      current?.nightAgreedAt,
      current?.nightVersion,
      CONSENT_WORDING.night.version,
    );
    const values = {
      channels: { ...(current?.channels ?? {}), ...channels },
      quietStart: update.quiet_hours?.start ?? null,
      quietEnd: update.quiet_hours?.end ?? null,
      marketingAgreedAt: marketing.at,
      marketingVersion: marketing.version,
      nightAgreedAt: night.at,
      nightVersion: night.version,
      updatedAt: now,
    };
    await tx
      .insert(notificationPreferences)
      .values({ partnerId, ...values })
      .onConflictDoUpdate({ target: notificationPreferences.partnerId, set: values });
    await tx
      .update(partners)
      .set({ agreementMarketing: update.marketing_agreed })
      .where(eq(partners.partnerId, partnerId));
  });
  return readPreferences(deps, partnerId);
}
