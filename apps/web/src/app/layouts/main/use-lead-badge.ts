/**
 * The count on 견적 요청함 (issue #39): new leads, from the response summary that the inbox and home
 * read too (one cached call, asked for after the page is the browser's own and once a minute; the
 * inbox's open stream sets it at once). Not asked for when the partner's menu has no inbox.
 */
import { menuUrls, type MenuItem } from '@partner-portal/contract/menu';
import { PATHS } from '@partner-portal/contract/routes';
import { useLeadSummary } from '../../../lib/api/get-lead-summary';

export function useNewLeadCount(menu: readonly MenuItem[]): number {
  const { data } = useLeadSummary(menuUrls(menu).includes(PATHS.leads));
  return data?.new_count ?? 0;
}
