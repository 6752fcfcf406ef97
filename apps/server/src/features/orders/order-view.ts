/** Shapes an order for the API, with the date arithmetic of periods and the withdrawal rule. */
import {
  WITHDRAWAL_DAYS,
  type BankTransferInstructions,
  type CardWindowRequest,
  type OrderView,
} from '@partner-portal/contract/orders-api';
import { addMonths, daysBetween, seoulDate } from '@partner-portal/contract/seoul-time';
import type { orderLines, orders } from '../../db/tables/orders.js';

export type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

export const WITHDRAWAL_RULE = `결제일로부터 ${WITHDRAWAL_DAYS}일 이내에 철회할 수 있습니다. 이용 시작일부터 철회일까지 이용한 일수만큼 일할 계산한 금액을 뺀 나머지를 환불합니다. (결제 당일 철회 시 전액 환불)`;

const DAY = 86_400_000;

/** Refund on withdrawal: the unused share of the period, by days; all of it on the day of payment. */
export function refundableAmount(
  order: Pick<OrderRow, 'totalWon' | 'refundedWon' | 'paidAt'>,
  lines: Pick<LineRow, 'periodMonths'>[],
  now: Date,
): number {
  if (!order.paidAt) return 0;
  const start = seoulDate(order.paidAt);
  const today = seoulDate(now);
  const usedDays = daysBetween(start, today);
  const months = Math.max(...lines.map((line) => line.periodMonths), 1);
  const periodDays = daysBetween(start, addMonths(start, months));
  const refundable = Math.floor((order.totalWon * Math.max(periodDays - usedDays, 0)) / periodDays);
  return Math.max(refundable - order.refundedWon, 0);
}

export function toOrderView(
  row: OrderRow,
  lines: LineRow[],
  extra: { now: Date; cardWindow: CardWindowRequest | null; bankTransfer: BankTransferInstructions | null },
): OrderView {
  const withdrawalUntil = row.paidAt ? new Date(row.paidAt.getTime() + WITHDRAWAL_DAYS * DAY) : null;
  const canWithdraw =
    row.status === 'paid' && row.method === 'card' && withdrawalUntil !== null && extra.now < withdrawalUntil;
  return {
    order_no: row.orderNo,
    status: row.status,
    method: row.method,
    goods_name: row.goodsName,
    lines: lines.map((line) => ({
      product_key: line.productKey,
      name: line.name,
      region:
        line.regionSido && line.regionSigungu ? { sido: line.regionSido, sigungu: line.regionSigungu } : null,
      period_months: line.periodMonths,
      supply_won: line.supplyWon,
      vat_won: line.vatWon,
      total_won: line.supplyWon + line.vatWon,
      period_start: line.periodStart,
      period_end: line.periodEnd,
    })),
    supply_won: row.supplyWon,
    vat_won: row.vatWon,
    total_won: row.totalWon,
    refunded_won: row.refundedWon,
    quota: row.quota,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    card:
      row.cardName && row.cardNum && row.approveNo
        ? { card_name: row.cardName, card_num: row.cardNum, approve_no: row.approveNo }
        : null,
    receipt_url: row.receiptUrl,
    failure_message: row.failureMessage,
    withdrawal: canWithdraw
      ? {
          until: withdrawalUntil!.toISOString(),
          refundable_won: refundableAmount(row, lines, extra.now),
          rule: WITHDRAWAL_RULE,
        }
      : null,
    card_window: extra.cardWindow,
    bank_transfer: extra.bankTransfer,
  };
}
