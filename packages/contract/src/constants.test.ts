import { describe, expect, it } from 'vitest';
import {
  API_TIMEOUT_MS,
  CHUNK_LOAD_TIMEOUT_MS,
  DEFAULT_PAGE_TITLE,
  ERROR_REPORT_TRACE_SAMPLE_RATE,
  EVENT_FETCH_SIZE,
  JOIN_CHANNEL,
  joinChannelCode,
  MAX_REGULAR_PAYMENT_CARDS,
  MEMBER_ID_LENGTH,
  MOBILE_BREAKPOINT_PX,
  NEW_BADGE_WINDOW_DAYS,
  NOTICE_BADGE_FETCH_SIZE,
  PASSWORD_LENGTH,
  PLAN_CONSULT_CALLBACK_BUSINESS_DAYS,
  SESSION_COUNTDOWN_SECONDS,
  SIDEBAR_WIDTH_PX,
  TOKEN_RENEWAL_THRESHOLD_SECONDS,
} from './constants.js';

describe('joinChannelCode (spec §9)', () => {
  it.each([
    [{ inApp: true, visitedEnter: false }, 2, 'inside the native app'],
    [{ inApp: true, visitedEnter: true }, 2, 'inside the app even after visiting /enter'],
    [{ inApp: false, visitedEnter: true }, 3, 'browser, visited /enter before'],
    [{ inApp: false, visitedEnter: false }, 4, 'browser, no /enter visit'],
  ])('%j → %i (%s)', (context, expected) => {
    expect(joinChannelCode(context)).toBe(expected);
  });

  it('names the three codes of §9', () => {
    expect(JOIN_CHANNEL).toEqual({ app: 2, visitedEnter: 3, other: 4 });
  });
});

describe('business constants and limits (spec §9)', () => {
  it.each([
    ['API timeout (ms)', API_TIMEOUT_MS, 50_000],
    ['chunk load timeout (ms)', CHUNK_LOAD_TIMEOUT_MS, 120_000],
    ['session countdown 60:00 (s)', SESSION_COUNTDOWN_SECONDS, 3600],
    ['token renewal threshold (s)', TOKEN_RENEWAL_THRESHOLD_SECONDS, 1200],
    ['mobile breakpoint (px)', MOBILE_BREAKPOINT_PX, 992],
    ['sidebar width (px)', SIDEBAR_WIDTH_PX, 210],
    ['new badge window (days)', NEW_BADGE_WINDOW_DAYS, 8],
    ['notice badge fetch size', NOTICE_BADGE_FETCH_SIZE, 5],
    ['event fetch size', EVENT_FETCH_SIZE, 12],
    ['max regular-payment cards', MAX_REGULAR_PAYMENT_CARDS, 5],
    ['plan consulting callback (business days)', PLAN_CONSULT_CALLBACK_BUSINESS_DAYS, 3],
    ['error-report trace sample rate', ERROR_REPORT_TRACE_SAMPLE_RATE, 0.2],
  ])('%s is %s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('id is 2-16 and password 10-16 characters', () => {
    expect(MEMBER_ID_LENGTH).toEqual({ min: 2, max: 16 });
    expect(PASSWORD_LENGTH).toEqual({ min: 10, max: 16 });
  });

  it('default page title is 결제하기 (spec §2)', () => {
    expect(DEFAULT_PAGE_TITLE).toBe('결제하기');
  });
});
