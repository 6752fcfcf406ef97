/** Shapes an order for the API, with the date arithmetic of periods and the withdrawal rule. */
import { WITHDRAWAL_DAYS, type BankTransferInstructions, type CardWindowRequest, type OrderView } from '@partner-portal/contract/plans-api';
import type { orderLines, orders } from '../db/schema.js';

export type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

/** The provider's account for bank transfers (spec §1: held by the provider at a named bank). */
export const BANK_TRANSFER_ACCOUNT = {
  bank_name: 'KB국민은행',
  account_number: '469801-01-284731',
  account_holder: '주식회사 리모델링마켓',
} as const;

export const WITHDRAWAL_RULE = `결제일로부터 ${WITHDRAWAL_DAYS}일 이내에 철회할 수 있습니다. 이용 시작일부터 철회일까지 이용한 일수만큼 일할 계산한 금액을 뺀 나머지를 환불합니다. (결제 당일 철회 시 전액 환불)`;

const DAY = 86_400_000;

/** YYYY-MM-DD in Korean time. */
export const seoulDate = (date: Date) => new Date(date.getTime() + 9 * 3600_000).toISOString().slice(0, 10);

/** `date` plus `months` months, plus `days` days (2026-01-31 + 1 month = 2026-02-28). */
export function addMonths(date: string, months: number, days = 0): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return new Date(target.getTime() + days * DAY).toISOString().slice(0, 10);
}

/** First days of the months a period starting `start` and lasting `months` months overlaps. */
export function monthsCovered(start: string, months: number): string[] {
  const end = addMonths(start, months, -1);
  const covered: string[] = [];
  for (let month = `${start.slice(0, 7)}-01`; month <= end; month = addMonths(month, 1)) covered.push(month);
  return covered;
}

/** Refund on withdrawal: the unused share of the period, by days; all of it on the day of payment. */
export function refundableAmount(order: Pick<OrderRow, 'totalWon' | 'refundedWon' | 'paidAt'>, lines: Pick<LineRow, 'periodMonths'>[], now: Date): number {
  if (!order.paidAt) return 0;
  const start = seoulDate(order.paidAt);
  const today = seoulDate(now);
  const usedDays = Math.round((Date.parse(today) - Date.parse(start)) / DAY);
  const months = Math.max(...lines.map((line) => line.periodMonths), 1);
  const periodDays = Math.round((Date.parse(addMonths(start, months)) - Date.parse(start)) / DAY);
  const refundable = Math.floor((order.totalWon * Math.max(periodDays - usedDays, 0)) / periodDays);
  return Math.max(refundable - order.refundedWon, 0);
}

export function toOrderView(
  row: OrderRow,
  lines: LineRow[],
  extra: { now: Date; cardWindow: CardWindowRequest | null; bankTransfer: BankTransferInstructions | null },
): OrderView {
  const withdrawalUntil = row.paidAt ? new Date(row.paidAt.getTime() + WITHDRAWAL_DAYS * DAY) : null;
  const canWithdraw = row.status === 'paid' && row.method === 'card' && withdrawalUntil !== null && extra.now < withdrawalUntil;
  return {
    order_no: row.orderNo,
    status: row.status,
    method: row.method,
    goods_name: row.goodsName,
    lines: lines.map((line) => ({
      product_key: line.productKey,
      name: line.name,
      region: line.regionSido && line.regionSigungu ? { sido: line.regionSido, sigungu: line.regionSigungu } : null,
      period_months: line.periodMonths,
      supply_won: line.supplyWon,
      vat_won: line.vatWon,
      total_won: line.supplyWon + line.vatWon,
    })),
    supply_won: row.supplyWon,
    vat_won: row.vatWon,
    total_won: row.totalWon,
    refunded_won: row.refundedWon,
    quota: row.quota,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    card: row.cardName && row.cardNum && row.approveNo ? { card_name: row.cardName, card_num: row.cardNum, approve_no: row.approveNo } : null,
    receipt_url: row.receiptUrl,
    failure_message: row.failureMessage,
    withdrawal: canWithdraw ? { until: withdrawalUntil!.toISOString(), refundable_won: refundableAmount(row, lines, extra.now), rule: WITHDRAWAL_RULE } : null,
    card_window: extra.cardWindow,
    bank_transfer: extra.bankTransfer,
  };
}
