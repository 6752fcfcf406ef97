/**
 * The rules of 알림 설정 as the screen applies them before anything is saved (the server applies the
 * same): a payment, security or legal notice keeps at least one channel; the night consent needs the
 * marketing consent; quiet hours start and end at different times.
 */
import {
  quietHoursSchema,
  type Preferences,
  type PreferencesUpdate,
  type QuietHours,
} from '@partner-portal/contract/notifications-api';
import {
  isMandatory,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  PARTNER_NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
} from '@partner-portal/contract/notifications-constants';

export interface PreferencesDraft {
  /** Per kind, the channels that are on; a kind not named is on its defaults. */
  channels: Preferences['channels'];
  quietHoursOn: boolean;
  /** Kept while quiet hours are off, so switching them on again brings back the last times. */
  quietHours: QuietHours;
  marketing: boolean;
  night: boolean;
}

/** What a partner who never set quiet hours is offered when switching them on. */
export const DEFAULT_QUIET_HOURS: QuietHours = { start: '22:00', end: '08:00' };

export const draftFrom = (preferences: Preferences): PreferencesDraft => ({
  channels: preferences.channels,
  quietHoursOn: preferences.quiet_hours !== null,
  quietHours: preferences.quiet_hours ?? DEFAULT_QUIET_HOURS,
  marketing: preferences.marketing.agreed,
  night: preferences.marketing.agreed && preferences.night.agreed,
});

const channelsOf = (draft: PreferencesDraft, kind: NotificationKind): readonly NotificationChannel[] =>
  draft.channels[kind] ?? NOTIFICATION_EVENTS[kind].defaults;

export const isOn = (draft: PreferencesDraft, kind: NotificationKind, channel: NotificationChannel) =>
  channelsOf(draft, kind).includes(channel);

/** The one channel left to a payment, security or legal notice cannot be switched off. */
export function isLocked(draft: PreferencesDraft, kind: NotificationKind, channel: NotificationChannel) {
  const on = channelsOf(draft, kind);
  return isMandatory(kind) && on.length === 1 && on[0] === channel;
}

export function setChannel(
  draft: PreferencesDraft,
  kind: NotificationKind,
  channel: NotificationChannel,
  on: boolean,
): PreferencesDraft {
  if (!on && isLocked(draft, kind, channel)) return draft;
  const current = channelsOf(draft, kind);
  const next = NOTIFICATION_CHANNELS.filter((c) => (c === channel ? on : current.includes(c)));
  return { ...draft, channels: { ...draft.channels, [kind]: next } };
}

/** Withdrawing the marketing consent withdraws the night consent with it. */
export const setMarketing = (draft: PreferencesDraft, agreed: boolean): PreferencesDraft => ({
  ...draft,
  marketing: agreed,
  night: agreed && draft.night,
});

export const setNight = (draft: PreferencesDraft, agreed: boolean): PreferencesDraft => ({
  ...draft,
  night: draft.marketing && agreed,
});

/** Why the quiet hours cannot be saved as they are, or null. */
export function quietHoursError(draft: PreferencesDraft): string | null {
  if (!draft.quietHoursOn) return null;
  const parsed = quietHoursSchema.safeParse(draft.quietHours);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/** The PUT body: every kind the matrix shows (the server refuses the others), in the channels' order. */
export function updateFrom(draft: PreferencesDraft): PreferencesUpdate {
  return {
    channels: Object.fromEntries(
      PARTNER_NOTIFICATION_KINDS.map((kind) => [
        kind,
        NOTIFICATION_CHANNELS.filter((c) => isOn(draft, kind, c)),
      ]),
    ),
    quiet_hours: draft.quietHoursOn ? draft.quietHours : null,
    marketing_agreed: draft.marketing,
    night_agreed: draft.marketing && draft.night,
  };
}

/** Whether the draft would change anything once saved. */
export const changes = (draft: PreferencesDraft, saved: PreferencesDraft) =>
  JSON.stringify(updateFrom(draft)) !== JSON.stringify(updateFrom(saved));
