import type { PlanItem } from '@partner-portal/contract/plans-api';
import { paymentQueryKeys } from '../../../lib/api/query-keys';

/** Every payment query's key: one prefix, so a payment or a withdrawal refreshes them all. */
export const paymentKeys = {
  ...paymentQueryKeys,
  order: (orderNo: string) => [...paymentKeys.all, 'order', orderNo] as const,
  invoice: () => [...paymentKeys.all, 'invoice'] as const,
  breakdown: (items: PlanItem[]) => [...paymentKeys.all, 'breakdown', items] as const,
  /** The card companies' events: not the partner's data, so not refreshed by a payment. */
  interestFree: () => ['interest-free'] as const,
};
