/**
 * The card companies' interest-free instalment events, as the gateway reports them, kept for an hour
 * (they change a few times a month, and the popup is opened from every payment page). When the gateway
 * does not answer, the last list is served however old; with none yet, a Korean 503.
 */
import { ERROR_CODES } from '@partner-portal/contract/api-constants';
import type { InterestFree } from '@partner-portal/contract/plans-api';
import { seoulDate } from '@partner-portal/contract/seoul-time';
import type { PaymentGateway } from '../../platform/gateway/payment-gateway.js';
import type { Clock } from '../../shared/clock.js';
import { HttpProblem } from '../../shared/problems.js';

const FRESH_MS = 3_600_000;

export function interestFreeCache(payments: Pick<PaymentGateway, 'interestFreeEvents'>, clock: Clock) {
  let kept: { list: InterestFree; at: number } | undefined;
  return async function interestFree(): Promise<InterestFree> {
    const now = clock.now();
    if (kept && now.getTime() - kept.at < FRESH_MS) return kept.list;
    const answer = await payments.interestFreeEvents('window');
    if (!answer.ok) {
      if (kept) return kept.list;
      throw new HttpProblem(
        503,
        ERROR_CODES.unavailable,
        '카드사 무이자 할부 정보를 불러오지 못했습니다. 잠시 후 다시 시도해주세요.',
        undefined,
        { 'retry-after': '60' },
      );
    }
    const list: InterestFree = {
      cards: answer.value.map((card) => ({
        card_code: card.cardCode,
        card_name: card.cardName,
        events: card.freeInstallment.map((range) => ({
          min_amount_won: range.minAmt,
          max_amount_won: range.maxAmt,
          months: range.installments,
          ends_on: range.eventToDate ? seoulDate(range.eventToDate) : null,
        })),
      })),
      checked_at: now.toISOString(),
    };
    kept = { list, at: now.getTime() };
    return list;
  };
}
