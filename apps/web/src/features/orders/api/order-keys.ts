import type { PlanItem } from '@partner-portal/contract/plans-api';
import { orderQueryKeys } from '../../../lib/api/query-keys';

/** Every order query's key: one prefix, so a payment or a withdrawal refreshes them all. */
export const orderKeys = {
  ...orderQueryKeys,
  order: (orderNo: string) => [...orderKeys.all, 'order', orderNo] as const,
  invoice: () => [...orderKeys.all, 'invoice'] as const,
  bankAccount: () => [...orderKeys.all, 'bank-account'] as const,
  consultations: () => [...orderKeys.all, 'consultations'] as const,
  breakdown: (items: PlanItem[]) => [...orderKeys.all, 'breakdown', items] as const,
  /** The card companies' events: not the partner's data, so not refreshed by a payment. */
  interestFree: () => ['interest-free'] as const,
};
