import type { leadListQuerySchema } from '@partner-portal/contract/leads-api';
import type { z } from 'zod';
import { leadQueryKeys } from '../../../lib/api/query-keys';

/** The list call's query as the server reads it. */
export type LeadListParams = z.output<typeof leadListQuerySchema>;

/**
 * Every lead query's key under the shared `leads` prefix (lib/api/query-keys.ts, which the sidebar
 * and home read too): an answer to a lead invalidates the prefix, and the lists, the lead, the
 * badge and home's figures all follow.
 */
export const leadKeys = {
  ...leadQueryKeys,
  lists: () => [...leadQueryKeys.all, 'list'] as const,
  list: (query: LeadListParams) => [...leadKeys.lists(), query] as const,
  detail: (leadNo: number) => [...leadQueryKeys.all, 'detail', leadNo] as const,
  /** Outside the prefix: an answer to the lead does not fetch its photos again. */
  photo: (url: string) => ['lead-photo', url] as const,
};
