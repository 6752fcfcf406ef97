/**
 * What the partner is told about an order: queued in the transaction that pays or refunds it, so a
 * rolled-back payment tells nobody, one notification per event (the dedupe key names the order).
 */
import { formatWon } from '@partner-portal/contract/money';
import { seoulDate } from '@partner-portal/contract/seoul-time';
import type { Database } from '../../db/client.js';
import { queueNotification } from '../notifications/outbox.js';
import type { OrderRow } from './order-view.js';

/** A bank transfer confirmed by staff: the plan starts today. */
export const notifyDepositConfirmed = (tx: Database, order: OrderRow, now: Date) =>
  queueNotification(
    tx,
    {
      kind: 'deposit.confirmed',
      partnerId: order.partnerId,
      variables: {
        요금제: order.goodsName,
        금액: formatWon(order.totalWon),
        주문번호: order.orderNo,
        이용시작일: seoulDate(now),
      },
      dedupeKey: `deposit.confirmed:${order.orderNo}`,
    },
    now,
  );

/** A one-off card payment approved; the card as the gateway masked it (issuer and masked number). */
export const notifyPaymentApproved = (tx: Database, order: OrderRow, now: Date) =>
  queueNotification(
    tx,
    {
      kind: 'payment.approved',
      partnerId: order.partnerId,
      variables: {
        요금제: order.goodsName,
        금액: formatWon(order.totalWon),
        주문번호: order.orderNo,
        카드: [order.cardName, order.cardNum].filter(Boolean).join(' ') || '신용카드',
      },
      dedupeKey: `payment.approved:${order.orderNo}`,
    },
    now,
  );

/** A refund paid back: a card's when the gateway cancels it, a transfer's when staff record the money sent. */
export const notifyRefundCompleted = (
  tx: Database,
  order: Pick<OrderRow, 'orderNo' | 'partnerId' | 'goodsName'>,
  refund: { amountWon: number; refundId: number },
  now: Date,
) =>
  queueNotification(
    tx,
    {
      kind: 'refund.completed',
      partnerId: order.partnerId,
      variables: { 요금제: order.goodsName, 환불금액: formatWon(refund.amountWon), 주문번호: order.orderNo },
      dedupeKey: `refund.completed:${order.orderNo}:${refund.refundId}`,
    },
    now,
  );
