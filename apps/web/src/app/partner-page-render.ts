/**
 * Renders a partner's page in Node with the partner's own data (issue #14): the server sends it in
 * the page, so the page shows when its HTML and stylesheets have arrived, not after the app's
 * scripts, its guard and its calls have run one after another. The client hydrates it with the same
 * answers (`PAGE_STATE_ID`, read by data-scope.tsx).
 *
 * Runs inside the server's page worker (partner-page-worker.ts), one page at a time: the app's
 * session and query cache are this module's singletons, so each render starts from an empty cache
 * and ends by forgetting the session. The calls go to the server itself with the partner's token,
 * which the API checks as it checks any call.
 */
import type { DehydratedState, Query } from '@tanstack/react-query';
import { dehydrate } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';
import { clearSession } from '../lib/session/session-store';
import { resolveNavigation } from './guard';
import { renderLoadedPage, renderPage } from './prerender';

/** A page's queries can depend on others' answers (a form on its record): a few rounds at most. */
const MAX_ROUNDS = 4;

export interface RenderedPartnerPage {
  /** The markup inside `#root`. */
  markup: string;
  /** Style elements for the page's head (antd's CSS variables). */
  styles: string;
  /** The answers the markup was rendered with, for the client's query cache. */
  state: DehydratedState;
}

/** A query the page asked for and that is not switched off (`enabled: false`, e.g. until a choice). */
const waitsForData = (query: Query) =>
  query.state.status === 'pending' &&
  query.state.fetchStatus === 'idle' &&
  (query.options as { enabled?: unknown }).enabled !== false;

/**
 * The page at `pathname` + `search` as the partner whose token cookies the worker has set; null
 * when the guard would send the partner elsewhere or a call failed: the client then renders it as
 * before, with its own messages.
 */
export async function renderPartnerPage(
  pathname: string,
  search: string,
): Promise<RenderedPartnerPage | null> {
  try {
    if ((await resolveNavigation(pathname, search, null)).type !== 'allow') return null;
    // Each round renders the page (loading its screens) to learn which answers it asks for.
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      await renderPage(pathname + search);
      const queries = queryClient.getQueryCache().getAll();
      if (queries.some((query) => query.state.status === 'error')) return null;
      const waiting = queries.filter(waitsForData);
      if (waiting.length === 0)
        return { ...renderLoadedPage(pathname + search), state: dehydrate(queryClient) };
      await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    }
    return null;
  } finally {
    clearSession();
    queryClient.clear();
  }
}
