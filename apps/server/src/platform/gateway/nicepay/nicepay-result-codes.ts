/**
 * NicePay result codes (nicepay-manual common/code.md) and what each means for us. The sandbox
 * answers with the same codes and messages, so both sides read this one table.
 */
import type { GatewayError, GatewayErrorKind } from '../payment-gateway.js';

/** Korean messages as NicePay sends them, for the codes our adapter and sandbox use. */
export const NICEPAY_MESSAGES = {
  '0000': '정상 처리되었습니다.',
  '2001': '취소 성공',
  '2010': '취소 요청금액 0원 이하',
  '2012': '취소 해당거래 없음',
  '2013': '취소 완료 거래',
  '2014': '취소 불가능 거래',
  '2020': '망상 취소 허용시간 초과',
  '2032': '취소금액이 취소가능금액보다 큼',
  '2201': '기승인존재',
  '3021': '유효기간 오류',
  '3022': '할부개월오류',
  '3041': '금액 오류(1000원 미만 신용카드 승인 불가)',
  A123: '거래금액 불일치(인증된 금액과 승인요청 금액 불일치)',
  A124: '해당 BID가 존재하지 않습니다',
  A126: '이미 삭제된 빌키이거나 존재하지 않은 빌키입니다',
  A127: '주문번호 중복 오류',
  A204: '전문 복호화 오류가 발생하였습니다',
  A245: '인증 시간이 초과 되었습니다',
  F100: '빌키가 정상적으로 생성되었습니다.',
  F101: '빌링 정보가 정상적으로 삭제되었습니다.',
  F112: '유효하지않은 카드번호를 입력하셨습니다 (card_bin 없음)',
  F113: '본인의 신용카드 확인중 오류가 발생하였습니다',
  P037: '5만원 미만인 경우 할부 지정이 불가 합니다.',
  P091: '결제 요청을 취소하였습니다.',
  U100: '필수입력항목이 누락되었습니다.',
  U104: '사용자 인증에 실패하였습니다.',
  U107: '거래내역이 존재 하지 않습니다.',
  U114: '이미 사용된 TID 입니다.',
  U115: '삭제 처리된 BID 입니다.',
  U120: 'TID가 유효하지 않습니다.',
  U504: '결제에 실패하였습니다.(망취소 처리)',
} as const;

export type NicePayCode = keyof typeof NICEPAY_MESSAGES;

export const nicePayResult = (code: NicePayCode): { resultCode: NicePayCode; resultMsg: string } => ({
  resultCode: code,
  resultMsg: NICEPAY_MESSAGES[code],
});

/**
 * Success codes differ per call: 0000 everywhere, 3001 card approval, 2001/2211 cancel and refund,
 * F100 billing key issued, F101 billing key removed.
 */
const SUCCESS_CODES = new Set(['0000', '3001', '2001', '2211', 'F100', 'F101']);
export const isSuccessCode = (code: string): boolean => SUCCESS_CODES.has(code);

/** Lookups that find nothing: the answer is "no such transaction", not an error. */
const NOT_FOUND_CODES = new Set(['U107', 'A118', 'A251', 'U111', 'U126', '2012']);
export const isNotFoundCode = (code: string): boolean => NOT_FOUND_CODES.has(code);

/**
 * Card refusals. Hard: the card itself is unusable, so a retry on it cannot succeed and recurring
 * billing moves to the partner's next card. Soft: the same card may pass later (funds, limit,
 * a temporary issuer failure), so recurring billing retries it on its schedule.
 *
 * | code | meaning                          | hard? |
 * |------|----------------------------------|-------|
 * | F112 | invalid card number (unknown BIN)| hard  |
 * | 3011 | card number error                | hard  |
 * | 3021 | expiry error (expired card)      | hard  |
 * | 3095 | the issuer refused; its reason is in the message: 분실/도난/정지/해지/사고/위변조/무효 → hard; 잔액부족, 한도초과 and anything else → soft |
 */
const CARD_REFUSALS: Record<string, 'hard' | 'by-issuer-reason'> = {
  F112: 'hard',
  '3011': 'hard',
  '3021': 'hard',
  '3095': 'by-issuer-reason',
};
const HARD_ISSUER_REASONS = /분실|도난|정지|해지|사고|위변조|위조|변조|무효/;

/** Other codes worth telling apart (the rest fall back per operation, below). */
const KIND_BY_CODE: Record<string, Exclude<GatewayErrorKind, 'Declined'>> = {
  // The order id was used before.
  A127: 'DuplicateOrder',
  U112: 'DuplicateOrder',
  P015: 'DuplicateOrder',
  '2201': 'DuplicateOrder',
  // The billing key does not exist, was removed or was never issued.
  A124: 'BillingKeyInvalid',
  A125: 'BillingKeyInvalid',
  A126: 'BillingKeyInvalid',
  A223: 'BillingKeyInvalid',
  U115: 'BillingKeyInvalid',
  U309: 'BillingKeyInvalid',
  // Our keys or our address were refused.
  U102: 'AuthFailed',
  U103: 'AuthFailed',
  U104: 'AuthFailed',
  U304: 'AuthFailed',
  U305: 'AuthFailed',
  U315: 'AuthFailed',
  A224: 'AuthFailed',
  // NicePay saw a signature or an amount that does not match.
  A101: 'IntegrityError',
  U312: 'IntegrityError',
  A123: 'IntegrityError',
  U113: 'IntegrityError',
  // Cancels NicePay refused (2032 also means "order id too long" elsewhere; on a cancel it is the balance).
  '1534': 'CancelRejected',
  '2003': 'CancelRejected',
  '2010': 'CancelRejected',
  '2011': 'CancelRejected',
  '2013': 'CancelRejected',
  '2014': 'CancelRejected',
  '2015': 'CancelRejected',
  '2016': 'CancelRejected',
  '2020': 'CancelRejected',
  '2023': 'CancelRejected',
  '2026': 'CancelRejected',
  '2028': 'CancelRejected',
  '2029': 'CancelRejected',
  '2030': 'CancelRejected',
  '2031': 'CancelRejected',
  '2032': 'CancelRejected',
  '2033': 'CancelRejected',
  U122: 'CancelRejected',
  U123: 'CancelRejected',
  U318: 'CancelRejected',
  // Requests that cannot pass as sent: amount rules, instalments, missing fields, expired window.
  '3022': 'InvalidRequest',
  '3023': 'InvalidRequest',
  '3024': 'InvalidRequest',
  '3041': 'InvalidRequest',
  P037: 'InvalidRequest',
  A113: 'InvalidRequest',
  A117: 'InvalidRequest',
  A204: 'InvalidRequest',
  A245: 'InvalidRequest',
  F113: 'InvalidRequest',
  P007: 'InvalidRequest',
  P017: 'InvalidRequest',
  U100: 'InvalidRequest',
  U114: 'InvalidRequest',
  U120: 'InvalidRequest',
  '9000': 'InvalidRequest',
  // NicePay's own trouble: U504 says it net-cancelled (nothing charged); A299/U303 say its
  // processing was delayed, so whether a money movement happened is unknown.
  U504: 'ProviderUnavailable',
  A299: 'OutcomeUnknown',
  U303: 'OutcomeUnknown',
};

/**
 * What a call does, which decides how an unlisted code and a transport failure read:
 * card calls fall back to a soft decline, cancels to a refusal, and a lookup never has an unknown
 * outcome (nothing moved, so retrying it is always safe).
 */
export type Operation = 'charge' | 'register' | 'cancel' | 'expire' | 'lookup';

export const movesMoneyOrKeys = (operation: Operation): boolean => operation !== 'lookup';

export function errorForResult(code: string, message: string, operation: Operation): GatewayError {
  const refusal = CARD_REFUSALS[code];
  if (refusal)
    return { kind: 'Declined', code, message, hard: refusal === 'hard' || HARD_ISSUER_REASONS.test(message) };
  const kind = KIND_BY_CODE[code];
  if (kind === 'OutcomeUnknown' && !movesMoneyOrKeys(operation))
    return { kind: 'ProviderUnavailable', code, message };
  if (kind) return { kind, code, message } as GatewayError;
  switch (operation) {
    // Includes P091, the person closing the payment window.
    case 'charge':
    case 'register':
      return { kind: 'Declined', code, message, hard: false };
    case 'cancel':
      return { kind: 'CancelRejected', code, message };
    default:
      return { kind: 'InvalidRequest', code, message };
  }
}
