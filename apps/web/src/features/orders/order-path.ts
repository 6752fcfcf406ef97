import { PATHS } from '@partner-portal/contract/routes';
import { generatePath } from 'react-router';

/**
 * An order's detail page. In a module of its own: the screens that link to an order (my plan, the
 * completed payment) would otherwise load the history list's table, date picker and query schema.
 */
export const detailPath = (orderNo: string) => generatePath(PATHS.paymentHistoryDetail, { orderNo });
