import type { orderListQuerySchema } from '@partner-portal/contract/orders-api';
import type { z } from 'zod';

export type OrderListQuery = z.output<typeof orderListQuerySchema>;

/** Keys of the queries several features share: the partner's record and checklist, legal texts. */
export const partnerKeys = {
  all: ['partner'] as const,
  mine: () => [...partnerKeys.all, 'mine'] as const,
  requiredStatuses: () => [...partnerKeys.all, 'required-status'] as const,
  requiredStatus: (partnerId: number) => [...partnerKeys.requiredStatuses(), partnerId] as const,
  adPlan: () => [...partnerKeys.all, 'ad-plan'] as const,
  visibility: (partnerId: number) => [...partnerKeys.all, 'visibility', partnerId] as const,
};

export const termsKeys = {
  all: ['terms'] as const,
  document: (type: string, version?: number) => [...termsKeys.all, type, version ?? 'latest'] as const,
  /** Versions scheduled to take effect (the change banner). */
  upcoming: () => [...termsKeys.all, 'scheduled-versions'] as const,
};

/**
 * The order queries home and the order screens share, under the orders prefix: a payment or a
 * withdrawal (which invalidates `['orders']`) refreshes them wherever they show.
 */
export const orderQueryKeys = {
  all: ['orders'] as const,
  list: (query: OrderListQuery) => [...orderQueryKeys.all, 'list', query] as const,
  inUse: () => [...orderQueryKeys.all, 'in-use'] as const,
};

/** The subscriptions' queries: the arrangement (the subscription screens and the plan page read it), its billing history. */
export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  arrangement: () => [...subscriptionKeys.all, 'arrangement'] as const,
  history: (page: number) => [...subscriptionKeys.all, 'history', page] as const,
};

/**
 * The lead inbox's queries under one prefix (issue #39): the sidebar's badge, the inbox and home
 * read the response summary; an answer to a lead or a new one from the stream refreshes them all.
 */
export const leadQueryKeys = {
  all: ['leads'] as const,
  summary: () => [...leadQueryKeys.all, 'summary'] as const,
  returns: (months: number) => [...leadQueryKeys.all, 'returns', months] as const,
};
