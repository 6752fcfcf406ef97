import { describe, expect, it } from 'vitest';
import type { InterestFreeEvent, PaymentGateway } from '../../platform/gateway/payment-gateway.js';
import { HttpProblem } from '../../shared/problems.js';
import { fixedClock } from '../../shared/clock.js';
import { interestFreeCache } from './interest-free.js';

const SAMSUNG: InterestFreeEvent = {
  cardCode: '04',
  cardName: '삼성',
  freeInstallment: [
    {
      minAmt: 50_000,
      maxAmt: 99_999_999_999,
      installments: [2, 3],
      eventToDate: new Date('2026-11-30T14:59:59Z'),
    },
  ],
};

/** A gateway whose answers are scripted one call at a time; counts the calls. */
function gateway(answers: ('ok' | 'down')[]) {
  const calls = { count: 0 };
  const payments: Pick<PaymentGateway, 'interestFreeEvents'> = {
    async interestFreeEvents() {
      const next = answers[calls.count++];
      return next === 'ok'
        ? { ok: true, value: [SAMSUNG] }
        : { ok: false, error: { kind: 'ProviderUnavailable', code: 'U504', message: '일시적인 오류' } };
    },
  };
  return { payments, calls };
}

describe('interest-free events, kept an hour', () => {
  it('asks the gateway once an hour; in between it answers what it kept', async () => {
    const clock = fixedClock('2026-11-20T01:00:00Z');
    const { payments, calls } = gateway(['ok', 'ok']);
    const interestFree = interestFreeCache(payments, clock);
    const first = await interestFree();
    expect(first.cards[0]!.events[0]).toEqual({
      min_amount_won: 50_000,
      max_amount_won: 99_999_999_999,
      months: [2, 3],
      ends_on: '2026-11-30',
    });
    clock.set('2026-11-20T01:59:59Z');
    expect(await interestFree()).toBe(first);
    expect(calls.count).toBe(1);
    clock.set('2026-11-20T02:00:00Z');
    expect((await interestFree()).checked_at).toBe('2026-11-20T02:00:00.000Z');
    expect(calls.count).toBe(2);
  });

  it('keeps serving the last list while the gateway is down, and says so in Korean when it has none', async () => {
    const clock = fixedClock('2026-11-20T01:00:00Z');
    const { payments } = gateway(['down', 'ok', 'down']);
    const interestFree = interestFreeCache(payments, clock);
    const refused = await interestFree().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpProblem);
    expect(refused).toMatchObject({
      status: 503,
      message: '카드사 무이자 할부 정보를 불러오지 못했습니다. 잠시 후 다시 시도해주세요.',
    });
    const kept = await interestFree();
    clock.set('2026-11-20T05:00:00Z');
    expect(await interestFree()).toBe(kept);
  });
});
