/** The inbox's tab, filters, search and page as they live in the address (lib/url-query). */
import {
  LEAD_PAGE_SIZE,
  LEAD_STATUSES,
  LEAD_TABS,
  SPACE_TYPES,
  type LeadTab,
} from '@partner-portal/contract/leads-constants';
import type { LeadListParams } from './api/lead-keys';
import { fieldWithDefault, optionalField, pageField, readers, type UrlQuery } from '../../lib/url-query';

export const LEAD_TAB_KEYS = Object.keys(LEAD_TABS) as LeadTab[];

export const leadListFields = {
  tab: fieldWithDefault(readers.oneOf(LEAD_TAB_KEYS), 'all' as LeadTab),
  status: optionalField(readers.oneOf(LEAD_STATUSES)),
  sido: optionalField(readers.text(20)),
  sigungu: optionalField(readers.text(20)),
  space_type: optionalField(readers.oneOf(SPACE_TYPES)),
  from: optionalField(readers.calendarDay),
  to: optionalField(readers.calendarDay),
  q: optionalField(readers.text(50)),
  page: pageField(),
};
export type LeadListAddress = UrlQuery<typeof leadListFields>;

/** The call for what the address shows: one page of LEAD_PAGE_SIZE. */
export const leadListQuery = (address: LeadListAddress): LeadListParams => ({
  ...address,
  // The contract's limit is lower than the other lists' page field.
  page: Math.min(address.page, 10_000),
  size: LEAD_PAGE_SIZE,
});

/** Whether the partner narrowed the list (an empty answer then says so, with a way back). */
export const isFiltered = ({ status, sido, sigungu, space_type, from, to, q }: LeadListAddress) =>
  [status, sido, sigungu, space_type, from, to, q].some((value) => value !== undefined);
