/**
 * The signed-in shell's first load in one call (contract shell-api.ts, issue #14). On the first
 * partner page after a page load or a sign-in the guard starts it, and each of its six parts is filed as the
 * in-flight fetch of its own call's query: the layout's hooks (the partner, the chat's ad plans, the
 * popups, the three badges) join it instead of asking one by one, and the guard reads the
 * partner's outstanding terms from it.
 * Later reads and refreshes use the calls themselves. A part whose call fails is fetched again on
 * its own when its screen mounts.
 */
import { PARTNER_PATHS } from '@partner-portal/contract/api-constants';
import { NOTICE_BADGE_FETCH_SIZE } from '@partner-portal/contract/constants';
import type { Shell } from '@partner-portal/contract/shell-api';
import type { QueryKey } from '@tanstack/react-query';
import { eventsQueryOptions } from '../features/events/api/get-events';
import { noticesQueryOptions } from '../features/notices/api/get-notices';
import { duePopupsQueryOptions } from '../features/popups/api/get-due-popups';
import { placementOf } from '../features/popups/popup-placement';
import { promotionsQueryOptions } from '../features/promotion/api/get-promotions';
import { partnerApi } from '../lib/http/api-clients';
import { myPartnerQueryOptions } from '../lib/api/get-my-partner';
import { queryClient } from '../lib/query-client';
import { adPlanQueryOptions } from './layouts/main/api/get-ad-plan';

/** The shell's answer when this navigation started the call; null once it was made (since sign-in). */
export function prefetchShell(pathname: string): Promise<Shell> | null {
  // Once per sign-in: until the partner's record was first asked for (a logout clears the cache).
  if (queryClient.getQueryState(myPartnerQueryOptions().queryKey)) return null;
  const placement = placementOf(pathname);
  // Each screen reports its own errors when it asks again.
  const shell = partnerApi.get<Shell>(PARTNER_PATHS.shell, { query: { placement }, showErrors: false });
  const part = <K extends keyof Shell>(queryKey: QueryKey, key: K) =>
    void queryClient.prefetchQuery({ queryKey, queryFn: () => shell.then((answer) => answer[key]) });
  // The keys of the very queries the layout's hooks run, so they join this fetch.
  part(myPartnerQueryOptions().queryKey, 'partner');
  part(adPlanQueryOptions().queryKey, 'ad_plan');
  part(duePopupsQueryOptions(placement).queryKey, 'popups');
  part(noticesQueryOptions(0, '', NOTICE_BADGE_FETCH_SIZE).queryKey, 'notices');
  part(eventsQueryOptions(0).queryKey, 'events');
  part(promotionsQueryOptions().queryKey, 'promotions');
  return shell;
}
