import { ORDER_PATHS, type OrderStatus } from '@partner-portal/contract/orders-constants';
import type { OrderView } from '@partner-portal/contract/orders-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { partnerApi } from '../../../lib/http/api-clients';
import { orderKeys } from './order-keys';

export const getOrder = (orderNo: string, signal?: AbortSignal) =>
  partnerApi.get<OrderView>(ORDER_PATHS.get, { query: { orderNo }, signal });

/** States the server settles on its own (the window's return, the reconciler): worth asking again. */
const SETTLING: readonly OrderStatus[] = ['pending', 'unknown'];

export const orderQueryOptions = (orderNo: string) =>
  queryOptions({
    queryKey: orderKeys.order(orderNo),
    queryFn: ({ signal }) => getOrder(orderNo, signal),
    refetchInterval: (query) =>
      query.state.data && SETTLING.includes(query.state.data.status) ? 3000 : false,
  });

export const useOrder = (orderNo: string) =>
  useQuery({ ...orderQueryOptions(orderNo), enabled: orderNo !== '' });
