import type { orderListQuerySchema, PlanItem } from '@partner-portal/contract/plans-api';
import type { z } from 'zod';

export type OrderListQuery = z.output<typeof orderListQuerySchema>;

/** Every payment query's key: one prefix, so a payment or a withdrawal refreshes them all. */
export const paymentKeys = {
  all: ['payments'] as const,
  orders: (query: OrderListQuery) => [...paymentKeys.all, 'orders', query] as const,
  order: (orderNo: string) => [...paymentKeys.all, 'order', orderNo] as const,
  invoice: () => [...paymentKeys.all, 'invoice'] as const,
  inUse: () => [...paymentKeys.all, 'in-use'] as const,
  breakdown: (items: PlanItem[]) => [...paymentKeys.all, 'breakdown', items] as const,
  /** The card companies' events: not the partner's data, so not refreshed by a payment. */
  interestFree: () => ['interest-free'] as const,
};
