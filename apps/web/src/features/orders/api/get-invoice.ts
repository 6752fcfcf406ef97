import { ORDER_PATHS } from '@partner-portal/contract/orders-constants';
import type { Invoice } from '@partner-portal/contract/plans-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { partnerApi } from '../../../lib/http/api-clients';
import { orderKeys } from './order-keys';

/** What the partner has applied for and not paid yet (null: nothing owed). */
export const getInvoice = (signal?: AbortSignal) =>
  partnerApi.get<Invoice | null>(ORDER_PATHS.invoice, { signal });

export const invoiceQueryOptions = () =>
  queryOptions({
    queryKey: orderKeys.invoice(),
    queryFn: ({ signal }) => getInvoice(signal),
    // A join on the plan screen changes it: read it each time the payment screen shows.
    staleTime: 0,
  });

export const useInvoice = () => useQuery(invoiceQueryOptions());
