/** Where a partner's (or the staff mailbox's) notifications go: phone, e-mail, browsers, 알림 설정. */
import { inArray } from 'drizzle-orm';
import type { NotificationKind, NotificationChannel } from '@partner-portal/contract/notifications-constants';
import type { Database } from '../../db/client.js';
import { partners } from '../../db/tables/partners.js';
import { notificationPreferences, pushSubscriptions } from '../../db/tables/notifications.js';
import type { ChannelRecipient } from '../../platform/notifications/delivery-channel.js';
import { DEFAULT_PREFERENCES, type RecipientPreferences } from './delivery-rules.js';

export interface PartnerRecipient {
  recipient: ChannelRecipient;
  preferences: RecipientPreferences;
}

const digits = (phone: string | null | undefined) => (phone ? phone.replace(/\D/g, '') || null : null);

/** Recipients of the given partners, with their preferences; a partner not found is absent. */
export async function loadRecipients(
  db: Database,
  partnerIds: number[],
): Promise<Map<number, PartnerRecipient>> {
  if (partnerIds.length === 0) return new Map();
  // One after another: inside a transaction they share one connection.
  const people = await db
    .select({
      partnerId: partners.partnerId,
      name: partners.partnerName,
      phone: partners.phoneNo,
      email: partners.taxBillEmail,
      marketingAtSignUp: partners.agreementMarketing,
    })
    .from(partners)
    .where(inArray(partners.partnerId, partnerIds));
  const preferences = await db
    .select()
    .from(notificationPreferences)
    .where(inArray(notificationPreferences.partnerId, partnerIds));
  const browsers = await db
    .select()
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.partnerId, partnerIds));
  const preferencesOf = new Map(preferences.map((row) => [row.partnerId, toPreferences(row)]));
  return new Map(
    people.map((person) => [
      person.partnerId,
      {
        recipient: {
          partnerId: person.partnerId,
          name: person.name,
          // The CEO's mobile, verified at sign-up (the `managers` are the provider's, not the partner's).
          phone: digits(person.phone),
          email: person.email || null,
          pushSubscriptions: browsers
            .filter((browser) => browser.partnerId === person.partnerId)
            .map(({ endpoint, p256dh, auth }) => ({ endpoint, p256dh, auth })),
        },
        // Until the partner saves 알림 설정, the marketing answer given at sign-up stands.
        preferences: preferencesOf.get(person.partnerId) ?? {
          ...DEFAULT_PREFERENCES,
          marketingConsent: person.marketingAtSignUp,
        },
      },
    ]),
  );
}

export const toPreferences = (row: typeof notificationPreferences.$inferSelect): RecipientPreferences => ({
  channels: row.channels as Partial<Record<NotificationKind, NotificationChannel[]>>,
  quietHours: row.quietStart && row.quietEnd ? { start: row.quietStart, end: row.quietEnd } : null,
  marketingConsent: row.marketingAgreedAt !== null,
  nightConsent: row.nightAgreedAt !== null,
});

/** The operations mailbox that staff notifications go to. */
export const staffRecipient = (mailbox: string): ChannelRecipient => ({
  partnerId: null,
  name: '파트너센터 운영팀',
  phone: null,
  email: mailbox,
  pushSubscriptions: [],
});
