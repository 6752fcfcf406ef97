/**
 * The sandbox's test cards: the card number chooses what happens when a payment is charged (window
 * approval or billing-key charge). Billing keys register with any of them, so a key can decline later
 * the way a real card does. Any other number is refused as an unknown card (F112 at registration; the
 * window asks again). The window page shows this table.
 */
import { nicePayResult } from '../nicepay/nicepay-result-codes.js';
import type { GatewayErrorKind } from '../payment-gateway.js';

export interface SandboxCard {
  /** Stored with a payment or billing key instead of the card number, which is never stored. */
  key: string;
  number: string;
  /** Shown on the window page. */
  scenario: string;
  /** What our adapter reads from it, in words (shown on the window page). */
  outcome: string;
  /** The same as the adapter's result: `Approved` or a `GatewayError` kind (soft or hard for a decline). */
  code: 'Approved' | 'Declined (soft)' | 'Declined (hard)' | Exclude<GatewayErrorKind, 'Declined'>;
  charged: boolean;
  /** NicePay's answer when nothing was charged. */
  refusal?: { resultCode: string; resultMsg: string };
  /** `slow`: answered after the client's read timeout; `http-5xx`: answered with that status. */
  answer: 'normal' | 'slow' | 'http-503' | 'http-502';
  webhook: 'once' | 'delayed' | 'twice';
  issuer: { cardCode: string; cardName: string; cardType: 'credit' | 'check' };
}

/** A delayed webhook arrives this long after the event. */
export const WEBHOOK_DELAY_MS = 10 * 60_000;

const SAMSUNG = { cardCode: '04', cardName: '삼성', cardType: 'credit' } as const;
const U504 = nicePayResult('U504');

export const SANDBOX_CARDS: readonly SandboxCard[] = [
  {
    key: 'approve',
    number: '9410010000000004',
    scenario: '정상 승인',
    outcome: '결제 완료',
    code: 'Approved',
    charged: true,
    answer: 'normal',
    webhook: 'once',
    issuer: SAMSUNG,
  },
  {
    key: 'insufficient-funds',
    number: '9410021000000001',
    scenario: '잔액부족',
    outcome: '거절 (일시적, 다시 시도 가능)',
    code: 'Declined (soft)',
    charged: false,
    refusal: { resultCode: '3095', resultMsg: '카드사 실패 응답(잔액부족)' },
    answer: 'normal',
    webhook: 'once',
    issuer: { cardCode: '06', cardName: '신한', cardType: 'check' },
  },
  {
    key: 'limit-exceeded',
    number: '9410022000000009',
    scenario: '한도초과',
    outcome: '거절 (일시적, 다시 시도 가능)',
    code: 'Declined (soft)',
    charged: false,
    refusal: { resultCode: '3095', resultMsg: '카드사 실패 응답(한도초과)' },
    answer: 'normal',
    webhook: 'once',
    issuer: { cardCode: '02', cardName: 'KB국민', cardType: 'credit' },
  },
  {
    key: 'lost-card',
    number: '9410031000000000',
    scenario: '분실신고 카드',
    outcome: '거절 (이 카드로는 다시 시도하지 않음)',
    code: 'Declined (hard)',
    charged: false,
    refusal: { resultCode: '3095', resultMsg: '카드사 실패 응답(분실신고 카드)' },
    answer: 'normal',
    webhook: 'once',
    issuer: { cardCode: '07', cardName: '현대', cardType: 'credit' },
  },
  {
    key: 'stolen-card',
    number: '9410032000000008',
    scenario: '도난신고 카드',
    outcome: '거절 (이 카드로는 다시 시도하지 않음)',
    code: 'Declined (hard)',
    charged: false,
    refusal: { resultCode: '3095', resultMsg: '카드사 실패 응답(도난신고 카드)' },
    answer: 'normal',
    webhook: 'once',
    issuer: { cardCode: '08', cardName: '롯데', cardType: 'credit' },
  },
  {
    key: 'slow-charged',
    number: '9410041000000009',
    scenario: '응답 지연, 결제됨',
    outcome: '결과 모름, 조회하면 결제 완료',
    code: 'OutcomeUnknown',
    charged: true,
    answer: 'slow',
    webhook: 'once',
    issuer: SAMSUNG,
  },
  {
    key: 'slow-not-charged',
    number: '9410042000000007',
    scenario: '응답 지연, 결제 안 됨',
    outcome: '결과 모름, 조회하면 실패',
    code: 'OutcomeUnknown',
    charged: false,
    refusal: U504,
    answer: 'slow',
    webhook: 'once',
    issuer: SAMSUNG,
  },
  {
    key: 'unavailable',
    number: '9410051000000008',
    scenario: '서버 오류(503), 처리 안 됨',
    outcome: '결제사 응답 없음, 다시 시도 가능',
    code: 'ProviderUnavailable',
    charged: false,
    refusal: U504,
    answer: 'http-503',
    webhook: 'once',
    issuer: SAMSUNG,
  },
  {
    key: 'bad-gateway-charged',
    number: '9410052000000006',
    scenario: '서버 오류(502), 결제됨',
    outcome: '결과 모름, 조회하면 결제 완료',
    code: 'OutcomeUnknown',
    charged: true,
    answer: 'http-502',
    webhook: 'once',
    issuer: SAMSUNG,
  },
  {
    key: 'duplicate-order',
    number: '9410061000000007',
    scenario: '주문번호 중복',
    outcome: '이미 처리된 주문번호로 거절',
    code: 'DuplicateOrder',
    charged: false,
    refusal: nicePayResult('A127'),
    answer: 'normal',
    webhook: 'once',
    issuer: SAMSUNG,
  },
  {
    key: 'webhook-delayed',
    number: '9410071000000006',
    scenario: '웹훅 지연(10분 뒤 도착)',
    outcome: '결제 완료',
    code: 'Approved',
    charged: true,
    answer: 'normal',
    webhook: 'delayed',
    issuer: SAMSUNG,
  },
  {
    key: 'webhook-twice',
    number: '9410072000000004',
    scenario: '웹훅 중복(두 번 도착)',
    outcome: '결제 완료',
    code: 'Approved',
    charged: true,
    answer: 'normal',
    webhook: 'twice',
    issuer: SAMSUNG,
  },
];

export function sandboxCard(cardNumber: string): SandboxCard | undefined {
  const digits = cardNumber.replace(/[\s-]/g, '');
  return SANDBOX_CARDS.find((card) => card.number === digits);
}

export const cardByKey = (key: string): SandboxCard | undefined =>
  SANDBOX_CARDS.find((card) => card.key === key);

/** NicePay's masking: first six and last four digits. */
export const maskCardNumber = (number: string): string =>
  `${number.slice(0, 6)}${'*'.repeat(number.length - 10)}${number.slice(-4)}`;

export const groupCardNumber = (number: string): string => number.replace(/(\d{4})(?=\d)/g, '$1-');
