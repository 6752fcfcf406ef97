/**
 * The notification hub's catalogue, without zod: every event a partner or staff can be told about,
 * its category (which decides what may be switched off), the template variables its payload carries
 * and the channels it goes to by default. The server's templates (one content file per kind, with
 * the alimtalk template code) must use exactly these variables; a test holds them together.
 */

/** Delivery channels a recipient chooses; the in-app inbox always receives every notification. */
export const NOTIFICATION_CHANNELS = ['alimtalk', 'email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = {
  alimtalk: '카카오 알림톡',
  email: '이메일',
  push: '앱·브라우저 푸시',
};

/**
 * - payment, security, legal: cannot be switched off entirely (at least one channel stays on);
 * - service: the partner's choice, none allowed;
 * - marketing: only with the marketing consent, and not 21:00–08:00 KST without the night consent
 *   (정보통신망법 §50).
 */
export const NOTIFICATION_CATEGORIES = ['payment', 'security', 'legal', 'service', 'marketing'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

export const MANDATORY_CATEGORIES: readonly NotificationCategory[] = ['payment', 'security', 'legal'];

export const NOTIFICATION_CATEGORY_LABELS: Record<NotificationCategory, string> = {
  payment: '결제',
  security: '계정 보안',
  legal: '약관·중요 공지',
  service: '서비스',
  marketing: '혜택·이벤트 (광고성 정보)',
};

interface EventDefinition {
  audience: 'partner' | 'staff';
  category: NotificationCategory;
  label: string;
  /** Urgent notifications are not held by the recipient's quiet hours. */
  urgent: boolean;
  /** The template's `#{변수}` names, which the event's payload carries (all strings or numbers). */
  variables: readonly string[];
  /** Channels on for a partner who never changed the settings. */
  defaults: readonly NotificationChannel[];
}

const partnerEvent = <const Variables extends readonly string[]>(
  category: NotificationCategory,
  label: string,
  variables: Variables,
  options: { urgent?: boolean; defaults?: readonly NotificationChannel[] } = {},
): EventDefinition & { audience: 'partner'; variables: Variables } => ({
  audience: 'partner',
  category,
  label,
  urgent: options.urgent ?? false,
  variables,
  defaults: options.defaults ?? ['alimtalk', 'email', 'push'],
});

const staffEvent = <const Variables extends readonly string[]>(
  label: string,
  variables: Variables,
): EventDefinition & { audience: 'staff'; variables: Variables } => ({
  audience: 'staff',
  category: 'service',
  label,
  urgent: true,
  variables,
  defaults: ['email'],
});

export const NOTIFICATION_EVENTS = {
  'deposit.confirmed': partnerEvent('payment', '무통장 입금 확인', [
    '요금제',
    '금액',
    '주문번호',
    '이용시작일',
  ]),
  'payment.approved': partnerEvent('payment', '카드 결제 승인', ['요금제', '금액', '주문번호', '카드']),
  'refund.completed': partnerEvent('payment', '환불 완료', ['요금제', '환불금액', '주문번호']),
  'correction.due': partnerEvent('service', '필수 정보 보완 요청', ['항목', '내용', '기한', '남은일수'], {
    urgent: true,
  }),
  'plan.ending': partnerEvent('payment', '요금제 종료 예정', ['요금제', '종료일', '남은일수']),
  'billing.upcoming': partnerEvent('payment', '정기결제 예정', ['요금제', '결제일', '금액']),
  'billing.failed': partnerEvent('payment', '정기결제 승인 실패', ['금액', '다음결제일', '남은횟수'], {
    urgent: true,
  }),
  'billing.unpaid': partnerEvent('payment', '정기결제 미결제로 요금제 종료', ['종료일']),
  'billing.card_refused': partnerEvent('payment', '등록 카드 사용 불가', ['카드'], { urgent: true }),
  'billing.price_change': partnerEvent('legal', '정기결제 요금 변경', ['요금제', '적용일', '금액']),
  'billing.ad_sold_out': partnerEvent('service', '상단노출 자동 갱신 불가', [
    '요금제',
    '지역',
    '마감월',
    '종료일',
  ]),
  'notice.important': partnerEvent('legal', '중요 공지사항', ['제목', '공지번호'], {
    defaults: ['email', 'push'],
  }),
  /** Staff scheduled a new terms version: at least 7 days (30 for a change against the partner) ahead. */
  'terms.change_scheduled': partnerEvent('legal', '약관 변경 안내', ['약관', '시행일', '변경내용', '링크'], {
    defaults: ['email', 'push'],
  }),
  'security.password_changed': partnerEvent('security', '비밀번호 변경', ['변경일시'], { urgent: true }),
  'security.new_sign_in': partnerEvent('security', '새 브라우저에서 로그인', ['로그인일시', '브라우저'], {
    urgent: true,
  }),
  'lead.received': partnerEvent('service', '새 견적 요청', ['공간', '지역', '요청번호'], { urgent: true }),
  /** 30 business minutes before a new lead's first response is due (RESPONSE_REMINDER_MINUTES). */
  'lead.response_due': partnerEvent(
    'service',
    '견적 요청 응답 마감 임박',
    ['공간', '지역', '요청번호', '마감시각'],
    { urgent: true },
  ),
  /** 09:00 Seoul on the next-contact date the partner set on a lead. */
  'lead.next_contact': partnerEvent('service', '고객 다음 연락일', ['공간', '지역', '요청번호']),
  'quote.opened': partnerEvent('service', '고객이 견적서를 열람', ['견적번호', '버전', '지역'], {
    defaults: ['alimtalk', 'push'],
  }),
  'marketing.event': partnerEvent('marketing', '이벤트·프로모션 소식', ['제목', '이벤트번호'], {
    defaults: ['push'],
  }),
  /** 테스트 발송: one on each channel the partner has on; not in the matrix. */
  'notifications.test': partnerEvent('service', '테스트 알림', ['요청일시'], { urgent: true }),
  'staff.consultation_received': staffEvent('요금제 상담 신청 접수', ['파트너', '요금제']),
  'staff.inquiry_received': staffEvent('제휴 문의 접수', ['회사명', '문의번호']),
  'staff.deposit_overdue': staffEvent('입금 대기 24시간 초과', ['파트너', '주문번호', '금액']),
  'staff.renewal_failed': staffEvent('정기결제 갱신 최종 실패', ['파트너', '요금제', '종료일']),
} as const satisfies Record<string, EventDefinition>;

export type NotificationKind = keyof typeof NOTIFICATION_EVENTS;
export const NOTIFICATION_KINDS = Object.keys(NOTIFICATION_EVENTS) as NotificationKind[];

/** The kinds a partner sees in 알림 설정, in the catalogue's order. */
export const PARTNER_NOTIFICATION_KINDS = NOTIFICATION_KINDS.filter(
  (kind) => NOTIFICATION_EVENTS[kind].audience === 'partner' && kind !== 'notifications.test',
);

/** 테스트 발송 at most this many times an hour per partner. */
export const TEST_SENDS_PER_HOUR = 5;

export const isMandatory = (kind: NotificationKind) =>
  MANDATORY_CATEGORIES.includes(NOTIFICATION_EVENTS[kind].category);

/** 정보통신망법 §50③: advertising between these hours (KST) needs the separate night consent. */
export const MARKETING_NIGHT = { fromHour: 21, toHour: 8 } as const;

/** The wording the partner agrees to; a new wording is a new version and asks again. */
export const CONSENT_WORDING = {
  marketing: {
    version: 1,
    text: '리모델링마켓의 이벤트, 프로모션 등 광고성 정보를 카카오 알림톡, 이메일, 푸시로 받는 데 동의합니다. 동의는 언제든 알림 설정에서 철회할 수 있습니다.',
  },
  night: {
    version: 1,
    text: '오후 9시부터 다음 날 오전 8시 사이에도 광고성 정보를 받는 데 동의합니다.',
  },
} as const;

export const DELIVERY_STATUSES = ['pending', 'held', 'sending', 'sent', 'failed', 'skipped'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  pending: '대기',
  held: '방해 금지 시간 보류',
  sending: '발송 중',
  sent: '발송 완료',
  failed: '실패',
  skipped: '발송 안 함',
};

export const NOTIFICATION_PATHS = {
  inbox: '/authapi/notifications',
  read: '/authapi/notifications/read',
  preferences: '/authapi/notifications/preferences',
  test: '/authapi/notifications/test',
  pushSubscription: '/authapi/notifications/push-subscription',
  /** The VAPID public key the browser subscribes with (partner group). */
  pushKey: '/authapi/notifications/push-key',
} as const;

export const STAFF_NOTIFICATION_PATHS = {
  deliveries: '/notifications',
  resend: '/notifications/:deliveryId/resend',
} as const;

export const NOTIFICATION_PAGE_SIZE = 20;
