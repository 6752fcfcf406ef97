/**
 * The notification hub's calls (ours; the spec has none): the partner's inbox and bell, the
 * preferences matrix of 알림 설정 with quiet hours and the marketing and night consents, the test
 * send, the browser's push subscription, and the staff console's delivery log with a resend.
 */
import { z } from 'zod';
import { idSchema, idParamSchema } from './ids.js';
import {
  DELIVERY_STATUSES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  NOTIFICATION_PAGE_SIZE,
} from './notifications-constants.js';

const kindSchema = z.enum(NOTIFICATION_KINDS as [string, ...string[]]);
const channelSchema = z.enum(NOTIFICATION_CHANNELS);

export const inboxQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(NOTIFICATION_PAGE_SIZE),
  unread_only: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});
export type InboxQuery = z.input<typeof inboxQuerySchema>;

export const inboxItemSchema = z.object({
  notification_id: z.number().int(),
  kind: kindSchema,
  title: z.string(),
  text: z.string(),
  /** The portal path the notification is about (a payment, a notice, MyPage). */
  link: z.string().nullable(),
  created_at: z.string(),
  read: z.boolean(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

export const inboxSchema = z
  .object({
    total: z.number().int(),
    unread: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
    items: z.array(inboxItemSchema),
  })
  .describe('알림함: 최신순, 읽지 않은 알림 수');
export type Inbox = z.infer<typeof inboxSchema>;

export const markReadSchema = z
  .object({
    /** The notifications to mark read; omitted with `all: true` marks every one (모두 읽음). */
    ids: z.array(idSchema()).min(1).max(100).optional(),
    all: z.boolean().optional(),
  })
  .refine((body) => body.all === true || (body.ids?.length ?? 0) > 0, {
    message: '읽음 처리할 알림을 선택해주세요.',
    path: ['ids'],
  });
export type MarkRead = z.infer<typeof markReadSchema>;

export const markReadResultSchema = z.object({ unread: z.number().int() });

/** `HH:mm`, Seoul wall time. */
const wallTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, '시간을 HH:mm 형식으로 입력해주세요.');

export const quietHoursSchema = z
  .object({ start: wallTime, end: wallTime })
  .refine((hours) => hours.start !== hours.end, {
    message: '방해 금지 시작과 종료 시간이 같을 수 없습니다.',
    path: ['end'],
  });
export type QuietHours = z.infer<typeof quietHoursSchema>;

const consentViewSchema = z.object({
  agreed: z.boolean(),
  agreed_at: z.string().nullable(),
  /** The wording version agreed to (notifications-constants CONSENT_WORDING). */
  version: z.number().int().nullable(),
});

/** Per kind, the channels that are on. */
const channelMatrixSchema = z.partialRecord(
  kindSchema,
  z.array(channelSchema).max(NOTIFICATION_CHANNELS.length),
);

export const preferencesSchema = z
  .object({
    channels: channelMatrixSchema,
    quiet_hours: quietHoursSchema.nullable(),
    marketing: consentViewSchema,
    night: consentViewSchema,
    /** Where the channels go, masked: the manager's (else the CEO's) mobile number and the e-mail. */
    phone_masked: z.string().nullable(),
    email_masked: z.string().nullable(),
    /** Browsers of this partner subscribed to push. */
    push_devices: z.number().int(),
  })
  .describe('알림 설정: 알림별 채널, 방해 금지 시간, 광고성 정보와 야간 수신 동의');
export type Preferences = z.infer<typeof preferencesSchema>;

export const preferencesUpdateSchema = z.object({
  channels: channelMatrixSchema,
  quiet_hours: quietHoursSchema.nullable(),
  marketing_agreed: z.boolean(),
  night_agreed: z.boolean(),
});
export type PreferencesUpdate = z.infer<typeof preferencesUpdateSchema>;

export const testSendResultSchema = z
  .object({ channels: z.array(channelSchema), notification_id: z.number().int() })
  .describe('테스트 알림: 켜진 채널마다 한 건');
export type TestSendResult = z.infer<typeof testSendResultSchema>;

/** The browser's PushSubscription.toJSON(). */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: '푸시 주소가 올바르지 않습니다.' }).max(1000),
  keys: z.object({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}=*$/, '푸시 키가 올바르지 않습니다.'),
    auth: z.string().regex(/^[A-Za-z0-9_-]{16,32}=*$/, '푸시 키가 올바르지 않습니다.'),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint: z.string().min(1).max(1000) });

export const pushKeySchema = z.object({ public_key: z.string() });

export const deliverySearchSchema = z.object({
  kind: kindSchema.optional(),
  channel: channelSchema.optional(),
  status: z.enum(DELIVERY_STATUSES).optional(),
  partner_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type DeliverySearch = z.input<typeof deliverySearchSchema>;

export const deliveryRowSchema = z.object({
  delivery_id: z.number().int(),
  notification_id: z.number().int(),
  kind: kindSchema,
  partner_id: z.number().int().nullable(),
  partner_name: z.string().nullable(),
  channel: channelSchema,
  status: z.enum(DELIVERY_STATUSES),
  /** 010-****-5678, h***@example.com: never the whole number or address. */
  recipient_masked: z.string().nullable(),
  /** The provider's answer or our reason (refused template, no subscription, quiet hours). */
  answer: z.string().nullable(),
  /** `sms` or `lms` when alimtalk failed over to a text message. */
  fallback: z.string().nullable(),
  attempts: z.number().int(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type DeliveryRow = z.infer<typeof deliveryRowSchema>;

export const deliveryPageSchema = z
  .object({
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
    rows: z.array(deliveryRowSchema),
  })
  .describe('알림 발송 내역 (최신순)');
export type DeliveryPage = z.infer<typeof deliveryPageSchema>;

export const deliveryParamsSchema = z.object({ deliveryId: idParamSchema() });
