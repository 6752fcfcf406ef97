/**
 * `BENCH_BILLING_GATEWAY=instant`: the billing run against a gateway that approves every charge at
 * once and costs nothing, so the figure is the run's own cost (our database work and code) without
 * the in-process sandbox, whose HTTP round trip and ledger a real deployment leaves to NicePay's
 * servers. Bench only: nothing is recorded at any gateway, so duplicates cannot be counted this way.
 */
import type { PaymentGateway } from '../../apps/server/src/platform/gateway/payment-gateway.js';
import type { Clock } from '../../apps/server/src/shared/clock.js';

export function instantApprovals(real: PaymentGateway, clock: Clock): PaymentGateway {
  let seq = 0;
  return {
    ...real,
    async chargeBillingKey({ orderId, amount, goodsName }) {
      const now = clock.now();
      return {
        ok: true,
        value: {
          resultCode: '0000',
          resultMsg: '정상 처리되었습니다.',
          tid: `bench${(seq += 1)}`,
          cancelledTid: null,
          orderId,
          status: 'paid',
          paidAt: now,
          failedAt: null,
          cancelledAt: null,
          amount,
          balanceAmt: amount,
          goodsName,
          approveNo: String(seq).padStart(8, '0'),
          receiptUrl: null,
          card: null,
          cancels: [],
        },
      };
    },
  };
}
