/**
 * The production e-mail adapter of the notification port: one message per notification to the
 * partner's e-mail address (the tax-bill address every partner gives at sign-up), over SMTP.
 * SMTP has no idempotency key, so the notification id is the Message-ID: a retry after a crash
 * between "accepted" and "marked sent" repeats the same Message-ID, which mail systems collapse.
 */
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/client.js';
import { partners } from '../../db/tables/partners.js';
import type { NotificationSender, OutgoingNotification } from './notification-sender.js';

/** The subject per kind; the body is the notification's own Korean text. */
const SUBJECTS: Record<string, string> = {
  before_execution: '정기결제 예정 안내',
  charge_failed: '정기결제 승인 실패 안내',
  unpaid: '요금제 종료 안내 (정기결제 미결제)',
  card_refused: '등록 카드 사용 불가 안내',
  price_change: '요금 변경 안내',
  ad_sold_out: '상단노출 광고 자동 갱신 불가 안내',
};

export interface EmailSettings {
  /** smtp://user:password@host:587 or smtps://…:465 */
  smtpUrl: string;
  /** The From header, e.g. `리모델링마켓 <no-reply@example.com>`. */
  from: string;
}

export function emailNotificationSender(db: Database, settings: EmailSettings): NotificationSender {
  const transport = nodemailer.createTransport(settings.smtpUrl);
  const domain = /@([^>\s]+)/.exec(settings.from)?.[1] ?? 'localhost';
  return {
    async send(notification: OutgoingNotification) {
      const [partner] = await db
        .select({ email: partners.taxBillEmail, name: partners.partnerName })
        .from(partners)
        .where(eq(partners.partnerId, notification.partnerId));
      if (!partner) throw new Error(`partner ${notification.partnerId} not found`);
      await transport.sendMail({
        from: settings.from,
        to: { name: partner.name, address: partner.email },
        subject: `[리모델링마켓] ${SUBJECTS[notification.kind] ?? '파트너센터 알림'}`,
        text: `${partner.name} 대표님,\n\n${notification.text}\n\n파트너센터에서 자세한 내용을 확인하실 수 있습니다.\n리모델링마켓 고객센터 1588-0000 (평일 9:00-18:00)`,
        messageId: `<notification-${notification.notificationId}@${domain}>`,
      });
    },
  };
}
