import { ORDER_PATHS, type OrderList, type orderListQuerySchema } from '@partner-portal/contract/plans-api';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { partnerApi } from '../../../lib/http/api-clients';

export type OrderListQuery = z.output<typeof orderListQuerySchema>;

export const listOrders = (query: OrderListQuery, signal?: AbortSignal) =>
  partnerApi.get<OrderList>(ORDER_PATHS.list, { query: { ...query }, signal });

export const orderListQueryOptions = (query: OrderListQuery) =>
  queryOptions({
    queryKey: ['payments', 'orders', query],
    queryFn: ({ signal }) => listOrders(query, signal),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
