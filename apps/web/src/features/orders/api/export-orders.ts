import { ORDER_PATHS } from '@partner-portal/contract/orders-constants';
import type { OrderExport, orderExportQuerySchema } from '@partner-portal/contract/orders-api';
import type { z } from 'zod';
import { partnerApi } from '../../../lib/http/api-clients';

export type OrderExportFilter = z.output<typeof orderExportQuerySchema>;

/** Every order of the history's filter (up to ORDER_EXPORT_MAX), for a download; read once, not cached. */
export const exportOrders = ({ from, to, status }: OrderExportFilter) =>
  partnerApi.get<OrderExport>(ORDER_PATHS.export, { query: { from, to, status } });
