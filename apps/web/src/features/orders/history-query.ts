/** The payment history's filters and page as they live in the address (lib/url-query). */
import { ORDER_LIST_PAGE_SIZES, ORDER_STATUSES } from '@partner-portal/contract/orders-constants';
import { fieldWithDefault, optionalField, pageField, readers } from '../../lib/url-query';

export const historyQueryFields = {
  from: optionalField(readers.calendarDay),
  to: optionalField(readers.calendarDay),
  status: optionalField(readers.oneOf(ORDER_STATUSES)),
  page: pageField(),
  size: fieldWithDefault(readers.oneOfNumbers(ORDER_LIST_PAGE_SIZES), 20),
};
