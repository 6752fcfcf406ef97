/**
 * The response summary (`GET …/leads/summary`): new leads, the share answered within 4 business
 * hours and the median first response over 30 days. One cached answer serves the sidebar's badge,
 * the inbox's strip and home's card. Asked for once the page is the browser's own: a page the server
 * renders does not wait for it.
 */
import type { ResponseSummary } from '@partner-portal/contract/leads-api';
import { LEAD_PATHS } from '@partner-portal/contract/leads-constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { partnerApi } from '../http/api-clients';
import { useHydrated } from '../use-hydrated';
import { leadQueryKeys } from './query-keys';

const SUMMARY_POLL_MS = 60_000;

export const leadSummaryQueryOptions = () =>
  queryOptions({
    queryKey: leadQueryKeys.summary(),
    // Asked for by the layout on every page, not by the partner: no activity, no error toasts.
    queryFn: ({ signal }) =>
      partnerApi.get<ResponseSummary>(LEAD_PATHS.summary, { signal, background: true, showErrors: false }),
  });

/**
 * `enabled: false` for a partner without the inbox in the menu. The badge polls once a minute
 * (the inbox's open stream refreshes it at once when a lead arrives).
 */
export function useLeadSummary(enabled = true) {
  const hydrated = useHydrated();
  const summary = useQuery({
    ...leadSummaryQueryOptions(),
    enabled: hydrated && enabled,
    refetchInterval: SUMMARY_POLL_MS,
    refetchOnWindowFocus: true,
  });
  // The sidebar is hydrated first and asks at once; a screen hydrated after the answer came (its chunk
  // still loading) must still render what the server rendered: nothing yet.
  return hydrated ? summary : { ...summary, data: undefined, isError: false };
}
