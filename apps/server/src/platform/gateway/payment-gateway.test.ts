import { inspect } from 'node:util';
import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { errorForResult } from './nicepay/nicepay-result-codes.js';
import { CardCredentials, InvalidCardInput } from './payment-gateway.js';
import { SANDBOX_CARDS } from './sandbox/sandbox-cards.js';

const input = { cardNumber: '9410-0100-0000-0004', expiry: '07/2029', idNo: '850312', password2: '34' };

describe('card credentials', () => {
  it('carry what NicePay encrypts, and the last four digits', () => {
    const card = CardCredentials.parse(input);
    expect(card.toCardDataText()).toBe(
      'cardNo=9410010000000004&expYear=29&expMonth=07&idNo=850312&cardPw=34',
    );
    expect(card.last4).toBe('0004');
  });

  it('cannot be serialised, printed or logged by accident', () => {
    const card = CardCredentials.parse(input);
    let logged = '';
    const logger = pino(
      new Writable({ write: (chunk, _encoding, done) => ((logged += String(chunk)), done()) }),
    );
    logger.info({ card, nested: { card } }, 'charging');
    const renderings = [
      JSON.stringify({ card }),
      String(card),
      `${card}`,
      inspect(card),
      inspect({ card }, { depth: 5 }),
      JSON.stringify({ ...card }),
      logged,
    ];
    for (const text of renderings) {
      expect(text).not.toContain('9410010000000004');
      expect(text).not.toContain('850312');
    }
    expect(logged).toContain('[card data redacted]');
    expect(Object.keys(card)).toEqual([]);
  });

  it.each([
    [{ cardNumber: '9410010000000005' }, 'cardNumber'],
    [{ expiry: '13/2029' }, 'expiry'],
    [{ idNo: '8503' }, 'idNo'],
    [{ password2: '3' }, 'password2'],
  ])('refuses %o naming the field, never the value', (change, field) => {
    const attempt = () => CardCredentials.parse({ ...input, ...change });
    expect(attempt).toThrow(InvalidCardInput);
    try {
      attempt();
    } catch (error) {
      expect((error as InvalidCardInput).field).toBe(field);
      expect((error as Error).message).not.toMatch(/\d{4}/);
    }
  });

  it('accepts every sandbox test card (they pass the Luhn check)', () => {
    for (const card of SANDBOX_CARDS)
      expect(CardCredentials.parse({ ...input, cardNumber: card.number }).last4).toBe(card.number.slice(-4));
  });
});

describe('result codes', () => {
  it.each([
    ['F112', '유효하지않은 카드번호를 입력하셨습니다 (card_bin 없음)', true],
    ['3011', '카드번호 오류', true],
    ['3021', '유효기간 오류', true],
    ['3095', '카드사 실패 응답(분실신고 카드)', true],
    ['3095', '카드사 실패 응답(도난신고 카드)', true],
    ['3095', '거래정지 카드', true],
    ['3095', '카드사 실패 응답(잔액부족)', false],
    ['3095', '카드사 실패 응답(한도초과)', false],
    ['3095', '카드사 실패 응답', false],
  ])('reads %s "%s" as a decline (hard: %s)', (code, message, hard) => {
    expect(errorForResult(code, message, 'charge')).toEqual({ kind: 'Declined', code, message, hard });
  });

  it.each([
    ['A127', 'charge', 'DuplicateOrder'],
    ['U112', 'charge', 'DuplicateOrder'],
    ['P015', 'charge', 'DuplicateOrder'],
    ['2201', 'charge', 'DuplicateOrder'],
    ['A124', 'charge', 'BillingKeyInvalid'],
    ['U115', 'charge', 'BillingKeyInvalid'],
    ['U309', 'expire', 'BillingKeyInvalid'],
    ['U104', 'lookup', 'AuthFailed'],
    ['A123', 'charge', 'IntegrityError'],
    ['2013', 'cancel', 'CancelRejected'],
    ['2032', 'cancel', 'CancelRejected'],
    ['3041', 'charge', 'InvalidRequest'],
    ['P037', 'charge', 'InvalidRequest'],
    ['U504', 'charge', 'ProviderUnavailable'],
    ['A299', 'charge', 'OutcomeUnknown'],
    ['U303', 'cancel', 'OutcomeUnknown'],
    // A delayed lookup moved nothing: asking again is safe.
    ['A299', 'lookup', 'ProviderUnavailable'],
    // Unlisted codes fall back per operation.
    ['X999', 'charge', 'Declined'],
    ['X999', 'cancel', 'CancelRejected'],
    ['X999', 'lookup', 'InvalidRequest'],
  ] as const)('reads %s on a %s as %s', (code, operation, kind) => {
    expect(errorForResult(code, 'message', operation).kind).toBe(kind);
  });
});
