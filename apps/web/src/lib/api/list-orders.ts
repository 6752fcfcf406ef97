import { ORDER_PATHS } from '@partner-portal/contract/orders-constants';
import type { OrderList } from '@partner-portal/contract/orders-api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { partnerApi } from '../http/api-clients';
import { orderQueryKeys, type OrderListQuery } from './query-keys';

export const listOrders = (query: OrderListQuery, signal?: AbortSignal) =>
  partnerApi.get<OrderList>(ORDER_PATHS.list, { query: { ...query }, signal });

export const orderListQueryOptions = (query: OrderListQuery) =>
  queryOptions({
    queryKey: orderQueryKeys.list(query),
    queryFn: ({ signal }) => listOrders(query, signal),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useOrders = (query: OrderListQuery) => useQuery(orderListQueryOptions(query));
