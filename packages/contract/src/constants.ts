/** Business constants and limits of spec §9. */

export const API_TIMEOUT_MS = 50_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** The top bar's countdown: it restarts on every partner API call. */
export const SESSION_COUNTDOWN_SECONDS = 60 * 60;
/**
 * The server's side of the countdown (issue #40 §3): a refresh after this long without an authenticated
 * request that is not a background poll is refused, so a closed browser does not come back signed in.
 */
export const IDLE_LOGOUT_SECONDS = SESSION_COUNTDOWN_SECONDS;
/** Sent by polls the person did not ask for (notification badge, lead inbox): they do not count as activity. */
export const BACKGROUND_REQUEST_HEADER = 'x-background-request';
/** Renew the access token when it expires within this many seconds. */
export const TOKEN_RENEWAL_THRESHOLD_SECONDS = 1200;
export const ACCESS_TOKEN_TTL_SECONDS = 3600;
export const REFRESH_TOKEN_TTL_SECONDS = 14 * 24 * 3600;
export const MOBILE_BREAKPOINT_PX = 992;
export const SIDEBAR_WIDTH_PX = 210;
export const NEW_BADGE_WINDOW_DAYS = 8;
export const NOTICE_BADGE_FETCH_SIZE = 5;
export const EVENT_FETCH_SIZE = 12;
export const MAX_REGULAR_PAYMENT_CARDS = 5;
export const MEMBER_ID_LENGTH = { min: 2, max: 16 } as const;
export const PASSWORD_LENGTH = { min: 10, max: 16 } as const;
export const PLAN_CONSULT_CALLBACK_BUSINESS_DAYS = 3;
export const ERROR_REPORT_TRACE_SAMPLE_RATE = 0.2;

/**
 * Login throttling (ARCHITECTURE: stored in the database, shared by every instance). No hard lock:
 * failures back off exponentially per (account, client address), so a stranger guessing on purpose
 * slows only their own address; an account-wide ceiling only slows distributed guessing, briefly.
 */
export const LOGIN_THROTTLE = {
  /** Failures one address may make on one account before each next attempt waits. */
  pairFreeFailures: 5,
  /** The first wait, doubled with every further failure, up to the cap (30 s, 1 min, 2 min … 15 min). */
  pairFirstWaitSeconds: 30,
  pairMaxWaitSeconds: 900,
  /** Failures on one account from all addresses together before the account-wide slow-down. */
  accountFreeFailures: 50,
  accountFirstWaitSeconds: 1,
  accountMaxWaitSeconds: 60,
  /** A pair's failures are forgotten after a day without one; the account-wide count after the window. */
  pairForgetMinutes: 1440,
  windowMinutes: 15,
  addressAttemptsPerWindow: 50,
  signupsPerAddressPerWindow: 10,
} as const;

export const CUSTOMER_SERVICE = {
  phone: '1588-0000',
  hours: '평일 9:00-18:00',
} as const;

/** The provider who runs the portal: the footer's business information and the receipts' supplier. */
export const OPERATOR = {
  name: '주식회사 리모델링마켓',
  ceo: '김도윤',
  businessNumber: '220-81-62517',
  address: '서울특별시 강남구 테헤란로 123, 7층',
} as const;

/** Join channel codes of spec §9. */
export const JOIN_CHANNEL = { app: 2, visitedEnter: 3, other: 4 } as const;
export type JoinChannel = (typeof JOIN_CHANNEL)[keyof typeof JOIN_CHANNEL];

export function joinChannelCode(context: { inApp: boolean; visitedEnter: boolean }): JoinChannel {
  if (context.inApp) return JOIN_CHANNEL.app;
  if (context.visitedEnter) return JOIN_CHANNEL.visitedEnter;
  return JOIN_CHANNEL.other;
}

/** Marker the native app puts in its in-app browser's user agent. */
export const APP_USER_AGENT_MARKER = 'PartnerPortalApp';

export const DEFAULT_PAGE_TITLE = '결제하기';
