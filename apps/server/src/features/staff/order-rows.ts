/** An order as staff see it in every list (deposits, the orders desk, a partner's orders). */
import type { StaffOrderRow } from '@partner-portal/contract/staff-api';
import type { orders } from '../../db/tables/orders.js';

export const staffOrderRow = (order: typeof orders.$inferSelect, partnerName: string): StaffOrderRow => ({
  order_no: order.orderNo,
  partner_id: order.partnerId,
  partner_name: partnerName,
  status: order.status,
  method: order.method,
  goods_name: order.goodsName,
  total_won: order.totalWon,
  refunded_won: order.refundedWon,
  created_at: order.createdAt.toISOString(),
  expires_at: order.expiresAt.toISOString(),
  paid_at: order.paidAt?.toISOString() ?? null,
});
