/**
 * Files the signed-in shell's one answer (started by shell-fetch.ts) as the in-flight fetch of each
 * of its six parts' own queries: the layout's hooks (the partner, the chat's ad plans, the popups,
 * the three badges) join it instead of asking one by one, and the guard reads the partner's
 * outstanding terms from it.
 * Later reads and refreshes use the calls themselves. A part whose call fails is fetched again on
 * its own when its screen mounts.
 */
import { NOTICE_BADGE_FETCH_SIZE } from '@partner-portal/contract/constants';
import type { Shell } from '@partner-portal/contract/shell-api';
import type { QueryKey } from '@tanstack/react-query';
import { eventsQueryOptions } from '../features/events/api/get-events';
import { noticesQueryOptions } from '../features/notices/api/get-notices';
import { duePopupsQueryOptions } from '../features/popups/api/get-due-popups';
import { placementOf } from '../features/popups/popup-placement';
import { promotionsQueryOptions } from '../features/promotion/api/get-promotions';
import { myPartnerQueryOptions } from '../lib/api/get-my-partner';
import { queryClient } from '../lib/query-client';
import { adPlanQueryOptions } from './layouts/main/api/get-ad-plan';

export function fileShell(shell: Promise<Shell>, pathname: string): void {
  const part = <K extends keyof Shell>(queryKey: QueryKey, key: K) =>
    void queryClient.prefetchQuery({ queryKey, queryFn: () => shell.then((answer) => answer[key]) });
  // The keys of the very queries the layout's hooks run, so they join this fetch.
  part(myPartnerQueryOptions().queryKey, 'partner');
  part(adPlanQueryOptions().queryKey, 'ad_plan');
  part(duePopupsQueryOptions(placementOf(pathname)).queryKey, 'popups');
  part(noticesQueryOptions(0, '', NOTICE_BADGE_FETCH_SIZE).queryKey, 'notices');
  part(eventsQueryOptions(0).queryKey, 'events');
  part(promotionsQueryOptions().queryKey, 'promotions');
}
