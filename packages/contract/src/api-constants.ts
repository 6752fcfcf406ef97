/**
 * Plain constants of the API groups: prefixes, paths, header and cookie names, error and refusal
 * codes. No zod here, so the SPA's entry pages (/login, /enter) can import them without loading the
 * schema library; the schema modules re-export them under their old names.
 */

export const API_PREFIX = {
  member: '/member-api',
  partner: '/partner-api',
  service: '/service-api',
  plan: '/plan-api',
  /** Ours, not the spec's: the provider's staff (deposits, refunds, renewals): the console at /staff and the CLI. */
  staff: '/staff-api',
} as const;
export type ApiGroup = keyof typeof API_PREFIX;

export const MEMBER_PATHS = {
  login: '/api/v1/ceologin',
  refreshToken: '/api/v1/refreshToken',
  logout: '/authapi/v1/user/logout',
  userDetail: '/authapi/v1/user/detail',
  managerContact: '/api/v1/manager/contactInfoByMemberNo',
  validateMemberId: '/api/v1/validateMemberId',
  password: '/authapi/v1/user/password',
  /** Ours (not shown): the member ids of the verified person, masked. */
  findId: '/api/v1/recovery/findId',
  /** Ours: whether a password-reset verification is the CEO's of this member id (nothing is used up). */
  passwordResetCheck: '/api/v1/recovery/password/check',
  /** Ours: a new password for a verified CEO; every session of the member ends. */
  passwordReset: '/api/v1/recovery/password',
} as const;

export const PARTNER_PATHS = {
  signUp: '/partner/v3/reg',
  /** Whether a referral link's member number (`/h/{hunter}`) belongs to a partner. Ours (not shown). */
  referrer: '/partner/v3/referrer/:hunterNo',
  myPartner: '/authapi/partner/mypartner',
  adPlan: '/authapi/partner/adPlan',
  /** Ours (shell-api.ts): the partner, ad plans, popups due and the badges' sources in one call. */
  shell: '/authapi/partner/shell',
  /** Spec §7 `GET /partner/detail` (member-no header): the §3 ad-plan response, ad plans and grade. */
  partnerDetail: '/partner/detail',
  inquiry: '/partner/inquiry',
  analytics: '/analytics',
  /** Ours: several click events in one call (the browser's queue sends them in batches). */
  analyticsBatch: '/analytics/batch',
} as const;

export const SERVICE_PATHS = {
  termsDocument: '/terms/document/:type',
  signUpTerms: '/terms/signup',
} as const;

/** Partner group: the popups due now for the caller on one placement. */
export const POPUP_PARTNER_PATHS = { due: '/authapi/partner/popups' } as const;

/** Leads (estimates-api.ts). */
export const ESTIMATE_PATHS = {
  /** Partner group (bearer): this week's and this month's leads and the last six months. */
  count: '/estimate/count',
  /** Service group, called by the marketplace with `Authorization: Bearer <MARKETPLACE_SERVICE_TOKEN>`. */
  internalCreate: '/internal/estimates',
} as const;

/** Click events a batch may carry: the browser sends at most 10 at once, a little slack for a slow tab. */
export const ANALYTICS_BATCH_MAX = 50;

/** Name and path of the HttpOnly refresh-token cookie, scoped to the refresh call. */
export const REFRESH_COOKIE = { name: 'partner_rt', path: '/member-api/api/v1/refreshToken' } as const;

/** The client keeps the access token split across these three cookies (spec §4). */
export const ACCESS_TOKEN_COOKIES = ['partner_at_1', 'partner_at_2', 'partner_at_3'] as const;
/** The desktop sidebar's remembered state (spec §3), `0` when closed; a rendered page shows it too. */
export const SIDEBAR_COOKIE = 'sidebarStatus';
/**
 * The newest notice, event and promotion the partner has seen (spec §3's new-event-status cookie):
 * the sidebar's badges follow it, on a rendered page too.
 */
export const NEW_CONTENT_COOKIE = 'newEventStatus';

/** Header that carries the member number on the analytics and partner-detail calls (spec §7). */
export const MEMBER_NO_HEADER = 'member-no';

/** Numeric codes of our HTTP errors (`code` of httpErrorSchema). None of them is a silent code of §8. */
export const ERROR_CODES = {
  validation: 40000,
  badCredentials: 40101,
  /** Refresh call without a refresh token: the client logs out with error=404 (spec §4). */
  refreshTokenMissing: 40110,
  /** Refresh token unknown, expired, revoked or reused: the client logs out with error=401. */
  refreshTokenInvalid: 40111,
  /** Too many failed sign-ins on an account from this address (or on the account overall): wait Retry-After. */
  loginBackoff: 42901,
  tooManyRequests: 42902,
  notFound: 40400,
  /** The path exists, but not with this method; `Allow` lists the methods it has. */
  methodNotAllowed: 40500,
  /** A path segment longer than the router reads (100 characters). */
  uriTooLong: 41400,
  forbiddenOrigin: 40300,
  /** Signed in, but the role may not use this API (a partner calling the staff API). */
  forbidden: 40301,
  conflict: 40900,
  /** A link past its time (a quote's customer link). */
  gone: 41000,
  internal: 50000,
  /** A service we depend on (the payment gateway) did not answer; try again later. */
  unavailable: 50300,
} as const;

/** Business refusal codes: `return_code` of the partner group, `code` of the member group. Below 4000 the client shows them. */
export const RETURN_CODES = {
  ok: 0,
  duplicateMemberId: 1001,
  duplicateBusinessNumber: 1002,
  /** The provider's own business number (RESERVED_BUSINESS_NUMBERS). */
  reservedBusinessNumber: 1008,
  invalidReferrer: 1003,
  termsNotAgreed: 1004,
  /** Identity verification missing, expired, used or made in another browser. */
  identityRequired: 1005,
  /** The verified person already owns a partner account (same DI). */
  identityTaken: 1006,
  /** Under 14: sign-up needs a guardian's consent, which this portal does not collect. */
  guardianConsentRequired: 1007,
  unknownProduct: 1201,
  regionRequired: 1202,
  oneMonthlyPlan: 1203,
  duplicateAdRegion: 1204,
  adSoldOut: 1205,
  idempotencyConflict: 1206,
  installmentNotAllowed: 1207,
  /** Spec §4 "Plan consult: refused if already applied". */
  planConsultAlready: 1208,
  /** Too many bank-transfer orders awaiting their deposit (MAX_PENDING_TRANSFERS). */
  pendingTransferLimit: 1209,
  paymentDeclined: 1301,
  orderNotPayable: 1302,
  withdrawalClosed: 1303,
  /** Recurring payment (spec §9: at most five cards). */
  cardLimit: 1310,
  /** The gateway refused the card (unknown number, wrong password digits, expired…). */
  cardRefused: 1311,
  /** The last active card while plans renew. */
  lastCardInUse: 1312,
  cardAliasTaken: 1313,
  termsVersionUnknown: 1314,
  cardOrderMismatch: 1315,
  wrongCurrentPassword: 1101,
  samePassword: 1102,
  /** Password reset: the member id and the verified person do not belong together (or no such id). */
  recoveryMismatch: 1103,
  notFound: 1404,
  /** A staff account change the server refuses (an admin locking themselves out, roles the account lacks). */
  staffAccountRefused: 1501,
  /** Staff: the partner is not in the state the action needs (suspend an active one, resume a suspended one). */
  partnerStatusConflict: 1502,
  /** 알림 설정 the rules refuse (a payment, security or legal kind with no channel; night consent without marketing). */
  notificationPreferencesRefused: 1601,
  /** 테스트 발송 with no channel on, or more than the hourly limit. */
  notificationTestRefused: 1602,
  /** Staff resend of a delivery that is being sent this moment. */
  notificationResendRefused: 1603,
  /** Service call: a lead for a partner without an active plan in that region (the marketplace must not route it). */
  leadNoPlan: 1701,
  /** Accept, decline or a status move the lead's status does not allow (already answered, closed). */
  leadAnswerRefused: 1702,
  /** A quote for a lead not accepted (or closed). */
  quoteRefused: 1703,
  /** Order without the payment consent of /payment, or naming only some of its documents. */
  paymentConsentMissing: 1901,
  /** The payment consent names a terms version that is not the current one (the page was open across a revision). */
  paymentConsentStale: 1902,
  /** A partner write while required terms are outstanding: the web sends the partner to /agree/product. */
  termsOutstanding: 1905,
  /** Staff: a refund already settled, or a correction request no longer open (or a second open one for the item). */
  followUpRefused: 1861,
  /** A terms version scheduled less than 7 days ahead (30 for a change against the partner in the paid terms). */
  termsNoticeTooShort: 1921,
  /** A terms version number that the type already has (or had, cancelled) or that is not above its newest. */
  termsVersionTaken: 1922,
  /** Cancelling a terms version that is already in force or already cancelled. */
  termsNotCancellable: 1923,
  /** A terms type with no published version to follow (a new type is published from the terms folder). */
  termsTypeUnknown: 1924,
  /** Staff: the partner already has the grade asked for. */
  partnerGradeUnchanged: 1841,
  /** Staff desk request: taken by another staff member (they release it first). */
  deskRequestTaken: 1842,
  /** Staff desk request: a status move its status does not allow (done → new). */
  deskRequestStatusRefused: 1843,
  /** 탈퇴: a condition on the page is not met (an active plan, the recurring arrangement, a deposit awaited). */
  withdrawalConditionsUnmet: 1821,
  /** 탈퇴: the password typed again is not the account's. */
  withdrawalWrongPassword: 1822,
  /** Tax documents: a cash receipt asked for a payment that cannot have one (a card payment, not yet paid, refunded). */
  cashReceiptRefused: 1801,
  /** The payment already has its tax invoice (issued or on its way): one payment, one document. */
  taxDocumentExists: 1802,
  /** Staff re-issue of a document not in `failed`. */
  taxReissueRefused: 1803,
  /** No manager assigned yet: silent (≥ 4000), the screen shows its own placeholder. */
  noManager: 4404,
} as const;
