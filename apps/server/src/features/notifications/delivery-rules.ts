/**
 * Which channels a notification goes to and when, from the recipient's 알림 설정: a pure function,
 * so the rules are tested without a database.
 * - the partner's channel choice per kind (the catalogue's defaults until they choose; payment,
 *   security and legal kinds always keep at least one channel);
 * - marketing only with the marketing consent, and not 21:00–08:00 KST without the night consent
 *   (정보통신망법 §50): held until 08:00;
 * - quiet hours hold everything that is not urgent until they end.
 */
import {
  isMandatory,
  MARKETING_NIGHT,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  PARTNER_NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
} from '@partner-portal/contract/notifications-constants';
import { seoulDate, seoulInstant, seoulWallMinute } from '@partner-portal/contract/seoul-time';

export interface RecipientPreferences {
  channels: Partial<Record<NotificationKind, readonly NotificationChannel[]>>;
  quietHours: { start: string; end: string } | null;
  marketingConsent: boolean;
  nightConsent: boolean;
}

export const DEFAULT_PREFERENCES: RecipientPreferences = {
  channels: {},
  quietHours: null,
  marketingConsent: false,
  nightConsent: false,
};

export interface PlannedDelivery {
  channel: NotificationChannel;
  /** `pending`: send now; `held`: not before `notBefore`; `skipped`: recorded, never sent. */
  status: 'pending' | 'held' | 'skipped';
  notBefore: Date;
  answer: string | null;
}

export const chosenChannels = (
  kind: NotificationKind,
  preferences: RecipientPreferences,
): readonly NotificationChannel[] => {
  const chosen = preferences.channels[kind] ?? NOTIFICATION_EVENTS[kind].defaults;
  const known = NOTIFICATION_CHANNELS.filter((channel) => chosen.includes(channel));
  return known.length === 0 && isMandatory(kind) ? NOTIFICATION_EVENTS[kind].defaults : known;
};

/** The deliveries of one partner notification; `reachable` says which channels have an address. */
export function planDeliveries(
  kind: NotificationKind,
  preferences: RecipientPreferences,
  reachable: (channel: NotificationChannel) => boolean,
  now: Date,
): PlannedDelivery[] {
  const event = NOTIFICATION_EVENTS[kind];
  if (event.category === 'marketing' && !preferences.marketingConsent) return [];
  const holdUntil = latest([
    event.category === 'marketing' && !preferences.nightConsent
      ? windowEnd(now, `${pad(MARKETING_NIGHT.fromHour)}:00`, `${pad(MARKETING_NIGHT.toHour)}:00`)
      : null,
    !event.urgent && preferences.quietHours
      ? windowEnd(now, preferences.quietHours.start, preferences.quietHours.end)
      : null,
  ]);
  return chosenChannels(kind, preferences).map((channel) =>
    !reachable(channel)
      ? { channel, status: 'skipped', notBefore: now, answer: UNREACHABLE[channel] }
      : holdUntil
        ? { channel, status: 'held', notBefore: holdUntil, answer: null }
        : { channel, status: 'pending', notBefore: now, answer: null },
  );
}

/** 테스트 발송: one on every channel the partner has on for any kind, at once. */
export function planTestDeliveries(
  preferences: RecipientPreferences,
  reachable: (channel: NotificationChannel) => boolean,
  now: Date,
): PlannedDelivery[] {
  const on = new Set(PARTNER_NOTIFICATION_KINDS.flatMap((kind) => chosenChannels(kind, preferences)));
  return NOTIFICATION_CHANNELS.filter((channel) => on.has(channel)).map((channel) =>
    reachable(channel)
      ? { channel, status: 'pending', notBefore: now, answer: null }
      : { channel, status: 'skipped', notBefore: now, answer: UNREACHABLE[channel] },
  );
}

const UNREACHABLE: Record<NotificationChannel, string> = {
  alimtalk: '휴대폰 번호 없음',
  email: '이메일 주소 없음',
  push: '알림을 허용한 브라우저 없음',
};

const pad = (hour: number) => String(hour).padStart(2, '0');

const latest = (instants: (Date | null)[]): Date | null =>
  instants.reduce<Date | null>((max, at) => (at && (!max || at > max) ? at : max), null);

/**
 * If `now` falls inside the daily Seoul window [start, end) — which may cross midnight — the instant
 * the window ends; otherwise null.
 */
export function windowEnd(now: Date, start: string, end: string): Date | null {
  const time = seoulWallMinute(now).slice(11, 16);
  const crossesMidnight = start > end;
  const inside = crossesMidnight ? time >= start || time < end : time >= start && time < end;
  if (!inside) return null;
  const today = seoulDate(now);
  const endToday = new Date(seoulInstant(`${today}T${end}`));
  return endToday > now ? endToday : new Date(endToday.getTime() + 24 * 60 * 60 * 1000);
}
