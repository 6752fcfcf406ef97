import { ORDER_PATHS } from '@partner-portal/contract/orders-constants';
import type { PlanItem } from '@partner-portal/contract/plans-api';
import type { PriceBreakdown } from '@partner-portal/contract/orders-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { partnerApi } from '../../../lib/http/api-clients';
import { orderKeys } from './order-keys';

/** The server's prices for the items: lines, supply, VAT, total and the instalments allowed. */
export const getBreakdown = (items: PlanItem[], signal?: AbortSignal) =>
  partnerApi.post<PriceBreakdown>(ORDER_PATHS.breakdown, { body: { items }, signal });

export const breakdownQueryOptions = (items: PlanItem[]) =>
  queryOptions({
    queryKey: orderKeys.breakdown(items),
    queryFn: ({ signal }) => getBreakdown(items, signal),
  });

export const useBreakdown = (items: PlanItem[]) => useQuery(breakdownQueryOptions(items));
