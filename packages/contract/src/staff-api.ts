/**
 * The staff API (our design; the spec has no staff screens): staff sign in, list transfers awaiting
 * deposit, confirm a deposit (which activates the plan) and refund a payment. `npm run staff` calls it.
 */
import { withParticle } from './korean-particles.js';
import { z } from 'zod';
import { calendarDaySchema } from './validation.js';
import { idParamSchema, idSchema, PG_INTEGER_MAX } from './ids.js';
import { ORDER_STATUSES } from './orders-constants.js';
import { PAYMENT_METHODS } from './orders-api.js';
import { billingRunSchema } from './subscriptions-api.js';

export const STAFF_PATHS = {
  login: '/login',
  orders: '/orders',
  confirmDeposit: '/orders/:orderNo/confirm-deposit',
  /** Top-exposure slots held by bank transfers awaiting their deposit. */
  slotHolds: '/orders/slot-holds',
  refund: '/orders/:orderNo/refund',
  /** Recurring renewals that failed: past due (still retried) and unpaid (ended). */
  renewals: '/renewals',
  retryRenewal: '/renewals/:invoiceNo/retry',
  endRenewal: '/renewals/:invoiceNo/end',
  /** The scheduled billing run, now (after an outage, or to try a changed clock by hand). */
  runBilling: '/renewals/run',
  /** Announce a plan's new price for renewals (at least 30 days ahead). */
  priceChange: '/plans/:productKey/price-change',
  /** Second step of the sign-in: the challenge of `login` and a 6-digit code or a recovery code. */
  loginCode: '/login/code',
  /** The signed-in staff member: name and roles (the console's menu). */
  me: '/me',
  /** A one-time enrolment link: `GET` shows the authenticator secret, `POST` completes it. */
  enrolment: '/enrolment',
  accounts: '/accounts',
  accountRoles: '/accounts/:memberNo/roles',
  disableAccount: '/accounts/:memberNo/disable',
  enableAccount: '/accounts/:memberNo/enable',
  resetTwoFactor: '/accounts/:memberNo/reset-2fa',
  automationTokens: '/automation-tokens',
  revokeAutomationToken: '/automation-tokens/:tokenId/revoke',
  audit: '/audit',
} as const;

/**
 * What a staff member may do. `admin`: staff accounts, roles, automation tokens and the audit log;
 * `operations`: orders, deposits, refunds, renewals, the billing run and price changes; `content`:
 * notices, events, promotions, FAQ, popups and the emergency notice. No role implies another.
 */
export const STAFF_ROLES = ['admin', 'operations', 'content'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: '관리자',
  operations: '운영',
  content: '콘텐츠',
};

export const staffAccountPath = (template: string, memberNo: number | string) =>
  template.replace(':memberNo', encodeURIComponent(String(memberNo)));

export const renewalPath = (template: string, invoiceNo: number | string) =>
  template.replace(':invoiceNo', encodeURIComponent(String(invoiceNo)));

export const staffPath = (template: string, orderNo: string) =>
  template.replace(':orderNo', encodeURIComponent(orderNo));

export const staffOrderParamsSchema = z.object({ orderNo: z.string().min(1).max(40) });

export const staffLoginSchema = z.object({
  member_id: z.string().trim().min(1, '아이디를 입력해주세요.').max(16),
  password: z.string().min(1, '비밀번호를 입력해주세요.').max(64),
});

/** `POST /login` answers a short-lived challenge; the code step (`/login/code`) turns it into a token. */
export const staffChallengeSchema = z
  .object({
    challenge: z.string(),
    /** Challenge lifetime in seconds. */
    expires_in: z.number().int(),
  })
  .describe('The password was right: a challenge for the second factor.');
export type StaffChallenge = z.infer<typeof staffChallengeSchema>;

export const staffCodeSchema = z
  .object({
    challenge: z.string().min(1).max(2000),
    /** The authenticator's 6-digit code; or `recovery_code` instead. */
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, '인증 코드 6자리를 입력해주세요.')
      .optional(),
    recovery_code: z.string().trim().min(8).max(40).optional(),
  })
  .refine((v) => (v.code === undefined) !== (v.recovery_code === undefined), {
    message: '인증 코드 또는 복구 코드 중 하나를 입력해주세요.',
    path: ['code'],
  });
export type StaffCodeRequest = z.infer<typeof staffCodeSchema>;

const rolesSchema = z.array(z.enum(STAFF_ROLES));

/** `POST /login/code` answers the staff member's access token (bearer for every other staff call). */
export const staffTokenSchema = z
  .object({
    access_token: z.string(),
    /** Access-token lifetime in seconds. */
    expires_in: z.number().int(),
    roles: rolesSchema,
  })
  .describe("A staff member's access token.");
export type StaffToken = z.infer<typeof staffTokenSchema>;

export const staffMeSchema = z
  .object({ member_no: z.number().int(), member_id: z.string(), name: z.string(), roles: rolesSchema })
  .describe('The signed-in staff member.');
export type StaffMe = z.infer<typeof staffMeSchema>;

export const staffEnrolmentQuerySchema = z.object({ token: z.string().min(20).max(200) });

export const staffEnrolmentSchema = z
  .object({
    member_id: z.string(),
    name: z.string(),
    /** The authenticator secret (base32) to type in when the QR code cannot be scanned. */
    secret: z.string(),
    otpauth_url: z.string(),
    /** The QR code of `otpauth_url` as a PNG data URL. */
    qr_data_url: z.string(),
    expires_at: z.string(),
  })
  .describe('An open enrolment: who it is for and the authenticator secret to add.');
export type StaffEnrolment = z.infer<typeof staffEnrolmentSchema>;

export const staffEnrolSchema = z.object({
  token: z.string().min(20).max(200),
  password: z.string().min(12, '비밀번호는 12자 이상입니다.').max(64, '비밀번호는 64자 이하입니다.'),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, '인증 코드 6자리를 입력해주세요.'),
});
export type StaffEnrolRequest = z.infer<typeof staffEnrolSchema>;

export const staffRecoveryCodesSchema = z
  .object({ recovery_codes: z.array(z.string()) })
  .describe('Ten one-time recovery codes, shown this once.');
export type StaffRecoveryCodes = z.infer<typeof staffRecoveryCodesSchema>;

export const staffAccountParamsSchema = z.object({ memberNo: idParamSchema() });

export const staffAccountSchema = z
  .object({
    member_no: z.number().int(),
    member_id: z.string(),
    name: z.string(),
    roles: rolesSchema,
    enrolled_at: z.string().nullable(),
    disabled_at: z.string().nullable(),
    created_at: z.string(),
  })
  .describe('A staff account.');
export type StaffAccount = z.infer<typeof staffAccountSchema>;

export const staffAccountCreateSchema = z.object({
  member_id: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z][a-z0-9_]{3,15}$/, '아이디는 영문 소문자로 시작하는 4~16자(영문, 숫자, _)입니다.'),
  name: z.string().trim().min(1, '이름을 입력해주세요.').max(40),
  roles: rolesSchema.min(1, '역할을 하나 이상 선택해주세요.'),
});
export type StaffAccountCreateRequest = z.infer<typeof staffAccountCreateSchema>;

export const staffRolesSchema = z.object({ roles: rolesSchema.min(1, '역할을 하나 이상 선택해주세요.') });
export type StaffRolesRequest = z.infer<typeof staffRolesSchema>;

export const staffEnrolmentLinkSchema = z
  .object({
    member_no: z.number().int(),
    /** `/staff/enrol?token=…`, shown this once; single use, 24 hours. */
    enrolment_path: z.string(),
    expires_at: z.string(),
  })
  .describe('A one-time enrolment link.');
export type StaffEnrolmentLink = z.infer<typeof staffEnrolmentLinkSchema>;

export const automationTokenParamsSchema = z.object({ tokenId: idParamSchema() });

export const automationTokenCreateSchema = z.object({
  /** The staff account the token acts as; its roles bound the token's. */
  member_no: idSchema(),
  label: z.string().trim().min(1, '용도를 입력해주세요.').max(60),
  roles: rolesSchema.min(1, '역할을 하나 이상 선택해주세요.'),
  days: z.number().int().min(1).max(365).default(90),
});
export type AutomationTokenCreateRequest = z.infer<typeof automationTokenCreateSchema>;

export const automationTokenSchema = z
  .object({
    token_id: z.number().int(),
    member_no: z.number().int(),
    member_id: z.string(),
    label: z.string(),
    roles: rolesSchema,
    created_at: z.string(),
    expires_at: z.string(),
    revoked_at: z.string().nullable(),
  })
  .describe('A staff automation token (never its value).');
export type AutomationToken = z.infer<typeof automationTokenSchema>;

export const automationTokenIssuedSchema = automationTokenSchema
  .extend({ token: z.string().describe('STAFF_TOKEN for the command line, shown this once') })
  .describe('A new automation token.');
export type AutomationTokenIssued = z.infer<typeof automationTokenIssuedSchema>;

export const auditQuerySchema = z.object({
  actor: z.string().trim().max(40).optional(),
  action: z.string().trim().max(40).optional(),
  target_type: z.string().trim().max(40).optional(),
  target_id: z.string().trim().max(80).optional(),
  /** `YYYY-MM-DD` (Seoul), inclusive. */
  from: calendarDaySchema().optional(),
  to: calendarDaySchema().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z
  .object({
    audit_id: z.number().int(),
    at: z.string(),
    actor_member_no: z.number().int().nullable(),
    actor: z.string(),
    action: z.string(),
    target_type: z.string().nullable(),
    target_id: z.string().nullable(),
    before: z.unknown(),
    after: z.unknown(),
    ip: z.string().nullable(),
    user_agent: z.string().nullable(),
  })
  .describe('One audit log entry.');
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z
  .object({ items: z.array(auditEntrySchema), total: z.number().int() })
  .describe('A page of the audit log, newest first.');
export type AuditPage = z.infer<typeof auditPageSchema>;

export const staffOrderQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES).default('awaiting_deposit'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

const won = (label: string) =>
  z.coerce
    .number({ error: `${withParticle(label, '을/를')} 숫자로 입력해주세요.` })
    .int(`${withParticle(label, '은/는')} 원 단위 정수입니다.`)
    .min(1, `${withParticle(label, '은/는')} 1원 이상입니다.`)
    // The price columns are PostgreSQL integers.
    .max(
      PG_INTEGER_MAX,
      `${withParticle(label, '은/는')} ${PG_INTEGER_MAX.toLocaleString('en-US')}원 이하입니다.`,
    );

export const confirmDepositSchema = z.object({
  /** What arrived in the bank account: must equal the order's total. */
  amount_won: won('입금액'),
  depositor: z.string().trim().min(1, '입금자명을 입력해주세요.').max(40),
  note: z.string().trim().max(200).optional(),
});
export type ConfirmDepositRequest = z.infer<typeof confirmDepositSchema>;

export const staffRefundSchema = z.object({
  /** Omitted: everything not yet refunded. */
  amount_won: won('환불액').optional(),
  reason: z.string().trim().min(2, '환불 사유를 입력해주세요.').max(200),
});
export type StaffRefundRequest = z.infer<typeof staffRefundSchema>;

export const staffOrderRowSchema = z
  .object({
    order_no: z.string(),
    partner_id: z.number().int(),
    partner_name: z.string(),
    status: z.enum(ORDER_STATUSES),
    method: z.enum(PAYMENT_METHODS),
    goods_name: z.string(),
    total_won: z.number().int(),
    refunded_won: z.number().int(),
    /** ISO date-times; `expires_at`: when an unpaid order lapses (a bank transfer's deposit deadline). */
    created_at: z.string(),
    expires_at: z.string(),
    paid_at: z.string().nullable(),
  })
  .describe('One order in the staff list (newest first, filtered by status).');
export type StaffOrderRow = z.infer<typeof staffOrderRowSchema>;

export const staffSlotHoldSchema = z
  .object({
    order_no: z.string(),
    partner_id: z.number().int(),
    partner_name: z.string(),
    /** The ad product(s) of the order in this district and slot pool. */
    product_name: z.string(),
    pool: z.enum(['standard', 'premium']),
    region: z.object({ sido: z.string(), sigungu: z.string() }),
    /** `YYYY-MM`, the months the held slots cover. */
    months: z.array(z.string()),
    /** ISO date-times: when the order was placed, and its deposit deadline (the slots go back after it). */
    held_since: z.string(),
    held_until: z.string(),
  })
  .describe(
    'Top-exposure slots held by one bank transfer awaiting its deposit, in one district (deadline first).',
  );
export type StaffSlotHold = z.infer<typeof staffSlotHoldSchema>;

export const staffRenewalParamsSchema = z.object({ invoiceNo: idParamSchema() });

export const staffRenewalEndSchema = z.object({
  reason: z.string().trim().min(2, '종료 사유를 입력해주세요.').max(200),
});
export type StaffRenewalEndRequest = z.infer<typeof staffRenewalEndSchema>;

/** A failed renewal for staff: the billing run (with every attempt) and whose it is. */
export const staffRenewalRowSchema = billingRunSchema
  .extend({
    partner_id: z.number().int(),
    partner_name: z.string(),
    subscription_status: z.enum(['active', 'past_due', 'unpaid', 'cancelled']),
    /** Retry rounds done (a round tries the partner's cards once). */
    rounds: z.number().int(),
    /** ISO date-time of the next scheduled try; null when none is left. */
    next_attempt_at: z.string().nullable(),
  })
  .describe('A past-due or unpaid renewal with its invoice and every charge tried (newest first).');
export type StaffRenewalRow = z.infer<typeof staffRenewalRowSchema>;

/** What one billing run did. */
export const staffBillingRunSchema = z
  .object({
    invoiced: z.number().int().describe('청구 생성'),
    charged: z.number().int().describe('결제 승인'),
    declined: z.number().int().describe('결제 거절'),
    reconciled: z.number().int().describe('결과 확인(조회)으로 정리된 결제'),
    more: z.boolean().describe('1분 안에 끝나지 않아 남은 청구가 있음 (예약 실행이 이어서 처리)'),
  })
  .describe('정기결제 실행 결과');
export type StaffBillingRun = z.infer<typeof staffBillingRunSchema>;

export const staffPlanParamsSchema = z.object({ productKey: z.string().min(1).max(60) });

export const staffPriceChangeSchema = z.object({
  new_price_won: won('새 가격'),
  /** `YYYY-MM-DD` (Seoul): the first renewal period starting on or after it is charged the new price. */
  effective_from: calendarDaySchema('적용일을 YYYY-MM-DD 형식으로 입력해주세요.'),
});
export type StaffPriceChangeRequest = z.infer<typeof staffPriceChangeSchema>;

export const staffPriceChangeAnswerSchema = z
  .object({
    change_id: z.number().int(),
    product_key: z.string(),
    new_price_won: z.number().int(),
    effective_from: z.string(),
    /** Partners told (one notification per renewing subscription). */
    notified: z.number().int(),
  })
  .describe('An announced price change.');
export type StaffPriceChangeAnswer = z.infer<typeof staffPriceChangeAnswerSchema>;
