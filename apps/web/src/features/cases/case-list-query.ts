/** The case list's search, filters, sort and page as they live in the address (lib/url-query). */
import { CASE_LIMITS, CASE_SORTS, CASE_STATUSES } from '@partner-portal/contract/cases-constants';
import { fieldWithDefault, optionalField, pageField, readers } from '../../lib/url-query';

export const caseListFields = {
  q: fieldWithDefault(readers.text(60), ''),
  status: optionalField(readers.oneOf(CASE_STATUSES)),
  housing_type: optionalField(readers.text(20)),
  sido: optionalField(readers.text(20)),
  sort: fieldWithDefault(readers.oneOf(CASE_SORTS), 'latest'),
  page: pageField(),
  size: fieldWithDefault(readers.oneOfNumbers(CASE_LIMITS.pageSizes), 20),
};
