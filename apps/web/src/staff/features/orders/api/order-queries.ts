/** The orders desk: orders by state, method and dates a page at a time, and one order's detail. */
import { STAFF_DESK_PATHS, type OrderDetail, type OrderPage } from '@partner-portal/contract/staff-desks-api';
import { staffPath } from '@partner-portal/contract/staff-api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { staffApi } from '../../../app/staff-api';
import { staffKeys } from '../../../shared/staff-keys';

export interface OrderSearchParams {
  status: string;
  method: string;
  from: string;
  to: string;
  q: string;
  page: number;
  size: number;
}

const orderKeys = staffKeys('orders');

/** Empty filters are left out of the address. */
const filled = (params: OrderSearchParams) =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== ''));

export const orderSearchQueryOptions = (params: OrderSearchParams) =>
  queryOptions({
    queryKey: orderKeys.list(params),
    queryFn: ({ signal }) =>
      staffApi.get<OrderPage>(STAFF_DESK_PATHS.orderSearch, { query: filled(params), signal }),
    placeholderData: keepPreviousData,
  });

export const useOrderSearch = (params: OrderSearchParams) => useQuery(orderSearchQueryOptions(params));

export const orderDetailQueryOptions = (orderNo: string) =>
  queryOptions({
    queryKey: orderKeys.detail(orderNo),
    queryFn: ({ signal }) =>
      staffApi.get<OrderDetail>(staffPath(STAFF_DESK_PATHS.order, orderNo), { signal }),
  });

export const useOrderDetail = (orderNo: string) => useQuery(orderDetailQueryOptions(orderNo));
